// /resources: news, case studies and guides (featured ones pinned first, then newest first),
// filtered by type (?type=case-study) and paginated (?page=2); both live in the URL, so a
// filtered page can be shared.
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { RESOURCE_TYPES, resourceTypeSlug, type ResourceType } from '@ironbark/shared/content/resource-types';
import type { LayoutData, PageData, ResourceList } from '../../lib/content-source';
import { SeoHead } from '../seo/index';
import { CmsPage } from '../page-builder/index';
import { PaginationNav } from '../../ui/pagination-nav';
import { ResourceCard } from './resource-card';
import styles from './resources-route.module.css';

export function resourcesHref(type: ResourceType | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (type) params.set('type', resourceTypeSlug(type));
  if (page > 1) params.set('page', String(page));
  const q = params.toString();
  return `/resources${q ? `?${q}` : ''}`;
}

const PLURAL: Record<ResourceType, string> = { news: 'News', case_study: 'Case studies', guide: 'Guides' };

export function ResourcesRoute() {
  const { header, list } = useLoaderData() as { header: PageData | null; list: ResourceList };
  const layout = useRouteLoaderData('root') as LayoutData;
  const { pagination, type } = list;
  const filters: (ResourceType | undefined)[] = [undefined, ...RESOURCE_TYPES];
  const listing = (
    <section className="section" aria-labelledby="resources-list-heading">
      <div className="container">
        <h2 id="resources-list-heading" className="visually-hidden">
          {type ? PLURAL[type] : 'All resources'}
        </h2>
        <nav aria-label="Filter by type" className={styles.filters}>
          <ul>
            {filters.map((t) => (
              <li key={t ?? 'all'}>
                <a href={resourcesHref(t)} className={styles.filter} aria-current={t === type ? 'page' : undefined}>
                  {t ? PLURAL[t] : 'All'}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.count} role="status">
          {pagination.total === 0
            ? 'Nothing here yet.'
            : `${pagination.total} ${pagination.total === 1 ? 'item' : 'items'}${type ? ` in ${PLURAL[type].toLowerCase()}` : ''}, page ${pagination.page} of ${Math.max(pagination.pageCount, 1)}`}
        </p>
        <ul className={`grid grid-three ${styles.list}`}>
          {list.items.map((r) => (
            <li key={r.documentId} className={r.featured ? styles.featured : undefined}>
              {r.featured ? <span className={styles.featuredLabel}>Featured</span> : null}
              <ResourceCard resource={r} />
            </li>
          ))}
        </ul>
        <PaginationNav page={pagination.page} pageCount={pagination.pageCount} hrefFor={(p) => resourcesHref(type, p)} label="Resources pages" />
      </div>
    </section>
  );
  if (header) return <CmsPage data={header} layout={layout}>{listing}</CmsPage>;
  return (
    <>
      <SeoHead
        title={`News & case studies | ${layout.global.siteName}`}
        description={`News, case studies and guides from ${layout.global.siteName}.`}
        path="/resources"
      />
      <section className="section">
        <div className="container">
          <h1>News &amp; case studies</h1>
        </div>
      </section>
      {listing}
    </>
  );
}
