// The frame around every page: skip link, header, main content, footer, cookie notice, the
// thank-you popup, the navigation progress bar and (when enabled) the offline worker.
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useLocation } from 'react-router-dom';
import type { LayoutData } from '../../lib/content-source';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { ThankYouPopup } from './thank-you-popup';
import { useOfflineWorker } from './use-offline-worker';

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading, so
 * screen-reader users hear where they are (a full page load does this by itself).
 */
function useFocusOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  const layout = useLoaderData() as LayoutData;
  const { pathname } = useLocation();
  useOfflineWorker(layout.config);
  useFocusOnNavigation(pathname);
  const staff = ['/resources-manage', '/change-password'].some((p) => pathname.toLowerCase().startsWith(p));
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <NavigationProgress />
      <Header layout={layout} />
      <main id="main" tabIndex={-1} className={staff ? 'main-staff' : undefined}>
        <Outlet />
      </main>
      <Footer layout={layout} />
      <CookieBanner />
      <ThankYouPopup />
      <ScrollRestoration />
    </>
  );
}
