// What a visitor sees when a route fails: a plain explanation and a way on, never a stack trace.
// The phone number is Global's (the root loader's layout) when it loaded; otherwise the contact page.
import { telHref } from '@ironbark/shared/content/phone';
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../lib/content-source';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const phone = (useRouteLoaderData('root') as LayoutData | undefined)?.global.phone?.trim();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unavailable = status === 503;
  // Only the server knows whether it logged the cause (routes.tsx, entry-server.tsx).
  const logged = isRouteErrorResponse(error) && (error.data as { logged?: unknown } | null)?.logged === true;
  return (
    <section className="section">
      <title>{unavailable ? 'Temporarily unavailable' : 'Something went wrong'}</title>
      <div className="container prose">
        <h1>{unavailable ? 'This page is temporarily unavailable' : 'Something went wrong'}</h1>
        <p>
          {unavailable
            ? 'Our content service is not answering right now. Please try again in a minute.'
            : `We could not show this page.${logged ? ' The problem has been logged.' : ''} Please try again shortly.`}
        </p>
        <p>
          <a href="/">Go to the home page</a>{' '}
          {phone ? (
            <>
              or call us on <a href={telHref(phone)}>{phone}</a>.
            </>
          ) : (
            <>
              or <a href="/contact-us">contact us</a>.
            </>
          )}
        </p>
      </div>
    </section>
  );
}
