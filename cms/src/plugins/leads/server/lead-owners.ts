// A lead's owner is an admin user (form-submission "owner", a relation to admin::user):
// - the round-robin turn of the Lead routing is a counter row in a table of its own, taken with
//   one atomic UPDATE ... RETURNING, so two CMS processes storing leads at the same moment never
//   take the same turn (PostgreSQL locks the row; SQLite writes one at a time);
// - owners typed as e-mail addresses before owners were admin users (the column was renamed
//   owner_text by the migration 2026.11.28T00.00.00.lead-owner-admin-user) are linked to the admin
//   user with that address at start-up; an address no admin user has stays on the lead, visible;
// - the person a lead is given to (by the routing, or by someone else in the desk) is e-mailed,
//   and the lead's alert log records it: sent, or failed and why.
import { formLabelOf } from '@ironbark/shared/forms/answers';
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { ALERT_LOG_KEEP, type AlertAttempt, type AlertLog } from '@ironbark/shared/forms/lead-alerts';
import { adminUserName, type AdminUserRef } from '@ironbark/shared/schema/fields';

type Knex = Core.Strapi['db']['connection'];

const LEAD_UID = CONTENT_TYPE_UIDS.formSubmission;
/** Made by cms/database/migrations/2026.11.29T01.00.00.leads-tables.js. */
export const TURNS_TABLE = 'ib_lead_turns';
const TEAM_TURN = 'round-robin';
/** Attempts at an owner's e-mail, and the pause before each retry (in units of the alert retry pause). */
const OWNER_MAIL_ATTEMPTS = 3;
const OWNER_MAIL_BACKOFF = [1, 4];

/** The next round-robin turn: 0, 1, 2, ... each handed out once, whichever process asks. */
export async function nextTurn(strapi: Core.Strapi): Promise<number> {
  // Inside the caller's transaction when there is one (on SQLite it holds the one connection).
  return strapi.db.transaction(async ({ trx }) => {
    const q = trx as unknown as Knex;
    await q(TURNS_TABLE).insert({ name: TEAM_TURN, turn: 0 }).onConflict('name').ignore();
    const rows = (await q(TURNS_TABLE).where({ name: TEAM_TURN }).increment('turn', 1).returning('turn')) as ({ turn: number | string } | number)[];
    const row = rows[0];
    const value = typeof row === 'object' && row !== null ? row.turn : row;
    return Number(value) - 1;
  });
}

/** Active admin users by their lower-case e-mail address. */
export async function activeAdminsByEmail(strapi: Core.Strapi, emails: string[]): Promise<Map<string, AdminUserRef>> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const users = (await strapi.db.query('admin::user').findMany({
    select: ['id', 'firstname', 'lastname', 'email'],
    where: { isActive: true, $or: wanted.map((email) => ({ email: { $eqi: email } })) },
  })) as AdminUserRef[];
  return new Map(users.map((u) => [u.email.toLowerCase(), u]));
}

/** Every active admin user, by name: whom a lead can be given to. */
export async function activeAdmins(strapi: Core.Strapi): Promise<(AdminUserRef & { name: string })[]> {
  const users = (await strapi.db.query('admin::user').findMany({
    select: ['id', 'firstname', 'lastname', 'email'],
    where: { isActive: true },
    limit: 1000,
  })) as AdminUserRef[];
  return users.map((u) => ({ ...u, name: adminUserName(u) })).sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
}

/** Links owners typed as e-mail addresses to the admin user with that address; keeps the rest as typed. */
export async function linkTypedOwners(strapi: Core.Strapi): Promise<{ linked: number; kept: number }> {
  const leads = strapi.db.query(LEAD_UID);
  const typed = (await leads.findMany({ select: ['id', 'ownerText'], where: { ownerText: { $notNull: true, $ne: '' } }, populate: { owner: { select: ['id'] } }, limit: 100_000 })) as {
    id: number;
    ownerText: string;
    owner?: { id: number } | null;
  }[];
  if (typed.length === 0) return { linked: 0, kept: 0 };
  const wanted = [...new Set(typed.map((l) => l.ownerText.trim().toLowerCase()))];
  const users = (await strapi.db.query('admin::user').findMany({ select: ['id', 'email'], where: { $or: wanted.map((email) => ({ email: { $eqi: email } })) } })) as { id: number; email: string }[];
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u.id]));
  let linked = 0;
  for (const lead of typed) {
    const user = byEmail.get(lead.ownerText.trim().toLowerCase());
    if (user === undefined) continue;
    // A lead that already has an owner keeps it; the typed address is then only history.
    await leads.update({ where: { id: lead.id }, data: lead.owner ? { ownerText: null } : { owner: user, ownerText: null } });
    linked++;
  }
  return { linked, kept: typed.length - linked };
}

