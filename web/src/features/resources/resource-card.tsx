import type { BlogSummary } from '@ironbark/shared/content/blog';
import { RESOURCE_TYPE_LABELS } from '@ironbark/shared/content/resource-types';
import { MediaImage } from '../../ui/media-image';
import { SmartLink } from '../../ui/smart-link';
import { formatDate } from '@ironbark/shared/time';
import styles from './resource-card.module.css';

export function ResourceCard({ resource, headingLevel = 2 }: { resource: BlogSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.card} card-host`}>
      <div className={styles.media}>
        {resource.cover ? (
          <MediaImage media={resource.cover} sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 400px" className={styles.image} />
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.type}>{RESOURCE_TYPE_LABELS[resource.type]}</span>
          {resource.publishedDate ? <time dateTime={resource.publishedDate}>{formatDate(resource.publishedDate)}</time> : null}
        </p>
        <Heading className={styles.title}>
          <SmartLink href={`/resources/${resource.slug}`} className="stretched-link">
            {resource.title}
          </SmartLink>
        </Heading>
        {resource.excerpt ? <p className={styles.excerpt}>{resource.excerpt}</p> : null}
      </div>
    </article>
  );
}

/** Resources as a grid of cards with third-level headings, under a section's own heading. */
export function ResourceCardGrid({ resources, className }: { resources: readonly BlogSummary[]; className?: string }) {
  return (
    <ul className={`grid grid-three ${className ?? ''}`}>
      {resources.map((r) => (
        <li key={r.documentId}>
          <ResourceCard resource={r} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
