// The breadcrumb trail on dark page heads: links for the ancestors, the current page as text.
import type { Crumb } from '../features/page-builder/blocks/block-props';
import styles from './breadcrumbs.module.css';

export function Breadcrumbs({ crumbs, currentIsLink = false }: { crumbs: Crumb[]; currentIsLink?: boolean }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.href}>
            {i < crumbs.length - 1 || currentIsLink ? <a href={c.href}>{c.label}</a> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
