// The staff app in the browser (/login, /resources-manage…, /change-password): a React Router
// single-page app hydrated (the whole document, as the server rendered it: useId's ids depend on
// the whole tree) from the loader data the server rendered it with. Only the staff route
// tree is here; public pages are separate documents that never load this code. Lazy routes matched
// by the current URL are loaded before the router is created, or hydration would render blank.
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { Document } from './document';
import { browserContentSource } from './lib/browser-content-source';
import { createStaffRoutes } from './routes';

async function loadLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const resolved = await route.lazy();
        Object.assign(route, { ...resolved, lazy: undefined });
      }
    }),
  );
}

/**
 * Any address outside the staff area (a public page, or where a sign-in's ?next= leads) is a
 * document of its own: the browser loads it from the server.
 */
const leaveTheApp: RouteObject = {
  path: '*',
  loader: ({ request }) => {
    window.location.assign(request.url);
    return new Promise<never>(() => undefined);
  },
};

async function hydrate() {
  const routes = [...createStaffRoutes(browserContentSource), leaveTheApp];
  await loadLazyMatches(routes);
  const router = createBrowserRouter(routes);
  hydrateRoot(
    document,
    <StrictMode>
      <Document>
        <RouterProvider router={router} />
      </Document>
    </StrictMode>,
  );
}

void hydrate();
