// Storing a validated lead in the CMS (POST /api/form-submissions), so that none is lost:
// - a CMS that does not answer, or answers 5xx/408/429, is asked again a few times with a
//   growing pause (the caller then puts the lead in the outbox);
// - a lead the CMS already has (same submission key: a double click, a resend, an outbox retry
//   after a lost answer) counts as stored, so nothing is stored twice;
// - a refusal of a field (400) is reported by field, for the visitor to correct.
import type { FieldErrors, FormDefinition } from '@ironbark/shared/forms/definitions';
import type { LeadInput } from '@ironbark/shared/forms/lead';
import type { CmsClient } from '../../../server/cms-client.server.js';
import { log } from '../../../server/log.server.js';

export type StoreOutcome =
  | { kind: 'stored' }
  | { kind: 'duplicate' }
  | { kind: 'refused'; fields: { path: string; message: string }[] }
  | { kind: 'unavailable'; reason: string };

export interface RetryPolicy {
  attempts: number;
  /** Pause before the second attempt; doubled before each further one. */
  firstDelayMs: number;
}

export const REQUEST_RETRIES: RetryPolicy = { attempts: 3, firstDelayMs: 300 };

/** The lead as the CMS's form-submission type takes it (the shared lead content type). */
export function submissionBody(lead: LeadInput): { data: LeadInput } {
  return { data: lead };
}

interface StrapiErrorBody {
  error?: { message?: string; details?: { errors?: { path?: (string | number)[]; message?: string }[] } };
}

/** One attempt: what the CMS made of it, and whether another attempt could help. */
async function attempt(cms: CmsClient, lead: LeadInput): Promise<{ outcome: StoreOutcome; retry: boolean }> {
  let res: Response;
  try {
    res = await cms.raw('/api/form-submissions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(submissionBody(lead)),
      signal: AbortSignal.timeout(8000),
    });
  } catch (error) {
    return { outcome: { kind: 'unavailable', reason: (error as Error).message }, retry: true };
  }
  if (res.ok) return { outcome: { kind: 'stored' }, retry: false };
  const body = (await res.json().catch(() => ({}))) as StrapiErrorBody;
  if (res.status === 400) {
    const errors = body.error?.details?.errors ?? [];
    const fields = errors.map((e) => ({ path: (e.path ?? []).join('.'), message: e.message ?? 'not accepted' }));
    // The submission key is unique: the CMS has this lead already.
    if (fields.some((f) => f.path === 'submissionKey' && /unique/i.test(f.message))) return { outcome: { kind: 'duplicate' }, retry: false };
    return { outcome: { kind: 'refused', fields: fields.length > 0 ? fields : [{ path: '', message: body.error?.message ?? 'refused' }] }, retry: false };
  }
  // 401/403/404: the web's token or route is wrong. Asking again now will not help, but an
  // operator can fix it: the lead waits in the outbox meanwhile.
  const retry = res.status === 408 || res.status === 429 || res.status >= 500;
  return { outcome: { kind: 'unavailable', reason: `CMS answered ${res.status}` }, retry };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Stores the lead, asking again (with backoff) while the CMS is unavailable. */
export async function storeLead(
  cms: CmsClient,
  lead: LeadInput,
  policy: RetryPolicy = REQUEST_RETRIES,
  context: Record<string, unknown> = {},
  wait: (ms: number) => Promise<void> = sleep,
): Promise<StoreOutcome> {
  let last: StoreOutcome = { kind: 'unavailable', reason: 'not tried' };
  for (let n = 1; n <= policy.attempts; n++) {
    const { outcome, retry } = await attempt(cms, lead);
    last = outcome;
    if (outcome.kind !== 'unavailable') return outcome;
    log.warn('form: storing failed', { ...context, form: lead.form, submissionKey: lead.submissionKey, attempt: n, of: policy.attempts, reason: outcome.reason });
    if (!retry || n === policy.attempts) break;
    await wait(policy.firstDelayMs * 2 ** (n - 1));
  }
  return last;
}

/** The form field (as the visitor knows it) that a CMS attribute holds. */
export function formFieldOf(form: FormDefinition<string>, cmsPath: string): string {
  const field = form.fields.find((f) => f.lead === cmsPath || f.name === cmsPath);
  return field?.name ?? cmsPath;
}

/** A CMS refusal as field errors the form shows beside the fields. */
export function refusalErrors(form: FormDefinition<string>, fields: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path } of fields) {
    const name = formFieldOf(form, path.split('.')[0] ?? '');
    const definition = form.fields.find((f) => f.name === name);
    if (definition) errors[name] = `${definition.label} was not accepted. Please check it and send the form again.`;
    else if (name === 'campaign' || name === 'landingPath' || name === 'submissionKey')
      errors[name] = 'Part of this form could not be read. Please reload the page and send it again.';
    else errors[name || 'form'] = 'The form could not be accepted as sent. Please check each field and send it again.';
  }
  return errors;
}
