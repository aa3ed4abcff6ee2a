// Section 2 of the site spec: the routes the web renders itself (with CMS data where they need
// it). Every other path is a CMS page: which pages exist is the client's content (the seed,
// cms/data/seed/pages, and what editors add), not code.

/**
 * How a query parameter that changes a page is read. The page cache normalises each kind
 * (web/server/page-cache.server.ts) and keys a page by exactly its route's parameters.
 */
export type ParamKind = 'page-number' | 'resource-type' | 'search-term' | 'search-facet' | 'enquiry-type' | 'landing-path' | 'cta-id' | 'campaign';

export interface RouteParam {
  name: string;
  kind: ParamKind;
  /**
   * Who chooses the value: 'visitor' (a search term, a later page, a call to action's context:
   * unbounded, kept in the page cache's smaller visitor room) or 'site' (a filter the site links
   * to, with a few values: the site room).
   */
  room: 'site' | 'visitor';
}

/**
 * Every route the web answers, declared once: the web's route tree (web/src/routes.tsx) binds a
 * loader and a component to each id, the page cache keys a page by its route's `params` and never
 * stores what is not public, the staff guard wraps every `staff` route, robots.txt and the link
 * preloading leave out what is not public, the content report knows the app's own paths, and
 * tests check ops/varnish/default.vcl passes exactly the routes that are not public.
 */
export interface AppRoute {
  id: string;
  /** As React Router matches it: ':name' is one segment, '*' any other address (a CMS page). */
  path: string;
  /**
   * public: the same for everyone, stored by the page cache and caches in front; private: one
   * visitor's (signing in, a preview of drafts), never stored; staff: signed-in staff only (the
   * staff guard), never stored.
   */
  access: 'public' | 'private' | 'staff';
  /** The query parameters that change the page; every other parameter (utm_*) is ignored. */
  params: readonly RouteParam[];
  /** The page itself is one a visitor shapes (search results): kept in the visitor room. */
  visitor?: boolean;
  /** A CMS page entry, not a screen of the web's own. */
  content?: boolean;
  /** Links never preload it (prefetch or prerender): the search, the resources list. */
  noPreload?: boolean;
  /** The HTTP status of its render (404 for /not-found). */
  status?: number;
  /** The CMS admin may show it in a frame (its preview pane). */
  framedByCms?: boolean;
  /** A screen of the staff single-page app (web/src/entry-staff.tsx), not of the public site. */
  app?: 'staff';
}

/** A call to action's context on a content page (web/src/features/forms/form-context.ts). */
const CTA_PARAMS: readonly RouteParam[] = [
  { name: 'enquiry', kind: 'enquiry-type', room: 'visitor' },
  { name: 'from', kind: 'landing-path', room: 'visitor' },
  { name: 'cta', kind: 'cta-id', room: 'visitor' },
  { name: 'campaign', kind: 'campaign', room: 'visitor' },
];

/** Which page of a paged list (/resources, /search). */
const PAGE_PARAM: RouteParam = { name: 'page', kind: 'page-number', room: 'visitor' };

export const APP_ROUTES = [
  { id: 'home', path: '/', access: 'public', params: CTA_PARAMS, content: true },
  {
    id: 'resources',
    path: '/resources',
    access: 'public',
    params: [{ name: 'type', kind: 'resource-type', room: 'site' }, PAGE_PARAM],
    content: true,
    noPreload: true,
  },
  { id: 'resource', path: '/resources/:slug', access: 'public', params: [] },
  {
    id: 'search',
    path: '/search',
    access: 'public',
    params: [{ name: 'query', kind: 'search-term', room: 'visitor' }, { name: 'type', kind: 'search-facet', room: 'visitor' }, PAGE_PARAM],
    visitor: true,
    noPreload: true,
  },
  { id: 'not-found', path: '/not-found', access: 'public', params: [], content: true, status: 404 },
  { id: 'preview', path: '/preview', access: 'private', params: [], framedByCms: true },
  { id: 'login', path: '/login', access: 'private', params: [], app: 'staff' },
  { id: 'resources-manage', path: '/resources-manage', access: 'staff', params: [], app: 'staff' },
  { id: 'resource-new', path: '/resources-manage/new', access: 'staff', params: [], app: 'staff' },
  { id: 'resource-edit', path: '/resources-manage/:documentId', access: 'staff', params: [], app: 'staff' },
  { id: 'change-password', path: '/change-password', access: 'staff', params: [], app: 'staff' },
  { id: 'page', path: '*', access: 'public', params: CTA_PARAMS, content: true },
] as const satisfies readonly AppRoute[];

export type AppRouteId = (typeof APP_ROUTES)[number]['id'];
/** The staff app's screens behind the staff guard. */
export type StaffRouteId = Extract<(typeof APP_ROUTES)[number], { access: 'staff' }>['id'];
/** The public site's routes (and the preview, rendered like them). */
export type SiteRouteId = Exclude<(typeof APP_ROUTES)[number], { app: 'staff' }>['id'];

export function appRoute(id: AppRouteId): AppRoute {
  return APP_ROUTES.find((r) => r.id === id)!;
}

/** The fixed part of a route's path (up to its first parameter): what a prefix rule names. */
export function staticPrefix(path: string): string {
  const at = path.split('/').findIndex((segment) => segment.startsWith(':') || segment === '*');
  return at === -1 ? path : path.split('/').slice(0, at).join('/') || '/';
}

/** The shortest prefixes covering the given routes' fixed parts. */
function prefixes(routes: readonly AppRoute[]): string[] {
  const all = [...new Set(routes.map((r) => staticPrefix(r.path)))];
  return all.filter((p) => !all.some((q) => q !== p && p.startsWith(`${q}/`)));
}

/** Routes the web renders itself (not CMS pages), by their fixed addresses. */
export const APP_PATHS: readonly string[] = APP_ROUTES.filter((r) => !('content' in r) && !/[:*]/.test(r.path)).map((r) => r.path);

/** Routes only staff may open; kept out of robots.txt, the sitemap and link preloading. */
export const STAFF_PATHS: readonly string[] = prefixes(APP_ROUTES.filter((r) => r.access === 'staff'));

/**
 * Routes that are one visitor's own (signing in, previews, staff screens), as prefixes: never
 * stored by the page cache (web/server/page-cache.server.ts) or Varnish, disallowed in robots.txt
 * (seo.server.ts).
 */
export const PRIVATE_PATHS: readonly string[] = prefixes(APP_ROUTES.filter((r) => r.access !== 'public'));
