// Webhook alerts about each new lead (shared/src/forms/lead-alerts.ts: LEAD_WEBHOOKS, formats,
// signature), sent after the lead is stored, beside the team's e-mail (forms/notify-submissions):
// - each endpoint gets its own delivery, recorded on the lead (alertLog: state and each attempt's
//   time, HTTP status or error), so the lead desk shows what reached whom;
// - a failed delivery is tried again after LEAD_ALERT_RETRY_SECONDS x 1, 4 and 20 (30 s, 2 min,
//   10 min by default), and a sweep every few minutes picks up what a restart interrupted, for a
//   day; a receiver can tell a retry from a new lead by X-Ironbark-Delivery;
// - a request times out after 10 s; the lead and the visitor's answer never wait for it.
import { createHmac, randomUUID } from 'node:crypto';
import { formLabelOf } from '@ironbark/shared/forms/answers';
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import {
  ALERT_BACKOFF,
  ALERT_LOG_KEEP,
  ALERT_MAX_ATTEMPTS,
  parseWebhooks,
  webhookBody,
  type AlertAttempt,
  type AlertLead,
  type AlertLog,
  type WebhookEndpoint,
} from '@ironbark/shared/forms/lead-alerts';
import { adminUserName } from '@ironbark/shared/schema/fields';

const LEAD_UID = CONTENT_TYPE_UIDS.formSubmission;
const TIMEOUT_MS = 10_000;
const SWEEP_MS = 5 * 60_000;

export interface WebhookSettings {
  endpoints: WebhookEndpoint[];
  secret: string;
  retrySeconds: number;
}

/** LEAD_WEBHOOKS, LEAD_WEBHOOK_SECRET and LEAD_ALERT_RETRY_SECONDS, checked (a clear message for each mistake). */
export function webhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  const endpoints = parseWebhooks(env.LEAD_WEBHOOKS);
  const secret = env.LEAD_WEBHOOK_SECRET ?? '';
  if (endpoints.length > 0 && secret.length < 16) throw new Error('LEAD_WEBHOOK_SECRET must be set, at least 16 characters, when LEAD_WEBHOOKS is (it signs every request)');
  const retry = env.LEAD_ALERT_RETRY_SECONDS === undefined || env.LEAD_ALERT_RETRY_SECONDS === '' ? 30 : Number(env.LEAD_ALERT_RETRY_SECONDS);
  if (!Number.isInteger(retry) || retry < 1 || retry > 3600) throw new Error(`LEAD_ALERT_RETRY_SECONDS must be a whole number of seconds from 1 to 3600; it is "${env.LEAD_ALERT_RETRY_SECONDS}"`);
  return { endpoints, secret, retrySeconds: retry };
}

/** The signature headers of a body: HMAC-SHA256 of "<timestamp>.<body>". */
export function signatureHeaders(secret: string, body: string, now = Date.now(), delivery: string = randomUUID()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { 'X-Ironbark-Timestamp': timestamp, 'X-Ironbark-Signature': `v1=${signature}`, 'X-Ironbark-Delivery': delivery };
}

/** Posts one alert; the attempt as the log keeps it. */
export async function deliver(endpoint: WebhookEndpoint, secret: string, lead: AlertLead, siteName: string, delivery: string): Promise<AlertAttempt> {
  const body = JSON.stringify(webhookBody(endpoint.format, lead, siteName));
  const at = new Date().toISOString();
  try {
    const res = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Ironbark-Lead-Alerts/1', ...signatureHeaders(secret, body, Date.now(), delivery) },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.ok ? { at, ok: true, status: res.status } : { at, ok: false, status: res.status, error: `The receiver answered ${res.status} ${res.statusText}`.trim() };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    const reason = e.name === 'TimeoutError' ? `No answer within ${TIMEOUT_MS / 1000} s` : e.cause?.code ? `Could not connect (${e.cause.code})` : e.message;
    return { at, ok: false, error: reason.slice(0, 200) };
  }
}

