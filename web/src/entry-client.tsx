// Hydrates the server-rendered document. Lazy routes matched by the current URL are loaded
// before the router is created; otherwise hydration would find no component and render blank.
import './styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { Document } from './document';
import { browserContentSource } from './lib/browser-content-source';
import { createRoutes } from './routes';

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
  const routes = createRoutes(browserContentSource);
  await loadLazyMatches(routes);
  const router = createBrowserRouter(routes);
  hydrateRoot(
    document,
    <StrictMode>
      <Document>
        <HelmetProvider>
          <RouterProvider router={router} />
        </HelmetProvider>
      </Document>
    </StrictMode>,
  );
}

void hydrate();
