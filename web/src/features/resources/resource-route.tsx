// /resources/{slug}: one article, with its document, video, related resources and JSON-LD.
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { RESOURCE_TYPE_LABELS, resourceTypeSlug } from '@ironbark/shared/content/resource-types';
import type { LayoutData, ResourceData } from '../../lib/content-source';
import { formatDate } from '@ironbark/shared/time';
import { breadcrumbJsonLd } from '../../lib/breadcrumbs';
import { Island } from '../../islands/island';
import { videoIsland } from '../page-builder/index';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { MediaImage } from '../../ui/media-image';
import { RichText } from '../../ui/rich-text';
import { absoluteUrl, SeoHead } from '../seo/index';
import { SmartLink } from '../../ui/smart-link';
import downloadIsland from './download-button.island';
import { ResourceCardGrid } from './resource-card';
import styles from './resource-route.module.css';

/** The cover's width: the column, inside the page's gutters (--gutter is 1rem to 2rem a side; at
 * 900 px and below the column is the page). On a 412 px phone that is 376 px, not 412. */
const COVER_SIZES = '(max-width: 900px) calc(100vw - 2.25rem), 760px';

export function ResourceRoute() {
  const data = useLoaderData() as ResourceData;
  const layout = useRouteLoaderData('root') as LayoutData;
  return <ResourceArticle data={data} layout={layout} />;
}

/** One resource's article. preview: a draft shown by the preview route (never indexed). */
export function ResourceArticle({ data, layout, preview = false }: { data: ResourceData; layout: LayoutData; preview?: boolean }) {
  const { resource: r, related } = data;
  const siteUrl = layout.config.siteUrl;
  const path = `/resources/${r.slug}`;
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'News & case studies', href: '/resources' },
    { label: r.title, href: path },
  ];
  const article = {
    '@context': 'https://schema.org',
    '@type': r.type === 'news' ? 'NewsArticle' : 'Article',
    headline: r.title,
    description: r.metaDescription ?? r.excerpt ?? undefined,
    datePublished: r.publishedDate ?? undefined,
    dateModified: r.updatedAt ?? r.publishedDate ?? undefined,
    image: r.cover ? [absoluteUrl(siteUrl, r.cover.url)] : undefined,
    mainEntityOfPage: `${siteUrl}${path}`,
    author: { '@type': 'Organization', name: layout.global.siteName },
    publisher: { '@type': 'Organization', name: layout.global.siteName, logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.svg` } },
  };
  const topics = [...(r.industries ?? []), ...(r.services ?? [])];
  return (
    <article>
      <SeoHead
        title={r.metaTitle ?? `${r.title} | ${layout.global.siteName}`}
        description={r.metaDescription ?? r.excerpt ?? r.title}
        keywords={r.metaKeywords ?? undefined}
        path={path}
        image={r.cover?.url}
        type="article"
        noIndex={preview}
        jsonLd={[article, breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <header className={`${styles.header} on-dark`}>
        <div className={`container ${styles.headerInner}`}>
          <Breadcrumbs
            crumbs={[
              { label: 'Home', href: '/' },
              { label: 'News & case studies', href: '/resources' },
              { label: RESOURCE_TYPE_LABELS[r.type], href: `/resources?type=${resourceTypeSlug(r.type)}` },
            ]}
            currentIsLink
          />
          <h1 className={styles.title}>{r.title}</h1>
          <p className={styles.meta}>
            <span className={styles.type}>{RESOURCE_TYPE_LABELS[r.type]}</span>
            {r.publishedDate ? <time dateTime={r.publishedDate}>{formatDate(r.publishedDate)}</time> : null}
          </p>
        </div>
      </header>
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {r.cover ? (
            <MediaImage media={r.cover} priority sizes={COVER_SIZES} className={styles.cover} />
          ) : null}
          {r.excerpt ? <p className={styles.lede}>{r.excerpt}</p> : null}
          {r.body ? <RichText nodes={r.body} /> : null}
          {r.youtubeUrl ? (
            <section aria-label="Video" className={styles.video}>
              <Island of={videoIsland} props={{ url: r.youtubeUrl, title: r.title, poster: null }} />
            </section>
          ) : null}
        </div>
        <aside className={styles.aside} aria-label="About this resource">
          {r.doc ? (
            <div className={styles.panel}>
              <h2 className={styles.asideHeading}>Download</h2>
              <p className={styles.asideText}>{r.doc.caption || r.doc.alternativeText || 'The document that goes with this article.'}</p>
              {r.gated ? (
                // Gated: a plain link to the short form that stores the lead and then sends the
                // file (gated-download.server.ts); it works without JavaScript.
                <>
                  <a className="btn btn-primary" href={`/resources/${r.slug}/download`}>
                    Download the PDF
                  </a>
                  <p className={styles.asideText}>Free. We ask for your name and email first.</p>
                </>
              ) : (
                // The CMS keeps the file privately while a draft of this resource is gated: the
                // site's own download address streams it (gated-download.server.ts).
                <Island of={downloadIsland} props={{ doc: r.doc.url ? r.doc : { ...r.doc, url: `/resources/${r.slug}/download` }, label: 'Download the PDF' }} />
              )}
            </div>
          ) : null}
          {topics.length > 0 ? (
            <div className={styles.panel}>
              <h2 className={styles.asideHeading}>Related services and industries</h2>
              <ul className={styles.topics}>
                {topics.map((t) => (
                  <li key={t.documentId}>
                    <SmartLink href={t.path}>{t.title}</SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className={styles.panel}>
            <h2 className={styles.asideHeading}>Talk to an engineer</h2>
            <p className={styles.asideText}>{`Questions about a project like this one? Call ${layout.global.phone} or send us a message.`}</p>
            <a href="/contact-us" className="btn btn-secondary">
              Contact us
            </a>
          </div>
        </aside>
      </div>
      {related.length > 0 ? (
        <section className="section section-tinted" aria-labelledby="related-heading">
          <div className="container">
            <h2 id="related-heading">Related resources</h2>
            <ResourceCardGrid resources={related} className={styles.related} />
          </div>
        </section>
      ) : null}
    </article>
  );
}
