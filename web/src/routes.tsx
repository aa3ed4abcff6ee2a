// The route trees. The server renders both: the public site (never hydrated: its interactive
// parts are islands, see islands/) and the staff area, which the browser runs as a single-page app
// with its own entry (entry-staff.tsx) and only the staff tree. Loaders read through a
// ContentSource, so the staff loaders run on both sides (see lib/content-source.ts).
// Every route is declared once, in shared content/site-routes.ts APP_ROUTES (path, the query
// parameters that change it, public or private or staff): here each id gets its loader and
// component (a record the compiler holds to the table: no route without a loader, none extra),
// the path and handle come from the table, and every staff route sits under the staff guard.
import { data, redirect, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { resourceTypeFromSlug } from '@ironbark/shared/content/resource-types';
import { APP_ROUTES, appRoute, type AppRouteId, type SiteRouteId, type StaffRouteId } from '@ironbark/shared/content/site-routes';
import { RootLayout } from './features/layout/root-layout';
import type { ContentSource, StaffSource } from './lib/content-source';
import { RouteErrorBoundary } from './features/layout/route-error-boundary';
import { PageRoute } from './features/page-builder/page-route';
import { NotFoundRoute } from './features/page-builder/not-found-route';
import { ResourcesRoute } from './features/resources/resources-route';
import { ResourceRoute } from './features/resources/resource-route';
import { loadLayout, loadPreview } from './features/preview/preview-loaders';
import { SearchRoute } from './features/search/search-route';
import { searchFacetFrom } from '@ironbark/shared/search/facets';
import { formContextFor } from './features/forms/form-context-loader';

export interface RouteHandle {
  /** HTTP status of the server render when this route matches (404 for /not-found). */
  status?: number;
  /** Not stored by shared caches; never preloaded (no speculation rule reaches it). */
  private?: boolean;
  /** A public route that links must not preload (prefetch or prerender): search, the resources list. */
  noPreload?: boolean;
  /** The staff single-page app: hydrated in the browser with its loader data (entry-staff.tsx). */
  staff?: boolean;
  /** The CMS admin may show it in a frame (its preview pane). */
  framedByCms?: boolean;
}

/** What a failed loader tells the error page (and the server's log: see entry-server.tsx). */
export interface LoaderFailure {
  message: string;
  /** Set by the server once it has logged the cause; the page says so only then. */
  logged: boolean;
}

/** A CMS that cannot be reached (or says it is unavailable): worth a retry, answered 503. */
function unavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; kind?: unknown; status?: unknown };
  // The server's CmsError (server/cms-client.server.ts), by shape: this file also runs in the browser.
  if (e.name === 'CmsError') return e.kind === 'unreachable' || (e.kind === 'status' && [502, 503, 504].includes(Number(e.status)));
  // The browser's content requests (lib/browser-content-source.ts) relay the server's answer.
  return [502, 503, 504].includes(Number(e.status));
}

/**
 * An answer a loader gives on purpose: a Response (a redirect), a route error response, or
 * data(value, { status }) (React Router's DataWithResponseInit, told by its shape as React Router
 * itself does).
 */
function isAnswer(error: unknown): boolean {
  if (error instanceof Response) return true;
  if (typeof error !== 'object' || error === null) return false;
  return ('status' in error && 'data' in error) || (error as { type?: unknown }).type === 'DataWithResponseInit';
}

/**
 * Loader failures that are not already HTTP answers: 503 when the CMS is unreachable, 500 for
 * anything else. The cause rides along unseen (not enumerable: it never reaches the page's
 * hydration data) so the server can log it with the request id.
 */
function guarded<T>(load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    try {
      return await load(args);
    } catch (error) {
      if (isAnswer(error)) throw error;
      const status = unavailable(error) ? 503 : 500;
      const failure: LoaderFailure = {
        message: status === 503 ? 'Our content service is not answering right now.' : 'This page could not be prepared.',
        logged: false,
      };
      Object.defineProperty(failure, 'cause', { value: error, enumerable: false });
      throw data(failure, { status });
    }
  };
}

function positiveInt(value: string | null, fallback = 1): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : fallback;
}

/**
 * After a staff change the loaders read again, except when the change failed because the session
 * had ended: then the page stays, with its notice and everything typed (the form keeps a copy).
 */
