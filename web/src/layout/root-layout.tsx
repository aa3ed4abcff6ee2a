// The frame around every page: skip link, header, main content, footer, cookie notice, the
// thank-you popup, the navigation progress bar and (when enabled) the offline worker.
import { Outlet, useLoaderData, useLocation } from 'react-router-dom';
import type { LayoutData } from '../lib/content-source';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { ThankYouPopup } from './thank-you-popup';
import { useOfflineWorker } from './use-offline-worker';

export function RootLayout() {
  const layout = useLoaderData() as LayoutData;
  const { pathname } = useLocation();
  useOfflineWorker(layout.config);
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
    </>
  );
}
