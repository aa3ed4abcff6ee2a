// Emails the team about a new lead (form submission), after it is stored, and records on the lead
// how that went (notifyStatus, notifyAttempts, notifyError, notifiedAt), so editors see a lead
// nobody was told about:
// - the document-service middleware lets the create finish first, then sends in the background; a
//   mail failure never touches the stored lead or the visitor's answer;
// - a failed send is tried again (after 30 seconds, then 2 minutes: MAX_ATTEMPTS in all), and a
//   sweep every few minutes picks up sends a restart interrupted, for a day;
// - without SMTP_HOST and FORMS_NOTIFY_EMAIL the lead says "not sent: e-mail is not set up" (and
//   the admin shows a warning line: the leads plugin's e-mail health).
// The email links to the lead in the admin, where editors set its status and owner; the owner
// the Lead routing gave the lead is e-mailed separately (leads plugin, lead-owners.ts).
import type { Core } from '@strapi/strapi';
import type { Lead } from '@ironbark/shared/content/form-submission';
import { formLabelOf, otherAnswersOf } from '@ironbark/shared/forms/answers';
import type { NotifyStatus } from '@ironbark/shared/forms/lead-rules';
import { LEAD_UID } from './form-submission-rules';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

type Submission = Pick<Lead, 'documentId' | 'form' | 'name' | 'email'> &
  Partial<Pick<Lead, 'phone' | 'company' | 'message' | 'campaign' | 'landingPath' | 'sourcePage' | 'cta' | 'extra' | 'consent'>>;

export const MAX_ATTEMPTS = 3;
/** The pause before each retry: 30 s, then 2 min. */
export const RETRY_DELAYS_MS = [30_000, 120_000];
const SWEEP_MS = 5 * 60_000;
/** A send still "pending" this long after the lead was stored was interrupted (a restart). */
const STALE_PENDING_MS = 2 * 60_000;

/** The admin's edit screen of a lead; `adminUrl` is the admin's address (…/admin). */
export function adminEntryUrl(adminUrl: string, documentId: string): string {
  return `${adminUrl.replace(/\/+$/, '')}/content-manager/collection-types/${LEAD_UID}/${encodeURIComponent(documentId)}`;
}

export function notificationEmail(s: Submission, siteName: string, adminUrl: string) {
  const formLabel = formLabelOf(s as Parameters<typeof formLabelOf>[0]);
  const lines = [
    `${formLabel} from ${s.name} <${s.email}>`,
    s.company ? `Organisation: ${s.company}` : null,
    s.phone ? `Phone: ${s.phone}` : null,
    s.campaign ? `Campaign: ${s.campaign}` : null,
    s.sourcePage && s.sourcePage !== s.landingPath ? `Came from: ${s.sourcePage}${s.cta ? ` (button: ${s.cta})` : ''}` : null,
    s.landingPath ? `Sent from: ${s.landingPath}` : null,
    '',
    ...(s.message ? [s.message, ''] : []),
    ...otherAnswersOf(s as Parameters<typeof otherAnswersOf>[0])
      .filter((a) => a.value !== '')
      .map((a) => `${a.label}: ${a.value}`),
    '',
    `Open the lead in the CMS to set its status and owner: ${adminEntryUrl(adminUrl, s.documentId)}`,
  ].filter((l): l is string => l !== null);
  return {
    subject: `[${siteName}] ${formLabel}: ${s.name}${s.company ? `, ${s.company}` : ''}`,
    text: lines.join('\n'),
    replyTo: s.email,
  };
}

/**
 * The admin's public address: Strapi's admin.absoluteUrl, from PUBLIC_URL (checked at start-up
 * by scripts/env.mjs) or, when that is not set, from HOST and PORT.
 */
function adminAddress(strapi: Core.Strapi): string {
  return String(strapi.config.get('admin.absoluteUrl', 'http://localhost:1337/admin'));
}

function recipient(): string | null {
  const to = process.env.FORMS_NOTIFY_EMAIL;
  return to && process.env.SMTP_HOST ? to : null;
}

/** The published form a lead came through has a team e-mail of its own (Forms: "Team e-mail"). */
async function formTeamEmail(strapi: Core.Strapi, formKey: unknown): Promise<string | null> {
  if (typeof formKey !== 'string' || formKey === '') return null;
  const form = (await strapi.db.query(CONTENT_TYPE_UIDS.form).findOne({ where: { key: formKey, publishedAt: { $notNull: true } }, select: ['teamEmail'] })) as { teamEmail?: string | null } | null;
  return form?.teamEmail?.trim() || null;
}