const unlessSessionEnded = ({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  (actionResult as { expired?: boolean } | undefined)?.expired ? false : defaultShouldRevalidate;

/** A route object's id, path and handle, as the route table declares them. */
function declared(id: AppRouteId, { relative = false } = {}): Pick<RouteObject, 'id' | 'path' | 'handle'> {
  const route = appRoute(id);
  const handle: RouteHandle = {};
  if (route.access !== 'public') handle.private = true;
  if (route.noPreload) handle.noPreload = true;
  if (route.status) handle.status = route.status;
  if (route.framedByCms) handle.framedByCms = true;
  if (route.app === 'staff' && route.access === 'staff') handle.staff = true;
  // The public site's routes are children of "/" (written relative, as React Router prefers).
  const path = relative && route.path.startsWith('/') ? route.path.slice(1) : route.path;
  return { id, path, ...(Object.keys(handle).length ? { handle } : {}) };
}

/** The staff area's loaders, loaded with its first route: public pages never carry them. */
const staffLoaders = () => import('./features/staff/staff-loaders');

/** The staff area's routes, shared by the server render and the browser's staff app. */
export function createStaffRoutes(source: StaffSource): RouteObject[] {
  // Every staff screen of the route table, each behind the staff guard (requireStaff).
  const screens = {
    'resources-manage': {
      loader: guarded(async (args) => (await staffLoaders()).loadResourceList(source, args)),
      lazy: () => import('./features/staff/resources-manage-route'),
    },
    'resource-new': {
      shouldRevalidate: unlessSessionEnded,
      loader: guarded(async (args) => (await staffLoaders()).loadResourceEditor(source, args)),
      lazy: () => import('./features/staff/resource-editor-route'),
    },
    'resource-edit': {
      shouldRevalidate: unlessSessionEnded,
      loader: guarded(async (args) => (await staffLoaders()).loadResourceEditor(source, args)),
      lazy: () => import('./features/staff/resource-editor-route'),
    },
    'change-password': {
      shouldRevalidate: unlessSessionEnded,
      lazy: () => import('./features/staff/change-password-route'),
    },
  } satisfies Record<StaffRouteId, RouteObject>;
  const staffScreens = APP_ROUTES.filter((r) => r.access === 'staff').map((r) => {
    const { handle: _handle, ...where } = declared(r.id);
    return { ...where, ...screens[r.id as StaffRouteId] } as RouteObject;
  });
  // Explicit ids (the table's): the browser's tree has only this branch, so generated ids would
  // not match the server's hydration data.
  return [
    {
      id: 'staff-root',
      handle: { private: true, staff: true } satisfies RouteHandle,
      // The site's name for the bar, read once (the staff app never reads it again).
      loader: guarded(async () => ({ siteName: (await source.layout()).global.siteName })),
      shouldRevalidate: () => false,
      lazy: () => import('./features/staff/staff-frame'),
      children: [
        {
          ...declared('login'),
          handle: undefined,
          loader: guarded(async (args) => (await staffLoaders()).requireAnonymous(source, args)),
          lazy: () => import('./features/staff/login-route'),
        },
        {
          id: 'staff',
          shouldRevalidate: unlessSessionEnded,
          loader: guarded(async (args) => (await staffLoaders()).requireStaff(source, args)),
          lazy: () => import('./features/staff/staff-layout'),
          children: staffScreens,
        },
      ],
    },
  ];
}

/** The public site: rendered on the server only (no loader data reaches the browser). */
export function createPublicRoutes(source: ContentSource): RouteObject[] {
  const pageLoader = guarded(async ({ request }) => {
    const { pathname } = new URL(request.url);
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      // A malformed address (the server refuses those first).
      throw redirect('/not-found');
    }
    const page = await source.page(path);
    if (!page) throw redirect('/not-found');
    const formContext = await formContextFor(source, page.page.path, new URL(request.url).searchParams);
    return formContext ? { ...page, formContext } : page;
  });

  const screens = {
    home: { index: true, loader: pageLoader, Component: PageRoute },
    resources: {
      loader: guarded(async ({ request }) => {
        const url = new URL(request.url);
        const type = resourceTypeFromSlug(url.searchParams.get('type'));
        const [header, list] = await Promise.all([
          source.page('/resources'),
          source.resources({ type, page: positiveInt(url.searchParams.get('page')) }),
        ]);
        return { header, list };
      }),
      Component: ResourcesRoute,
    },
    resource: {
      loader: guarded(async ({ params }) => {
        const found = await source.resource(params.slug ?? '');
        if (!found) throw redirect('/not-found');
        return found;
      }),
      Component: ResourceRoute,
    },
    search: {
      loader: guarded(async ({ request }) => {
        const url = new URL(request.url);
        const query = url.searchParams.get('query') ?? '';
        return source.search(query, positiveInt(url.searchParams.get('page')), searchFacetFrom(url.searchParams.get('type')));
      }),
      Component: SearchRoute,
    },
    'not-found': { loader: guarded(() => source.page('/not-found')), Component: NotFoundRoute },
    // The admin's "Open preview": a signed link, checked by the loader; for the editor only.
    preview: { loader: guarded(({ request }) => loadPreview(source, request)), lazy: () => import('./features/preview/preview-route') },
    page: { loader: pageLoader, Component: PageRoute },
  } satisfies Record<SiteRouteId, RouteObject>;
  const children = APP_ROUTES.filter((r) => !('app' in r)).map((r) => {
    const id = r.id as SiteRouteId;
    // Home is the index route of "/".
    const where = id === 'home' ? { id, handle: declared(id).handle } : declared(id, { relative: true });
    return { ...where, ...screens[id] } as RouteObject;
  });

  return [
    {
      id: 'root',
      path: '/',
      loader: guarded(({ request }) => loadLayout(source, request)),
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [{ ErrorBoundary: RouteErrorBoundary, children }],
    },
  ];
}

/** Every route the server answers: the public site and the staff area. */
export function createRoutes(source: ContentSource): RouteObject[] {
  return [...createPublicRoutes(source), ...createStaffRoutes(source)];
}
