// /preview: what an editor's "Open preview" shows (a page's draft, a resource's draft, a form's
// draft, the site under the draft navigation and global settings, or the whole site as a release
// will make it),
// under a banner that says it is a preview, and the page an expired or altered link gets instead.
// Loaded only when /preview is opened.
import { isRouteErrorResponse, useLoaderData, useRouteError, useRouteLoaderData } from 'react-router-dom';
import { Island } from '../../islands/island';
import type { LayoutData, PreviewData } from '../../lib/content-source';
import { RouteErrorBoundary } from '../layout/index';
import { CmsPage, FormPreview } from '../page-builder/index';
import { ResourceArticle } from '../resources/index';
import livePreviewIsland from './live-preview.lazy.island';
import type { PreviewFailure } from './preview-loaders';

const BANNER: Record<PreviewData['kind'], (preview: PreviewData) => string> = {
  page: () => 'Preview of the draft of this page. Visitors see the published version.',
  resource: () => 'Preview of the draft of this resource. Visitors see the published version.',
  form: () => 'Preview of the draft of this form. Visitors see the published version; nothing sent from this preview is stored.',
  site: () => 'Preview of the draft navigation and site settings. Visitors see the published version.',
  release: (p) => `Preview of release ${p.kind === 'release' ? p.release.name : ''} — not live`,
};

export function Component() {
  const preview = useLoaderData() as PreviewData;
  const layout = useRouteLoaderData('root') as LayoutData;
  return (
    <>
      <p className="preview-banner" role="status">
        {BANNER[preview.kind](preview)}
      </p>
      {preview.kind === 'release' ? (
        // The site as it will be: links stay in the preview (entry-server.tsx keepLinksInReleasePreview).
        preview.view.kind === 'resource' ? (
          <ResourceArticle data={preview.view.data} layout={layout} preview />
        ) : (
          <CmsPage data={{ ...preview.view.data, preview: true }} layout={layout} />
        )
      ) : preview.kind === 'form' ? (
        <FormPreview data={preview.data} />
      ) : preview.kind === 'resource' ? (
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
    text: 'The page, resource or form this link shows no longer exists. It may have been deleted or its address changed.',
  },
  'not-in-release': {
    title: 'Nothing here once the release is published',
    text: 'Once this release is published, no page or resource will be at this address: the release unpublishes it or moves it, or there never was one. The release itself may also have been deleted.',
  },
};

export function ErrorBoundary() {
  const error = useRouteError();
  const told = isRouteErrorResponse(error) ? (error.data as Partial<PreviewFailure> | null) : null;
  const reason = told?.reason;
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
          {told?.home ? <a href={told.home}>Go to the home page of the release preview</a> : <a href="/">Go to the home page</a>}
        </p>
      </div>
    </section>
  );
}
