// Every island of the public site, by the name the server writes on its element (island-types.ts).
// Adding an island: its file (`<name>.island.ts(x)`, exporting the definition) and one line here.
// A definition imported here directly is part of the islands loader itself (for the plain-script
// islands a first tap must reach at once: menus, notices); one imported lazily is a chunk of its
// own, fetched when the island wakes (the React islands, which bring the shared React chunk).
// registry.test.ts checks that every island file is listed under its own name.
import cookieBanner from '../features/layout/cookie-banner.island';
import inPageLinks from '../features/layout/in-page-links.island';
import megaMenu from '../features/layout/mega-menu.island';
import actionBar from '../features/layout/mobile-action-bar.island';
import mobileMenu from '../features/layout/mobile-menu.island';
import siteHeader from '../features/layout/site-header.island';
import thankYouPopup from '../features/layout/thank-you-popup.island';
import type { IslandDefinition } from './island-types';

/** A definition in the loader, or the import of its chunk. */
export type IslandEntry = IslandDefinition<never> | (() => Promise<{ default: IslandDefinition<never> }>);

export const ISLANDS = {
  'site-header': siteHeader,
  'mega-menu': megaMenu,
  'mobile-menu': mobileMenu,
  'cookie-banner': cookieBanner,
  'thank-you-popup': thankYouPopup,
  'action-bar': actionBar,
  'in-page-links': inPageLinks,
  'offline-worker': () => import('../features/layout/offline-worker.island'),
  measurement: () => import('../features/measurement/measurement.island'),
  'header-search': () => import('../features/search/search-box.island'),
  'site-form': () => import('../features/forms/site-form.island'),
  video: () => import('../features/page-builder/video.island'),
  download: () => import('../features/resources/download-button.island'),
  'live-preview': () => import('../features/preview/live-preview.island'),
} satisfies Record<string, IslandEntry>;