type LeadRecord = Omit<AlertLead, 'formLabel' | 'adminUrl' | 'createdAt' | 'owner'> & { createdAt: string | Date; alertLog?: AlertLog | null; owner?: { firstname?: string | null; lastname?: string | null; email: string } | null };

export function leadAdminUrl(strapi: Core.Strapi, documentId: string): string {
  const base = String(strapi.config.get('admin.absoluteUrl', 'http://localhost:1337/admin')).replace(/\/+$/, '');
  return `${base}/content-manager/collection-types/${LEAD_UID}/${encodeURIComponent(documentId)}`;
}

export function alertLeadOf(strapi: Core.Strapi, lead: LeadRecord, test = false): AlertLead {
  return {
    documentId: lead.documentId,
    form: lead.form,
    formLabel: formLabelOf(lead as Parameters<typeof formLabelOf>[0]),
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? null,
    company: lead.company ?? null,
    message: lead.message ?? null,
    enquiryType: lead.enquiryType ?? null,
    campaign: lead.campaign ?? null,
    sourcePage: lead.sourcePage ?? null,
    landingPath: lead.landingPath ?? null,
    owner: lead.owner ? adminUserName(lead.owner) : null,
    createdAt: new Date(lead.createdAt).toISOString(),
    adminUrl: leadAdminUrl(strapi, lead.documentId),
    ...(test ? { test: true } : {}),
  };
}

export async function siteName(strapi: Core.Strapi): Promise<string> {
  const global = (await strapi.documents(CONTENT_TYPE_UIDS.global).findFirst({ status: 'published' })) as { siteName?: string } | null;
  return global?.siteName ?? 'Website';
}

/** Whether the published form of this key sends its leads to the webhooks (a form not in the CMS: yes). */
export async function formSendsWebhooks(strapi: Core.Strapi, formKey: string): Promise<boolean> {
  const form = (await strapi.db.query(CONTENT_TYPE_UIDS.form).findOne({ where: { key: formKey, publishedAt: { $notNull: true } }, select: ['sendWebhooks'] })) as { sendWebhooks?: boolean | null } | null;
  return form?.sendWebhooks !== false;
}

