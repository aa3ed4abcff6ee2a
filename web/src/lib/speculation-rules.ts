// Navigation between public pages is a document load, made instant by the Speculation Rules API:
// a link is prerendered when the visitor shows intent (eagerness "moderate": hovering a moment,
// or pressing). Never for what must not be loaded ahead (site spec section 9): routes whose handle
// says private (the staff screens, /login, /preview) or noPreload (/search, the /resources list),
// the web's API, files (uploads, downloads) and links that open elsewhere. The boot script adds
// the rules only when the connection allows it (not 2g, not under data saver); a prerendered page
// wakes its islands only once it is shown (islands/islands.ts).
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../routes';

export interface SpeculationRules {
  prerender: { where: Record<string, unknown>; eagerness: 'moderate' }[];
}

/** Never speculated: the API, build files, uploads. */
const NOT_PAGES = ['/api/*', '/assets/*', '/uploads/*'];

function join(parent: string, path: string | undefined): string {
  if (!path) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * URL patterns of the routes that must not be loaded ahead, as pathnames: in the rules they are
 * URLPattern dictionaries, whose unnamed later parts (query, fragment) match anything.
 */
export function excludedPaths(routes: RouteObject[]): string[] {
  const patterns = new Set<string>(NOT_PAGES);
  const walk = (list: RouteObject[], parent: string, excluded: boolean) => {
    for (const route of list) {
      const handle = route.handle as RouteHandle | undefined;
      const path = join(parent, route.path);
      const here = excluded || handle?.private === true || handle?.noPreload === true;
      if (here && route.path && path !== '/') {
        patterns.add(path.replace(/:[^/]+/g, '*'));
      }
      if (route.children) walk(route.children, path, here);
    }
  };
  walk(routes, '', false);
  return [...patterns];
}

export function speculationRules(routes: RouteObject[]): SpeculationRules {
  return {
    prerender: [
      {
        where: {
          and: [
            { href_matches: { pathname: '/*' } },
            { not: { href_matches: excludedPaths(routes).map((pathname) => ({ pathname })) } },
            { not: { selector_matches: '[download], [target], [rel~="nofollow"], [data-no-prerender]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}
