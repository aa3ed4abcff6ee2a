// Preview of a whole release: the site as it will be once the release is published. An admin who
// may read every entry's type asks for a link (GET /scheduling/releases/:id/preview); it is the
// page preview's signed link (shared preview/signed-link: an HMAC under PREVIEW_SECRET, an hour)
// of kind "release" naming the release's id. The web checks it, then asks here what the release
// changes (GET /api/scheduling/release-preview with the same link: no API token, the signature is
// the permission): each entry's kind, action, and where it is now and will be (a page's path, a
// resource's slug), so the web shows drafts for exactly those and the published site elsewhere.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { PREVIEW_LINK_TTL_MS, signPreviewLink, verifyPreviewLink } from '@ironbark/shared/preview/signed-link';
import { getRelease, releaseEntries, type Release, type ReleaseAction } from './releases-store';

/** What a release changes, as the web's release preview reads it. */
export interface ReleasePlanEntry {
  kind: 'page' | 'resource' | 'navigation' | 'global';
  action: ReleaseAction;
  documentId: string;
  /** Pages: the path now live (null when never published) and the draft's path. */
  publishedPath?: string | null;
  draftPath?: string | null;
  /** Resources: the slug now live (null when never published) and the draft's slug. */
  publishedSlug?: string | null;
  draftSlug?: string | null;
}

export interface ReleasePlan {
  release: { id: number; name: string; status: Release['status'] };
  entries: ReleasePlanEntry[];
}

const webUrl = () => (process.env.WEB_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const secret = () => process.env.PREVIEW_SECRET ?? '';

/** The link "Preview release" opens: the site's home page as it will be (the visitor clicks on from there). */
export function releasePreviewUrl(releaseId: number, now = Date.now()): string {
  const params = signPreviewLink({ kind: 'release', ref: String(releaseId), expiresAt: now + PREVIEW_LINK_TTL_MS }, secret());
  return `${webUrl()}/preview?${new URLSearchParams({ ...params, path: '/' }).toString()}`;
}

/** The release id a link names, or why not: 410 (expired) or 403 (altered, or not a release link). */
export function releaseIdOfLink(query: Record<string, unknown>, now = Date.now()): { ok: true; id: number } | { ok: false; status: 403 | 410; message: string } {
  const check = verifyPreviewLink({ kind: query.kind, ref: query.ref, exp: query.exp, sig: query.sig }, secret(), now);
  if (!check.ok && check.reason === 'expired') return { ok: false, status: 410, message: 'This preview link has expired' };
  if (!check.ok || check.target.kind !== 'release' || !/^[1-9][0-9]{0,9}$/.test(check.target.ref)) return { ok: false, status: 403, message: 'This preview link is not valid' };
  return { ok: true, id: Number(check.target.ref) };
}

const KINDS: Record<string, ReleasePlanEntry['kind']> = {
  [CONTENT_TYPE_UIDS.page]: 'page',
  [CONTENT_TYPE_UIDS.blog]: 'resource',
  [CONTENT_TYPE_UIDS.navigation]: 'navigation',
  [CONTENT_TYPE_UIDS.global]: 'global',
};

type Documents = ReturnType<Core.Strapi['documents']>;
async function field(strapi: Core.Strapi, uid: string, documentId: string, locale: string | null, status: 'draft' | 'published', name: string): Promise<string | null> {
  const documents = strapi.documents(uid as typeof CONTENT_TYPE_UIDS.page) as unknown as Documents;
  const found = (await documents.findOne({ documentId, locale: locale ?? undefined, status, fields: [name] } as never)) as Record<string, unknown> | null;
  const value = found?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** What release `id` changes, entry by entry (entries of other types, or deleted ones, left out). */
export async function releasePlan(strapi: Core.Strapi, id: number): Promise<ReleasePlan> {
  const release = await getRelease(strapi.db.connection, id);
  if (!release) throw new errors.NotFoundError('This release does not exist');
  const entries: ReleasePlanEntry[] = [];
  for (const entry of await releaseEntries(strapi.db.connection, id)) {
    const kind = KINDS[entry.uid];
    if (!kind) continue;
    const base = { kind, action: entry.action, documentId: entry.documentId };
    if (kind === 'page' || kind === 'resource') {
      const name = kind === 'page' ? 'path' : 'slug';
      const [draft, published] = await Promise.all([
        field(strapi, entry.uid, entry.documentId, entry.locale, 'draft', name),
        field(strapi, entry.uid, entry.documentId, entry.locale, 'published', name),
      ]);
      if (draft === null && published === null) continue;
      entries.push(kind === 'page' ? { ...base, draftPath: draft, publishedPath: published } : { ...base, draftSlug: draft, publishedSlug: published });
    } else {
      entries.push(base);
    }
  }
  return { release: { id: release.id, name: release.name, status: release.status }, entries };
}
