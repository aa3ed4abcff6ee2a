// The frame around every public page: skip link, header, main content, footer, cookie notice, the
// thank-you popup (when the address asks for it), in-page links, measurement and the offline worker. Rendered
// on the server only: the interactive parts are islands (islands/).
import { Outlet, useLoaderData } from 'react-router-dom';
import { Island } from '../../islands/island';
import type { LayoutData } from '../../lib/content-source';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import inPageLinksIsland from './in-page-links.island';
import offlineWorkerIsland, { offlineWorkerEnabled } from './offline-worker.island';
import { ThankYouPopup } from './thank-you-popup';
import measurementIsland from '../measurement/measurement.island';

export function RootLayout() {
  const layout = useLoaderData() as LayoutData;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header layout={layout} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer layout={layout} />
      <CookieBanner />
      <ThankYouPopup />
      <Island of={inPageLinksIsland} props={{}} />
      <Island of={measurementIsland} props={{}} />
      <Island of={offlineWorkerIsland} props={{ enabled: offlineWorkerEnabled(layout.config) }} />
    </>
  );
}
