// The frame around every public page: skip link, cookie notice (a bar above the header), header,
// main content, footer, the
// thank-you popup (when the address asks for it), in-page links, measurement and the offline worker. Rendered
// on the server only: the interactive parts are islands (islands/).
import { Outlet, useLoaderData, useMatches } from 'react-router-dom';
import { Island } from '../../islands/island';
import type { LayoutData } from '../../lib/content-source';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import inPageLinksIsland from './in-page-links.island';
import offlineWorkerIsland, { offlineWorkerEnabled } from './offline-worker.lazy.island';
import { ThankYouPopup } from './thank-you-popup';
import { MobileActionBar } from './mobile-action-bar';
import { formThankYou, talkToSalesHref } from '../forms/index';
import { measurementIsland } from '../measurement/index';

export function RootLayout() {
  const layout = useLoaderData() as LayoutData;
  // The page being shown, when the route is a CMS page (its editor switches and its form).
  const matches = useMatches();
  const page = matches
    .map((m) => (m.data as { page?: { path?: string; hideMainNavigation?: boolean | null; blocks?: { __component: string }[] } } | undefined)?.page)
    .find((p) => p?.path);
  const pageHasForm = page?.blocks?.some((b) => b.__component === 'blocks.form') ?? false;
  // After a form sent without JavaScript: the page's form's own thank-you message, if it has one.
  const thankYou = formThankYou(matches.map((m) => m.data));
  const salesHref = talkToSalesHref(page?.path, pageHasForm);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <CookieBanner />
      <Header layout={layout} hideNavigation={page?.hideMainNavigation === true} salesHref={salesHref} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer layout={layout} />
      <ThankYouPopup {...(thankYou ? { message: thankYou } : {})} />
      {/* Not on a page with its own form: "Talk to sales" would open the form the visitor is on,
          and the bar would sit over its fields. */}
      {pageHasForm ? null : <MobileActionBar phone={layout.global.phone} enquireHref={salesHref} />}
      <Island of={inPageLinksIsland} props={{}} />
      <Island of={measurementIsland} props={{}} />
      <Island of={offlineWorkerIsland} props={{ enabled: offlineWorkerEnabled(layout.config) }} />
    </>
  );
}
