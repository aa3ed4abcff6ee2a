// Link preloading: when a visitor shows intent (pointer over, focus, touch start) the data of
// the page behind a link is fetched, so the navigation is instant. Skipped on slow connections
// (2g, slow-2g), under data-saver, and for routes marked not to preload (staff routes).
import { STAFF_PATHS } from '@ironbark/shared/content/site-routes';
import { prefetchPageData } from './browser-content-source';

const NO_PRELOAD = [...STAFF_PATHS, '/login', '/search', '/resources'];

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function connectionAllowsPreload(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

export function pathAllowsPreload(path: string): boolean {
  const clean = path.split(/[?#]/)[0]!.toLowerCase();
  if (clean.startsWith('/resources/')) return false;
  return !NO_PRELOAD.some((p) => clean === p || clean.startsWith(`${p}/`));
}

export function shouldPreload(path: string): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connectionAllowsPreload(connection) && pathAllowsPreload(path);
}

export function preloadOnIntent(href: string) {
  const go = () => {
    const path = href.split(/[?#]/)[0]!;
    if (path !== window.location.pathname && shouldPreload(path)) prefetchPageData(path);
  };
  return { onMouseEnter: go, onFocus: go, onTouchStart: go };
}
