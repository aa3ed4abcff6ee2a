// The web's check of a preview link: the shared signature check (signed-link.ts), then what the
// link names must be something this site shows. A page or site preview names a plain path on this
// site; a resource or form preview names a documentId; a release preview a release's id. A link the CMS
// signed never fails the second part; it is there so a leaked secret or a bug in the CMS cannot
// turn /preview into an open redirect or a probe of other CMS addresses. Expired links answer 401
// (open the preview again), every other refusal 403.
import { verifyPreviewLink, type PreviewKind, type PreviewLinkParams, type PreviewTarget } from '@ironbark/shared/preview/signed-link';
import { safeLocalPath } from '../../lib/safe-path.js';

export type RefusalReason = 'expired' | 'malformed' | 'bad-signature' | 'bad-ref' | 'wrong-kind';

export class PreviewRefused extends Error {
  override name = 'PreviewRefused';
  readonly status: 401 | 403;
  constructor(readonly reason: RefusalReason) {
    super(reason === 'expired' ? 'The preview link has expired' : `The preview link is not valid (${reason})`);
    this.status = reason === 'expired' ? 401 : 403;
  }
}

/** Strapi 5 documentIds: lowercase letters and digits. */
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;
/** A release's id (the scheduling plugin's ib_releases). */
const RELEASE_ID = /^[1-9][0-9]{0,9}$/;

/** A path on this site as it is, with no query, fragment, host, backslash or dot segment. */
export function isSitePath(ref: string): boolean {
  return ref.startsWith('/') && !/[?#\\]/.test(ref) && safeLocalPath(ref, '') === ref;
}

/**
 * The target of a preview link at time `now`, or a PreviewRefused thrown. `kinds` limits which
 * kinds are accepted (the draft layout is read for site previews only).
 */
export function checkPreviewLink(
  params: Partial<Record<keyof PreviewLinkParams, unknown>>,
  secret: string,
  now: number,
  kinds: readonly PreviewKind[] = ['page', 'resource', 'site', 'release', 'form'],
): PreviewTarget {
  const check = verifyPreviewLink(params, secret, now);
  if (!check.ok) throw new PreviewRefused(check.reason);
  const { target } = check;
  if (!kinds.includes(target.kind)) throw new PreviewRefused('wrong-kind');
  const refOk = target.kind === 'resource' || target.kind === 'form' ? DOCUMENT_ID.test(target.ref) : target.kind === 'release' ? RELEASE_ID.test(target.ref) : isSitePath(target.ref);
  if (!refOk) throw new PreviewRefused('bad-ref');
  return target;
}
