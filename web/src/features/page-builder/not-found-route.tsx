// /not-found: answered with HTTP 404 (see the route's handle). Its content is the CMS page
// "/not-found" when there is one, and a plain built-in message otherwise.
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { LayoutData, PageData } from '../../lib/content-source';
import { SeoHead } from '../seo/index';
import { CmsPage } from './cms-page';

export function NotFoundRoute() {
  const data = useLoaderData() as PageData | null;
  const layout = useRouteLoaderData('root') as LayoutData;
  if (data) return <CmsPage data={data} layout={layout} />;
  return (
    <section className="section">
      <SeoHead title="Page not found" description="The page you asked for does not exist on this site." path="/not-found" noIndex />
      <div className="container prose">
        <h1>We couldn&rsquo;t find that page</h1>
        <p>
          It may have moved or never existed. Try the <a href="/">home page</a> or <a href="/search">search the site</a>.
        </p>
      </div>
    </section>
  );
}