/**
 * Who is told about a lead: the site's address (FORMS_NOTIFY_EMAIL) and its form's team e-mail,
 * once each; nobody without SMTP.
 */
export async function recipientsOf(strapi: Core.Strapi, formKey: unknown): Promise<string[]> {
  if (!process.env.SMTP_HOST) return [];
  const all = [recipient(), await formTeamEmail(strapi, formKey).catch(() => null)].filter((a): a is string => Boolean(a));
  return [...new Set(all.map((a) => a.toLowerCase()))].map((lower) => all.find((a) => a.toLowerCase() === lower)!);
}

/** What an attempt leaves on the lead. */
export function outcome(attempts: number, error: Error | null): { notifyStatus: NotifyStatus; notifyAttempts: number; notifyError: string | null; notifiedAt?: Date } {
  if (!error) return { notifyStatus: 'sent', notifyAttempts: attempts, notifyError: null, notifiedAt: new Date() };
  return { notifyStatus: 'failed', notifyAttempts: attempts, notifyError: (error.message || 'unknown error').slice(0, 300) };
}

const inFlight = new Set<string>();

async function attempt(strapi: Core.Strapi, documentId: string) {
  if (inFlight.has(documentId)) return;
  inFlight.add(documentId);
  const leads = strapi.db.query(LEAD_UID);
  try {
    const lead = (await leads.findOne({ where: { documentId } })) as (Submission & { notifyAttempts?: number | null; notifyStatus?: string | null }) | null;
    if (!lead || lead.notifyStatus === 'sent') return;
    const to = await recipientsOf(strapi, lead.form);
    if (to.length === 0) {
      await leads.update({ where: { documentId }, data: { notifyStatus: 'off' } });
      return;
    }
    const attempts = (lead.notifyAttempts ?? 0) + 1;
    await leads.update({ where: { documentId }, data: { notifyStatus: 'pending', notifyAttempts: attempts } });
    let failure: Error | null = null;
    try {
      const global = (await strapi.documents(CONTENT_TYPE_UIDS.global).findFirst({ status: 'published' })) as { siteName?: string } | null;
      const mail = notificationEmail(lead, global?.siteName ?? 'Website', adminAddress(strapi));
      // The owner the Lead routing gave the lead gets an e-mail of their own (leads plugin, lead-owners.ts).
      await strapi.plugin('email').service('email').send({ to: to.join(', '), ...mail });
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    await leads.update({ where: { documentId }, data: outcome(attempts, failure) });
    if (failure) {
      strapi.log.error(`form submission ${documentId}: notification email failed (attempt ${attempts} of ${MAX_ATTEMPTS}): ${failure.message}`);
      const delay = RETRY_DELAYS_MS[attempts - 1];
      if (attempts < MAX_ATTEMPTS && delay !== undefined) setTimeout(() => void attempt(strapi, documentId), delay).unref();
    }
  } catch (error) {
    strapi.log.error(`form submission ${documentId}: could not record the notification: ${(error as Error).message}`);
  } finally {
    inFlight.delete(documentId);
  }
}

export function registerSubmissionNotifications(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === LEAD_UID && context.action === 'create') {
      const { documentId } = result as unknown as { documentId: string };
      // attempt() finds who to tell (the site's address, the form's team e-mail) or marks it off.
      if (process.env.SMTP_HOST) void attempt(strapi, documentId);
      else await strapi.db.query(LEAD_UID).update({ where: { documentId }, data: { notifyStatus: 'off' } });
    }
    return result;
  });
}

/** Sends what failed or was interrupted in the last day, now and every few minutes. */
export function startNotificationSweep(strapi: Core.Strapi): () => void {
  const sweep = async () => {
    if (!process.env.SMTP_HOST) return;
    const now = Date.now();
    const due = (await strapi.db.query(LEAD_UID).findMany({
      select: ['documentId', 'notifyStatus', 'createdAt'],
      where: {
        createdAt: { $gt: new Date(now - 86_400_000) },
        notifyAttempts: { $lt: MAX_ATTEMPTS },
        $or: [{ notifyStatus: 'failed' }, { notifyStatus: 'pending', updatedAt: { $lt: new Date(now - STALE_PENDING_MS) } }],
      },
      limit: 50,
    })) as { documentId: string }[];
    for (const lead of due) await attempt(strapi, lead.documentId);
  };
  const timer = setInterval(() => void sweep().catch((e: Error) => strapi.log.error(`notification sweep failed: ${e.message}`)), SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
