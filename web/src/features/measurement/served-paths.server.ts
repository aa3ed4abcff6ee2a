// Which paths the site serves to visitors, for the beacon's check: a published page, a published
// resource (/resources/<slug>), or one of the public routes the web renders itself. Read through
// the content cache, so a beacon costs no CMS call for a page already visited; a made-up path
// costs one cached miss at most, and the per-minute limits bound how many an address may try.
import { SLUG_PATTERN } from '@ironbark/shared/content/patterns';
import { APP_ROUTES } from '@ironbark/shared/content/site-routes';
import type { ContentSource } from '../../lib/content-source.js';

/** The public routes at fixed addresses, from the route table (staff screens, sign-in and previews are never measured). */
export const MEASURED_APP_PATHS: ReadonlySet<string> = new Set(APP_ROUTES.filter((r) => r.access === 'public' && !/[:*]/.test(r.path)).map((r) => r.path));
const RESOURCE_PATH = new RegExp(`^/resources/(${SLUG_PATTERN.slice(1, -1)})$`);

export function servedPaths(content: Pick<ContentSource, 'page' | 'resource'>): (path: string) => Promise<boolean> {
  return async (path) => {
    if (MEASURED_APP_PATHS.has(path)) return true;
    const slug = RESOURCE_PATH.exec(path)?.[1];
    if (slug) return (await content.resource(slug)) !== null;
    if (path.startsWith('/resources/')) return false;
    return (await content.page(path)) !== null;
  };
}
