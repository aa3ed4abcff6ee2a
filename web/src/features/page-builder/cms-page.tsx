// A CMS page: its head tags and its blocks, in order.
import type { PageData, LayoutData } from '../../lib/content-source';
import { Blocks } from './blocks/registry';
import { breadcrumbJsonLd, breadcrumbsFor } from '../../lib/breadcrumbs';
import { organisationJsonLd, SeoHead } from '../seo/index';

export function CmsPage({ data, layout, children }: { data: PageData; layout: LayoutData; children?: React.ReactNode }) {
  const { page, extras } = data;
  const crumbs = breadcrumbsFor(page.path, page.title, layout.navigation);
  const siteUrl = layout.config.siteUrl;
  const jsonLd = page.path === '/' ? [organisationJsonLd(layout)] : [breadcrumbJsonLd(crumbs, siteUrl)];
  const hero = page.blocks.find((b) => b.__component === 'blocks.hero');
  const ogImage = page.seo.ogImage?.url ?? (hero && hero.__component === 'blocks.hero' ? hero.image?.url : undefined);
  return (
    <>
      <SeoHead
        title={page.seo.metaTitle}
        description={page.seo.metaDescription}
        keywords={page.seo.metaKeywords}
        path={page.path}
        image={ogImage}
        noIndex={page.seo.noIndex || data.preview}
        jsonLd={jsonLd}
      />
      {data.preview && data.notices && data.notices.length > 0 ? (
        <section className="container preview-block-notice" role="note" aria-label="Draft problems">
          <p>
            <strong>This draft cannot be published yet.</strong> Fix it in the CMS:
          </p>
          <ul>
            {data.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Blocks blocks={page.blocks} context={{ extras, layout, page, breadcrumbs: crumbs, formContext: data.formContext, preview: data.preview === true }} skipped={data.preview ? data.skipped : undefined} editable={data.preview === true} />
      {children}
    </>
  );
}
