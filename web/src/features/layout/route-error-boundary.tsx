// What a visitor sees when a route fails: a plain explanation and a way on, never a stack trace.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function RouteErrorBoundary() {
  const error = useRouteError();
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
          <a href="/">Go to the home page</a> or call us on <a href="tel:+61255504200">(02) 5550 4200</a>.
        </p>
      </div>
    </section>
  );
}
