// A preview link as the browser and the route loaders see it: the four query parameters the
// admin's "Open preview" puts on /preview. Only the servers sign and check them (the shared
// signed-link module: its HMAC needs node:crypto and the secret), so nothing here imports it.

export const PREVIEW_PATH = '/preview';

/** The query parameters of a preview link, unchecked (PreviewLinkParams of the signed-link module). */
export interface PreviewLink {
  kind: string;
  ref: string;
  exp: string;
  sig: string;
}

/** The link's parameters from an address ('' for any that is missing). */
export function previewLinkOf(url: URL): PreviewLink {
  const get = (name: keyof PreviewLink) => url.searchParams.get(name) ?? '';
  return { kind: get('kind'), ref: get('ref'), exp: get('exp'), sig: get('sig') };
}

/** A preview of the whole site (draft navigation and global settings): the layout changes too. */
export function isSitePreview(url: URL): boolean {
  return url.pathname.toLowerCase() === PREVIEW_PATH && url.searchParams.get('kind') === 'site';
}
