// The site's frame for the pages the server makes without the route tree: its error page
// (server/errors.server.ts) and the answers to a form posted without JavaScript
// (forms/form-page.server.tsx). The same document, header, footer, classes and built stylesheet
// as every page, rendered to static markup: no script and no inline style, so the page's CSP
// allows styles from this origin only. Name and phone are the last ones Global gave
// (server/brand.server.ts), so these pages work while the CMS is down.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandFacts } from '../../../server/brand.server.js';
import { Document } from '../../document';
import { Logo } from '../../ui/logo';
import footerStyles from './footer.module.css';
import { HomeLink, PhoneLink } from './header';
import headerStyles from './header.module.css';
import styles from './static-page.module.css';

/** No script, no frames, no inline style: styles, fonts, images and the web app manifest from this origin only. */
export const STATIC_PAGE_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The built site stylesheet(s), as <link> tags (none in development, where Vite injects the CSS with scripts). */
let stylesheets = '';

/** Called once at start-up with the built stylesheets' addresses. */
export function useSiteStylesheets(hrefs: string[]) {
  stylesheets = hrefs.map((href) => `<link rel="stylesheet" href="${href.replace(/[<>"&]/g, '')}">`).join('');
}

function StaticPage({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  const brand = brandFacts();
  return (
    <Document
      head={
        <>
          <meta name="robots" content="noindex" />
          <title>{`${title} | ${brand.name}`}</title>
        </>
      }
    >
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className={headerStyles.wrap}>
        <div className={headerStyles.bar}>
          <div className={headerStyles.inner}>
            <HomeLink siteName={brand.name} />
            {brand.phone ? (
              <div className={headerStyles.actions}>
                <PhoneLink href={brand.phone.href} number={brand.phone.text} />
              </div>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <section className="section">
          <div className={`container ${styles.content}`}>
            <h1>{heading}</h1>
            {children}
          </div>
        </section>
      </main>
      <footer className={`${footerStyles.footer} on-dark`}>
        <div className={footerStyles.bottom}>
          <div className={`container ${footerStyles.bottomInner}`}>
            <Logo siteName={brand.name} inverted mark="reference" />
          </div>
        </div>
      </footer>
    </Document>
  );
}

/** The whole HTML document: the page's heading and content in the site's frame, with the site's stylesheet. */
export function staticPage({ title, heading = title }: { title: string; heading?: string }, content: ReactNode): string {
  const html = renderToStaticMarkup(
    <StaticPage title={title} heading={heading}>
      {content}
    </StaticPage>,
  );
  return `<!DOCTYPE html>${html.replace('</head>', `${stylesheets}</head>`)}`;
}
