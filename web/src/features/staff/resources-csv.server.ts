// The staff table as CSV: the table's columns (title, type, status, date, last edited) plus the
// address, the featured flag and the URLs of the page and its files, one row per resource in the
// table's order. A UTF-8 byte-order mark lets spreadsheet programs read accents right; a cell that
// a spreadsheet would run as a formula (starting with = + - @ or a tab) is prefixed with '.
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '@ironbark/shared/csv';
import { RESOURCE_TYPE_LABELS } from '@ironbark/shared/content/resource-types';
import { STATUS_LABELS } from './staff-labels.js';
import type { StaffResourceSummary } from './staff-query.js';

export const CSV_COLUMNS = ['Title', 'Type', 'Status', 'Date', 'Last edited', 'Address', 'Featured', 'Page URL', 'Cover image URL', 'Document URL'] as const;

export { neutraliseFormula };

function absolute(url: string | null | undefined, siteUrl: string): string {
  if (!url) return '';
  return /^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function resourcesCsv(items: StaffResourceSummary[], siteUrl: string): string {
  const rows = items.map((r) => [
    r.title,
    RESOURCE_TYPE_LABELS[r.type],
    STATUS_LABELS[r.status],
    r.publishedDate ?? '',
    r.updatedAt ?? '',
    r.slug ?? '',
    r.featured ? 'Yes' : 'No',
    // Drafts have no public page yet.
    r.status === 'draft' || !r.slug ? '' : `${siteUrl}/resources/${r.slug}`,
    absolute(r.cover?.url, siteUrl),
    absolute(r.doc?.url, siteUrl),
  ]);
  return stringify([[...CSV_COLUMNS], ...rows], {
    bom: true,
    record_delimiter: '\r\n',
    cast: { string: (value) => neutraliseFormula(value) },
  });
}
