// Page links for paginated lists: real links (they work without JavaScript and can be shared).
import styles from './pagination-nav.module.css';

export function PaginationNav({ page, pageCount, hrefFor, label }: { page: number; pageCount: number; hrefFor: (p: number) => string; label: string }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label={label} className={styles.nav}>
      {page > 1 ? (
        <a href={hrefFor(page - 1)} className={styles.step} rel="prev">
          ← Previous
        </a>
      ) : null}
      <ol className={styles.pages}>
        {pages.map((p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page" className={`${styles.page} ${styles.current}`}>
                <span className="visually-hidden">Page </span>
                {p}
              </span>
            ) : (
              <a href={hrefFor(p)} className={styles.page}>
                <span className="visually-hidden">Page </span>
                {p}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <a href={hrefFor(page + 1)} className={styles.step} rel="next">
          Next →
        </a>
      ) : null}
    </nav>
  );
}
