// Signed values for the forms' bot check:
// - a start token: when this visitor first touched the form (GET /api/forms/start), so the
//   server can tell a message sent within seconds of that (a script, or autofill and paste);
// - a confirmation: given with the "please check and send again" answer, it lets the same
//   message through on the next try, so a person is never stopped twice. It is bound to that
//   message (confirmationSubject: the form, the submission key and the answers), so it cannot
//   carry another one, and it is single-use (redeemConfirmation: its use is remembered in the
//   shared state until it expires), so one held message cannot become many leads.
// A start token is single-use too (claimStart): the first message sent with it owns it; the same
// message sent again (a retry, a fixed field) still may, another message may not (a replay from
// elsewhere gets the "check and send again" answer of a too-fast send, and no lead).
// HMAC-SHA256 with a key derived from SESSION_SECRET; compared in constant time.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SharedState } from '../../../server/shared-state.server.js';

/** A person needs longer than this from the first touch of a form to sending it. */
export const MIN_FILL_MS = 3000;
/** A start token older than this is stale (the page was left open overnight): ask again. */
export const START_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a confirmation stays good for the resend. */
export const CONFIRM_TTL_MS = 60 * 60 * 1000;

type Kind = 'start' | 'confirm';

export interface FormTokens {
  /** A start token for now. */
  start(now?: number): string;
  /** When the start token was issued, or null when it is missing, forged or out of date. */
  startedAt(token: unknown, now?: number): number | null;
  /** A confirmation for one message (its confirmationSubject). */
  confirm(subject: string, now?: number): string;
  /** When a good confirmation for this message was issued, or null (missing, forged, for another message, expired). */
  confirmedAt(token: unknown, subject: string, now?: number): number | null;
}

/**
 * What a confirmation is bound to: the form, the message's submission key and its answers (the
 * visible fields, in name order, trimmed as they are stored). Another message, or the same words
 * under another submission key, needs its own confirmation.
 */
export function confirmationSubject(form: string, submissionKey: string, answers: Record<string, unknown>): string {
  const visible = Object.entries(answers)
    .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${form}|${createHash('sha256').update(JSON.stringify([submissionKey, visible])).digest('base64url')}`;
}

/**
 * Uses a confirmation up: true the first time (across every web instance sharing the state),
 * false ever after. Remembered until the token would have expired anyway.
 */
export async function redeemConfirmation(state: SharedState, site: string, token: string, issuedAt: number, now = Date.now()): Promise<boolean> {
  const ttlSeconds = Math.max(1, Math.ceil((issuedAt + CONFIRM_TTL_MS - now) / 1000) + 5);
  const id = createHash('sha256').update(token).digest('base64url');
  return (await state.incr(`forms:confirm-used:${site}:${id}`, ttlSeconds)) === 1;
}

/**
 * Claims a start token for one message (its submission key): true for the first message sent
 * with it and for that same message again, false for any other (across every web instance).
 */
export async function claimStart(state: SharedState, site: string, token: string, submissionKey: string): Promise<boolean> {
  const id = createHash('sha256').update(token).digest('base64url');
  const ttlSeconds = Math.ceil(START_TOKEN_TTL_MS / 1000) + 60;
  const owner = `forms:start-owner:${site}:${id}`;
  // One step (SET NX): a message retried on another instance while the first was stopped finds
  // its own key there, never a half-made claim.
  if (await state.setIfAbsent(owner, submissionKey, ttlSeconds)) return true;
  return (await state.get(owner)) === submissionKey;
}

export function createFormTokens(secret: string): FormTokens {
  const key = createHmac('sha256', secret).update('ironbark:form-tokens:v1').digest();
  const mac = (kind: Kind, at: number, subject: string) => createHmac('sha256', key).update(`${kind}|${at}|${subject}`).digest('base64url');
  const sign = (kind: Kind, subject: string, at: number) => `${at.toString(36)}.${mac(kind, at, subject)}`;

  /** The issue time of a well-signed token that is neither from the future nor too old. */
  function verify(kind: Kind, token: unknown, subject: string, ttlMs: number, now: number): number | null {
    if (typeof token !== 'string' || token.length > 100) return null;
    const [stamp, given, ...rest] = token.split('.');
    if (!stamp || !given || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(stamp)) return null;
    const at = parseInt(stamp, 36);
    const expected = Buffer.from(mac(kind, at, subject));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    // A little leeway for clocks of several web instances.
    if (at > now + 5000 || now - at > ttlMs) return null;
    return at;
  }

  // A start token carries a random part of its own: two visitors who first touch a form in the
  // same millisecond get different tokens (it is single-use: claimStart).
  const NONCE = /^[A-Za-z0-9_-]{12}$/;
  return {
    start: (now = Date.now()) => {
      const nonce = randomBytes(9).toString('base64url');
      return `${nonce}.${sign('start', nonce, now)}`;
    },
    startedAt: (token, now = Date.now()) => {
      if (typeof token !== 'string') return null;
      const dot = token.indexOf('.');
      const nonce = token.slice(0, dot);
      return dot > 0 && NONCE.test(nonce) ? verify('start', token.slice(dot + 1), nonce, START_TOKEN_TTL_MS, now) : null;
    },
    confirm: (subject, now = Date.now()) => sign('confirm', subject, now),
    confirmedAt: (token, subject, now = Date.now()) => verify('confirm', token, subject, CONFIRM_TTL_MS, now),
  };
}

export type BotReason = 'honeypot' | 'no-start' | 'too-fast' | 'replayed';

/**
 * Why a post looks automated (empty when it does not): the hidden field was filled, there is no
 * valid start token, or it came less than MIN_FILL_MS after the first touch of the form.
 */
export function botReasons(tokens: FormTokens, fields: { honeypot: unknown; started: unknown }, now = Date.now()): { reasons: BotReason[]; elapsedMs: number | null } {
  const reasons: BotReason[] = [];
  if (typeof fields.honeypot === 'string' && fields.honeypot.trim() !== '') reasons.push('honeypot');
  const startedAt = tokens.startedAt(fields.started, now);
  const elapsedMs = startedAt === null ? null : now - startedAt;
  if (elapsedMs === null) reasons.push('no-start');
  else if (elapsedMs < MIN_FILL_MS) reasons.push('too-fast');
  return { reasons, elapsedMs };
}
