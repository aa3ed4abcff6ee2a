// The one route tree, used by the server render and by the browser. Loaders read through a
// ContentSource, so the same code runs on both sides (see lib/content-source.ts).
import { data, redirect, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { resourceTypeFromSlug } from '@ironbark/shared/content/resource-types';
import { RootLayout } from './features/layout/root-layout';
import type { ContentSource } from './lib/content-source';
import { RouteErrorBoundary } from './features/layout/route-error-boundary';
import { PageRoute } from './features/page-builder/page-route';
import { NotFoundRoute } from './features/page-builder/not-found-route';
import { ResourcesRoute } from './features/resources/resources-route';
import { ResourceRoute } from './features/resources/resource-route';
import { SearchRoute } from './features/search/search-route';

export interface RouteHandle {
  /** HTTP status of the server render when this route matches (404 for /not-found). */
  status?: number;
  /** Not stored by shared caches; never preloaded. */
  private?: boolean;
}

/** Loader failures that are not already HTTP answers become a 503: the CMS is unavailable. */
function guarded<T>(load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    try {
      return await load(args);
    } catch (error) {
      if (error instanceof Response || (typeof error === 'object' && error !== null && 'status' in error && 'data' in error)) throw error;
      throw data({ message: 'Our content service is not answering right now.' }, { status: 503 });
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

/** The staff area's loaders, loaded with its first route: public pages never carry them. */
const staffLoaders = () => import('./features/staff/staff-loaders');

export function createRoutes(source: ContentSource): RouteObject[] {
  const pageLoader = guarded(async ({ request }) => {
    const { pathname } = new URL(request.url);
    const page = await source.page(decodeURIComponent(pathname));
    if (!page) throw redirect('/not-found');
    return page;
  });

  return [
    {
      id: 'root',
      path: '/',
      loader: guarded(() => source.layout()),
      shouldRevalidate: () => false,
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { index: true, loader: pageLoader, Component: PageRoute },
            {
              path: 'resources',
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
            {
              path: 'resources/:slug',
              loader: guarded(async ({ params }) => {
                const found = await source.resource(params.slug ?? '');
                if (!found) throw redirect('/not-found');
                return found;
              }),
              Component: ResourceRoute,
            },
            {
              path: 'search',
              loader: guarded(async ({ request }) => {
                const url = new URL(request.url);
                const query = url.searchParams.get('query') ?? '';
                return source.search(query, positiveInt(url.searchParams.get('page')));
              }),
              Component: SearchRoute,
            },
            {
              path: 'not-found',
              handle: { status: 404 } satisfies RouteHandle,
              loader: guarded(() => source.page('/not-found')),
              Component: NotFoundRoute,
            },
            // Staff screens: their code loads only when opened; their access rules run first, and
            // their reads go through the source as the signed-in staff member.
            {
              path: 'login',
              handle: { private: true } satisfies RouteHandle,
              loader: guarded(async (args) => (await staffLoaders()).requireAnonymous(source, args)),
              lazy: () => import('./features/staff/login-route'),
            },
            {
              id: 'staff',
              handle: { private: true } satisfies RouteHandle,
              shouldRevalidate: unlessSessionEnded,
              loader: guarded(async (args) => (await staffLoaders()).requireStaff(source, args)),
              lazy: () => import('./features/staff/staff-layout'),
              children: [
                {
                  path: 'resources-manage',
                  loader: guarded(async (args) => (await staffLoaders()).loadResourceList(source, args)),
                  lazy: () => import('./features/staff/resources-manage-route'),
                },
                {
                  path: 'resources-manage/new',
                  shouldRevalidate: unlessSessionEnded,
                  loader: guarded(async (args) => (await staffLoaders()).loadResourceEditor(source, args)),
                  lazy: () => import('./features/staff/resource-editor-route'),
                },
                {
                  path: 'resources-manage/:documentId',
                  shouldRevalidate: unlessSessionEnded,
                  loader: guarded(async (args) => (await staffLoaders()).loadResourceEditor(source, args)),
                  lazy: () => import('./features/staff/resource-editor-route'),
                },
                {
                  path: 'change-password',
                  shouldRevalidate: unlessSessionEnded,
                  lazy: () => import('./features/staff/change-password-route'),
                },
              ],
            },
            { path: '*', loader: pageLoader, Component: PageRoute },
          ],
        },
      ],
    },
  ];
}
