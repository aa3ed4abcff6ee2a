// The staff app in the browser (/login, /resources-manage…, /change-password): a React Router
// single-page app hydrated from the loader data the server rendered it with. Only the staff route
// tree is here; public pages are separate documents that never load this code. Lazy routes matched
// by the current URL are loaded before the router is created, or hydration would render blank.
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { STAFF_ROOT_ID } from './document';
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

async function hydrate() {
  const routes = createStaffRoutes(browserContentSource);
  await loadLazyMatches(routes);
  const router = createBrowserRouter(routes);
  const root = document.getElementById(STAFF_ROOT_ID);
  if (!root) throw new Error(`#${STAFF_ROOT_ID} is missing: this page was not rendered as a staff screen`);
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void hydrate();