interface OwnedLead {
  documentId: string;
  form: string;
  name: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  enquiryType?: string | null;
  message?: string | null;
  alertLog?: AlertLog | null;
}

/** Why the owner has the lead, as their e-mail says it. */
export type Reason = { by: 'rule' } | { by: 'round-robin' } | { by: 'person'; name: string };

export function ownerEmail(lead: OwnedLead, owner: AdminUserRef, reason: Reason, siteName: string, leadUrl: string) {
  const formLabel = formLabelOf(lead as Parameters<typeof formLabelOf>[0]);
  const why =
    reason.by === 'rule' ? 'a Lead routing rule gave it to you' : reason.by === 'round-robin' ? 'it was your turn in the Lead routing team' : `${reason.name} gave it to you`;
  const lines = [
    `Hello ${adminUserName(owner)},`,
    '',
    `A lead is yours (${why}):`,
    '',
    `${formLabel} from ${lead.name} <${lead.email}>`,
    lead.company ? `Organisation: ${lead.company}` : null,
    lead.phone ? `Phone: ${lead.phone}` : null,
    lead.enquiryType ? `Enquiry: ${lead.enquiryType}` : null,
    ...(lead.message ? ['', lead.message] : []),
    '',
    `Open the lead in the CMS: ${leadUrl}`,
  ].filter((l): l is string => l !== null);
  return { subject: `[${siteName}] A lead for you: ${lead.name}${lead.company ? `, ${lead.company}` : ''}`, text: lines.join('\n'), replyTo: lead.email };
}

export interface OwnerAlerts {
  /** E-mails the owner about the lead (in the background) and records it in the lead's alert log. */
  notify(documentId: string, owner: AdminUserRef, reason: Reason): void;
}

export function createOwnerAlerts(strapi: Core.Strapi, options: { retrySeconds: number; leadUrl(documentId: string): string; siteName(): Promise<string> }): OwnerAlerts {
  const leads = () => strapi.db.query(LEAD_UID);

  async function record(documentId: string, key: string, result: AlertAttempt, attempt: number): Promise<void> {
    const fresh = (await leads().findOne({ where: { documentId }, select: ['alertLog'] })) as { alertLog?: AlertLog | null } | null;
    if (!fresh) return;
    const log: AlertLog = { ...(fresh.alertLog ?? {}) };
    // A new assignment starts the entry afresh; a retry adds to it.
    const attempts = [...(attempt > 1 ? (log[key]?.attempts ?? []) : []), result].slice(-ALERT_LOG_KEEP);
    log[key] = { format: 'email', state: result.ok ? 'sent' : 'failed', attempts };
    await leads().update({ where: { documentId }, data: { alertLog: log } as never });
  }

  async function attempt(documentId: string, owner: AdminUserRef, reason: Reason, n: number): Promise<void> {
    const key = `owner:${owner.email}`;
    const at = new Date().toISOString();
    try {
      const lead = (await leads().findOne({ where: { documentId } })) as OwnedLead | null;
      if (!lead) return;
      if (!process.env.SMTP_HOST) {
        await record(documentId, key, { at, ok: false, error: 'Not sent: e-mail is not set up (SMTP_HOST)' }, n);
        return;
      }
      let result: AlertAttempt;
      try {
        await strapi.plugin('email').service('email').send({ to: owner.email, ...ownerEmail(lead, owner, reason, await options.siteName(), options.leadUrl(documentId)) });
        result = { at, ok: true };
      } catch (error) {
        result = { at, ok: false, error: ((error as Error).message || 'unknown error').slice(0, 200) };
      }
      await record(documentId, key, result, n);
      if (!result.ok) {
        strapi.log.warn(`lead ${documentId}: the e-mail to its owner failed (attempt ${n} of ${OWNER_MAIL_ATTEMPTS}): ${result.error}`);
        const factor = OWNER_MAIL_BACKOFF[n - 1];
        if (n < OWNER_MAIL_ATTEMPTS && factor !== undefined) setTimeout(() => void attempt(documentId, owner, reason, n + 1), factor * options.retrySeconds * 1000).unref();
      }
    } catch (error) {
      strapi.log.error(`lead ${documentId}: could not e-mail its owner: ${(error as Error).message}`);
    }
  }

  return {
    notify(documentId, owner, reason) {
      void attempt(documentId, owner, reason, 1);
    },
  };
}
