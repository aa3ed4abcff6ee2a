/// <reference types="node" />
// Signed preview links, server-only (the CMS builds them, the web server checks them; never
// import this from browser code). "Open preview" in the admin leads to
// `${WEB_URL}/preview?kind=…&ref=…&exp=…&sig=…`: the link names what to show and until when, and
// an HMAC-SHA256 of exactly that under PREVIEW_SECRET, so the secret itself never appears in a URL,
// a link cannot be turned into a preview of something else, and it stops working after an hour.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link works. */
export const PREVIEW_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * page: the page at `ref` (a path); resource: the resource whose documentId is `ref`; site: the page
 * at `ref` with the draft navigation and global settings; release: the whole site as it will be once
 * the release whose id is `ref` is published (the path shown is the link's unsigned `path`); form:
 * the draft of the form builder's form whose documentId is `ref`, drawn as visitors will see it.
 */
export const PREVIEW_KINDS = ['page', 'resource', 'site', 'release', 'form'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export interface PreviewTarget {
  kind: PreviewKind;
  /** A site path (page, site), a documentId (resource, form) or a release's id (release). */
  ref: string;
  /** Milliseconds since 1970 (Date.now()) after which the link no longer works. */
  expiresAt: number;
}

/** The query parameters of a preview link. */
export interface PreviewLinkParams {
  kind: string;
  ref: string;
  exp: string;
  sig: string;
}

export type PreviewLinkCheck =
  | { ok: true; target: PreviewTarget }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

const MIN_SECRET_LENGTH = 16;
const MAX_REF_LENGTH = 300;
/** Clock difference between the CMS and the web server that is tolerated. */
const CLOCK_SKEW_MS = 60 * 1000;

function assertSecret(secret: string) {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`The preview secret must be at least ${MIN_SECRET_LENGTH} characters`);
}

/** The signed message: JSON keeps the three parts apart whatever `ref` holds. */
function signature(kind: string, ref: string, exp: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(JSON.stringify([kind, ref, exp])).digest();
}

function isValidRef(ref: string): boolean {
  // Printable characters only: no control characters (code points below 32, and 127).
  if (ref.length === 0 || ref.length > MAX_REF_LENGTH) return false;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 32 || code === 127) return false;
  }
  return true;
}

/** The query parameters of a preview link for `target`, signed with `secret`. */
export function signPreviewLink(target: PreviewTarget, secret: string): PreviewLinkParams {
  assertSecret(secret);
  if (!(PREVIEW_KINDS as readonly string[]).includes(target.kind)) throw new Error(`Unknown preview kind ${target.kind}`);
  if (!isValidRef(target.ref)) throw new Error('A preview reference must be 1 to 300 printable characters');
  if (!Number.isSafeInteger(target.expiresAt) || target.expiresAt <= 0) throw new Error('expiresAt must be a time in milliseconds');
  const exp = String(target.expiresAt);
  return { kind: target.kind, ref: target.ref, exp, sig: signature(target.kind, target.ref, exp, secret).toString('base64url') };
}

/**
 * Checks a preview link's parameters (from the query string) at time `now` (Date.now()):
 * the target when the signature is right and the link has not expired, otherwise why not.
 * Links that claim to last longer than PREVIEW_LINK_TTL_MS are refused as malformed.
 */
export function verifyPreviewLink(params: Partial<Record<keyof PreviewLinkParams, unknown>>, secret: string, now: number): PreviewLinkCheck {
  assertSecret(secret);
  const { kind, ref, exp, sig } = params;
  if (
    typeof kind !== 'string' ||
    typeof ref !== 'string' ||
    typeof exp !== 'string' ||
    typeof sig !== 'string' ||
    !(PREVIEW_KINDS as readonly string[]).includes(kind) ||
    !isValidRef(ref) ||
    !/^[1-9][0-9]{0,15}$/.test(exp) ||
    !/^[A-Za-z0-9_-]{43}$/.test(sig)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = signature(kind, ref, exp, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
  const expiresAt = Number(exp);
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  if (expiresAt - now > PREVIEW_LINK_TTL_MS + CLOCK_SKEW_MS) return { ok: false, reason: 'malformed' };
  return { ok: true, target: { kind: kind as PreviewKind, ref, expiresAt } };
}
