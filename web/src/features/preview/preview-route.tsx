// /preview: what an editor's "Open preview" shows (a page's draft, a resource's draft, or the site
// under the draft navigation and global settings), under a banner that says it is a preview, and
// the page an expired or altered link gets instead. Loaded only when /preview is opened.
import { isRouteErrorResponse, useLoaderData, useRouteError, useRouteLoaderData } from 'react-router-dom';
import { Island } from '../../islands/island';
import type { LayoutData, PreviewData } from '../../lib/content-source';
import { RouteErrorBoundary } from '../layout/index';
import { CmsPage } from '../page-builder/index';
import { ResourceArticle } from '../resources/index';
import livePreviewIsland from './live-preview.lazy.island';
import type { PreviewFailure } from './preview-loaders';

const BANNER: Record<PreviewData['kind'], string> = {
  page: 'Preview of the draft of this page. Visitors see the published version.',
  resource: 'Preview of the draft of this resource. Visitors see the published version.',
  site: 'Preview of the draft navigation and site settings. Visitors see the published version.',
};

export function Component() {
  const preview = useLoaderData() as PreviewData;
  const layout = useRouteLoaderData('root') as LayoutData;
  return (
    <>
      <p className="preview-banner" role="status">
        {BANNER[preview.kind]}
      </p>
      {preview.kind === 'resource' ? (
        <ResourceArticle data={preview.data} layout={layout} preview />
      ) : preview.kind === 'page' ? (
        // In the admin's live preview pane, the island re-renders this from what the editor types.
        <Island of={livePreviewIsland} props={{ cmsOrigin: new URL(layout.config.cmsPublicUrl).origin }}>
          <CmsPage data={{ ...preview.data, preview: true }} layout={layout} />
        </Island>
      ) : (
        <CmsPage data={{ ...preview.data, preview: true }} layout={layout} />
      )}
    </>
  );
}

const FAILURES: Record<PreviewFailure['reason'], { title: string; text: string }> = {
  expired: {
    title: 'This preview link has expired',
    text: 'Preview links work for an hour. Open the preview again from the CMS to get a new link.',
  },
  invalid: {
    title: 'This preview link is not valid',
    text: 'The link may have been changed or cut short. Open the preview again from the CMS.',
  },
  gone: {
    title: 'Nothing to preview',
    text: 'The page or resource this link shows no longer exists. It may have been deleted or its address changed.',
  },
};

export function ErrorBoundary() {
  const error = useRouteError();
  const reason = isRouteErrorResponse(error) ? (error.data as Partial<PreviewFailure> | null)?.reason : undefined;
  const failure = reason ? FAILURES[reason] : undefined;
  if (!failure) return <RouteErrorBoundary />;
  return (
    <section className="section">
      <title>{failure.title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="container prose">
        <h1>{failure.title}</h1>
        <p>{failure.text}</p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </section>
  );
}
