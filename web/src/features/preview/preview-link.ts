// A preview link as the browser and the route loaders see it: the four query parameters the
// admin's "Open preview" puts on /preview. Only the servers sign and check them (the shared
// signed-link module: its HMAC needs node:crypto and the secret), so nothing here imports it.
// A release preview's link also carries `path`, unsigned: the page of the release's site shown
// (the signature covers the release, so one link lets the visitor click around within it).
import { APP_PATHS, PRIVATE_PATHS } from '@ironbark/shared/content/site-routes';

export const PREVIEW_PATH = '/preview';

/** The query parameters of a preview link, unchecked (PreviewLinkParams of the signed-link module). */
export interface PreviewLink {
  kind: string;
  ref: string;
  exp: string;
  sig: string;
  /** Release previews only: the path shown ('' when missing). */
  path?: string;
}

/** The link's parameters from an address ('' for any that is missing). */
export function previewLinkOf(url: URL): PreviewLink {
  const get = (name: keyof PreviewLink) => url.searchParams.get(name) ?? '';
  const link: PreviewLink = { kind: get('kind'), ref: get('ref'), exp: get('exp'), sig: get('sig') };
  return link.kind === 'release' ? { ...link, path: get('path') } : link;
}

/** A preview of the whole site (draft navigation and global settings, or a release's): the layout changes too. */
export function isSitePreview(url: URL): boolean {
  return url.pathname.toLowerCase() === PREVIEW_PATH && ['site', 'release'].includes(url.searchParams.get('kind') ?? '');
}

/** A preview of the site as it will be once a release is published. */
export function isReleasePreview(url: URL): boolean {
  return url.pathname.toLowerCase() === PREVIEW_PATH && url.searchParams.get('kind') === 'release';
}

/** The address, within the same release preview, of the site path `path`. */
export function releasePreviewHref(link: PreviewLink, path: string): string {
  const params = new URLSearchParams({ kind: 'release', ref: link.ref, exp: link.exp, sig: link.sig, path });
  return `${PREVIEW_PATH}?${params.toString()}`;
}

/** Paths a release preview shows: content pages and resources (not search, the resources list, sign-in or staff screens). */
function shownInReleasePreview(path: string): boolean {
  const lower = path.toLowerCase();
  if (lower === '/resources' || lower === '/not-found' || APP_PATHS.includes(lower)) return false;
  return !PRIVATE_PATHS.some((p) => lower === p || lower.startsWith(`${p}/`));
}

const LOCAL_LINK = /(<a\b[^>]*?\shref=")(\/(?!\/)[^"?#]*)(\?[^"#]*)?(#[^"]*)?"/g;

/**
 * A release preview's HTML with its links to the site's pages and resources kept in the preview
 * (the same signed link, another path), so the visitor can click around the site as it will be.
 * Other links (search, sign-in, other sites) are left as they are. Any other page: unchanged.
 */
export function keepLinksInReleasePreview(html: string, url: URL): string {
  if (!isReleasePreview(url)) return html;
  const link = previewLinkOf(url);
  return html.replace(LOCAL_LINK, (whole, start: string, path: string, _query: string | undefined, hash: string | undefined) => {
    if (!shownInReleasePreview(path)) return whole;
    return `${start}${releasePreviewHref(link, path).replace(/&/g, '&amp;')}${hash ?? ''}"`;
  });
}