export function createLeadWebhooks(strapi: Core.Strapi, settings: WebhookSettings) {
  const inFlight = new Set<string>();
  const leads = () => strapi.db.query(LEAD_UID);

  /** One attempt at one endpoint of one lead, recorded on the lead; schedules the retry. */
  async function attempt(documentId: string, endpoint: WebhookEndpoint) {
    const key = `${documentId}|${endpoint.id}`;
    if (inFlight.has(key)) return;
    inFlight.add(key);
    try {
      const lead = (await leads().findOne({ where: { documentId }, populate: { owner: { select: ['firstname', 'lastname', 'email'] } } })) as LeadRecord | null;
      if (!lead) return;
      const before = lead.alertLog?.[endpoint.id];
      if (before?.state === 'sent' || (before && before.attempts.length >= ALERT_MAX_ATTEMPTS)) return;
      // One delivery id per lead and endpoint: the same for every retry of it.
      const delivery = `${documentId}.${endpoint.id.replace(/[^a-z0-9.-]/gi, '-')}`;
      const result = await deliver(endpoint, settings.secret, alertLeadOf(strapi, lead), await siteName(strapi), delivery);
      // Read again: another endpoint's outcome may have been written meanwhile.
      const fresh = (await leads().findOne({ where: { documentId }, select: ['alertLog'] })) as { alertLog?: AlertLog | null } | null;
      const log: AlertLog = { ...(fresh?.alertLog ?? {}) };
      const attempts = [...(log[endpoint.id]?.attempts ?? []), result].slice(-ALERT_LOG_KEEP);
      log[endpoint.id] = { format: endpoint.format, state: result.ok ? 'sent' : 'failed', attempts };
      await leads().update({ where: { documentId }, data: { alertLog: log } as never });
      if (!result.ok) {
        strapi.log.warn(`lead ${documentId}: the ${endpoint.id} webhook failed (attempt ${attempts.length} of ${ALERT_MAX_ATTEMPTS}): ${result.error}`);
        const factor = ALERT_BACKOFF[attempts.length - 1];
        if (attempts.length < ALERT_MAX_ATTEMPTS && factor !== undefined) setTimeout(() => void attempt(documentId, endpoint), factor * settings.retrySeconds * 1000).unref();
      }
    } catch (error) {
      strapi.log.error(`lead ${documentId}: could not record the ${endpoint.id} webhook: ${(error as Error).message}`);
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    endpoints: settings.endpoints,
    /** After a lead is stored: every endpoint, pending first (so the desk shows them at once). */
    async leadStored(documentId: string) {
      if (settings.endpoints.length === 0) return;
      // A form whose editor turned "Send to the lead webhooks" off keeps its leads to the desk and e-mail.
      const stored = (await leads().findOne({ where: { documentId }, select: ['form'] })) as { form?: string | null } | null;
      if (stored?.form && !(await formSendsWebhooks(strapi, stored.form))) return;
      const pending: AlertLog = Object.fromEntries(settings.endpoints.map((e) => [e.id, { format: e.format, state: 'pending', attempts: [] }]));
      // Kept beside what is already logged (the owner's e-mail, lead-owners.ts).
      const fresh = (await leads().findOne({ where: { documentId }, select: ['alertLog'] })) as { alertLog?: AlertLog | null } | null;
      await leads().update({ where: { documentId }, data: { alertLog: { ...(fresh?.alertLog ?? {}), ...pending } } as never });
      for (const endpoint of settings.endpoints) void attempt(documentId, endpoint);
    },
    /** Leads of the last day with a delivery failed or left pending by a restart, tried again. */
    async sweep() {
      if (settings.endpoints.length === 0) return;
      const recent = (await leads().findMany({ select: ['documentId', 'alertLog', 'updatedAt'], where: { createdAt: { $gt: new Date(Date.now() - 86_400_000) } }, limit: 500 })) as {
        documentId: string;
        alertLog?: AlertLog | null;
        updatedAt: string;
      }[];
      for (const lead of recent) {
        for (const endpoint of settings.endpoints) {
          const d = lead.alertLog?.[endpoint.id];
          if (!d || d.state === 'sent' || d.attempts.length >= ALERT_MAX_ATTEMPTS) continue;
          if (d.state === 'pending' && Date.now() - Date.parse(lead.updatedAt) < 2 * 60_000) continue;
          await attempt(lead.documentId, endpoint);
        }
      }
    },
    /** The admin's "Send a test alert": a made-up lead to every endpoint, answered with each outcome. */
    async test(): Promise<{ endpoint: string; format: string; ok: boolean; status?: number; error?: string }[]> {
      const sample: LeadRecord = {
        documentId: 'test',
        form: 'contact',
        name: 'Test Person',
        email: 'test.person@example.com',
        company: 'Example Pty Ltd',
        phone: '02 5550 0000',
        message: 'A test alert sent from the CMS. No lead was stored.',
        enquiryType: 'network',
        createdAt: new Date().toISOString(),
      };
      const name = await siteName(strapi);
      return Promise.all(
        settings.endpoints.map(async (e) => {
          const r = await deliver(e, settings.secret, alertLeadOf(strapi, sample, true), name, `test.${randomUUID()}`);
          return { endpoint: e.id, format: e.format, ok: r.ok, ...(r.status ? { status: r.status } : {}), ...(r.error ? { error: r.error } : {}) };
        }),
      );
    },
    startSweep(): () => void {
      const timer = setInterval(() => void this.sweep().catch((e: Error) => strapi.log.error(`webhook sweep failed: ${e.message}`)), SWEEP_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type LeadWebhooks = ReturnType<typeof createLeadWebhooks>;
