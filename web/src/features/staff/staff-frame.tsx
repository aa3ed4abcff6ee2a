// The frame of every staff screen (/login, /resources-manage…, /change-password): a slim bar with
// the site's mark (a plain link back to the public site, which is a separate document) and the
// screen below it. The public header and footer are not part of the staff app: their menus and
// search are islands of the public pages, and none of that code comes with the staff app.
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from 'react-router-dom';
import { Logo } from '../../ui/logo';
import styles from './staff.module.css';

export interface StaffFrameData {
  siteName: string;
}

function Frame({ siteName, children }: { siteName: string; children: React.ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className={styles.frameBar}>
        <a href="/" className={styles.frameHome}>
          <Logo siteName={siteName} />
          <span className="visually-hidden">, public site</span>
        </a>
        <span className={styles.frameLabel}>Staff area</span>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

export function Component() {
  const { siteName } = useLoaderData() as StaffFrameData;
  return (
    <Frame siteName={siteName}>
      <Outlet />
    </Frame>
  );
}

/** The staff app could not start (the CMS is down while reading the session): said plainly. */
export function ErrorBoundary() {
  const error = useRouteError();
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <Frame siteName="Staff area">
      <title>{unavailable ? 'Temporarily unavailable' : 'Something went wrong'}</title>
      <section className="section">
        <div className="container prose">
          <h1>{unavailable ? 'The staff area is temporarily unavailable' : 'Something went wrong'}</h1>
          <p>
            {unavailable
              ? 'Our content service is not answering right now. Please try again in a minute.'
              : 'This page could not be shown. Please try again shortly.'}
          </p>
          <p>
            <a href="/">Go to the home page</a>
          </p>
        </div>
      </section>
    </Frame>
  );
}
