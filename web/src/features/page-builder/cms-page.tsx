// A CMS page: its head tags and its blocks, in order.
import type { PageData, LayoutData } from '../../lib/content-source';
import { Blocks } from './blocks/registry';
import { breadcrumbJsonLd, breadcrumbsFor } from '../../lib/breadcrumbs';
import { SeoHead } from '../seo/seo-head';
import { organisationJsonLd } from '../seo/organisation';
import { hasActionBar, MobileActionBar } from '../layout/mobile-action-bar';

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
      <Blocks blocks={page.blocks} context={{ extras, layout, page, breadcrumbs: crumbs, formContext: data.formContext }} skipped={data.preview ? data.skipped : undefined} />
      {children}
      {hasActionBar(page.path) ? (
        <MobileActionBar phone={layout.global.phone} enquireHref={page.blocks.some((b) => b.__component === 'blocks.form') ? '#enquire' : '/contact-us'} />
      ) : null}
    </>
  );
}
