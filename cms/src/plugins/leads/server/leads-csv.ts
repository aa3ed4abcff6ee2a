// The leads list as CSV, as an editor filtered it in the admin: one row per lead, every column
// in plain words, every answer by its label (shared forms/answers), and the cells a spreadsheet
// would run as formulas neutralised (shared csv).
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '@ironbark/shared/csv';
import { formLabelOf, otherAnswersOf } from '@ironbark/shared/forms/answers';
import { LEAD_STATUS_LABELS, NOTIFY_STATUS_LABELS, type LeadStatus, type NotifyStatus } from '@ironbark/shared/forms/lead-rules';

export type LeadRecord = Record<string, unknown> & { createdAt?: string | Date | null };

const text = (v: unknown) => (v === undefined || v === null ? '' : v instanceof Date ? v.toISOString() : String(v));

/** [column heading, value of a lead] in the order of the file. */
const COLUMNS: [string, (lead: LeadRecord) => string][] = [
  ['Received', (l) => text(l.createdAt)],
  ['Status', (l) => LEAD_STATUS_LABELS[l.leadStatus as LeadStatus] ?? text(l.leadStatus)],
  // The owner's e-mail address (an admin user), else an owner typed before owners were admin users.
  ['Owner', (l) => text((l.owner as { email?: string } | null | undefined)?.email ?? l.ownerText)],
  ['Name', (l) => text(l.name)],
  ['Organisation', (l) => text(l.company)],
  ['Email', (l) => text(l.email)],
  ['Phone', (l) => text(l.phone)],
  ['Form', (l) => formLabelOf(l as Parameters<typeof formLabelOf>[0])],
  ['Enquiry type', (l) => text(l.enquiryType)],
  ['Source page', (l) => text(l.sourcePage ?? l.landingPath)],
  ['Sent from page', (l) => text(l.landingPath)],
  ['Button', (l) => text(l.cta)],
  ['Campaign', (l) => text(l.campaign)],
  ['Referred by', (l) => text(l.referrerHost)],
  ...(['first', 'last'] as const).flatMap((touch) =>
    (['Source', 'Medium', 'Campaign', 'Term', 'Content'] as const).map(
      (key): [string, (lead: LeadRecord) => string] => [`${touch === 'first' ? 'First' : 'Last'} link utm_${key.toLowerCase()}`, (l) => text(l[`${touch}Utm${key}`])],
    ),
  ),
  ['Message', (l) => text(l.message)],
  ['Other answers', (l) => otherAnswersOf(l as Parameters<typeof otherAnswersOf>[0]).filter((a) => a.value !== '').map((a) => `${a.label}: ${a.value}`).join('; ')],
  ['Agreed to be contacted', (l) => (l.consent ? 'Yes' : 'No')],
  ['Notes', (l) => text(l.notes)],
  ['Team e-mail', (l) => NOTIFY_STATUS_LABELS[l.notifyStatus as NotifyStatus] ?? text(l.notifyStatus)],
];

export const LEADS_CSV_HEADINGS = COLUMNS.map(([heading]) => heading);

export function leadsCsv(leads: LeadRecord[]): string {
  return stringify([LEADS_CSV_HEADINGS, ...leads.map((lead) => COLUMNS.map(([, value]) => value(lead)))], {
    bom: true,
    record_delimiter: '\r\n',
    cast: { string: (value) => neutraliseFormula(value) },
  });
}

/** Any table as CSV with the same rules (the measurement exports). */
export function tableCsv(headings: string[], rows: (string | number | null)[][]): string {
  return stringify([headings, ...rows.map((r) => r.map((v) => (v === null ? '' : String(v))))], {
    bom: true,
    record_delimiter: '\r\n',
    cast: { string: (value) => neutraliseFormula(value) },
  });
}
