// Page links for paginated lists: real links (they work without JavaScript and can be shared).
import styles from './pagination-nav.module.css';

/**
 * The pages to link: the first, the last and those next to the current one, with a gap (null)
 * where pages are left out, so 8 pages or 800 fit a 320 px phone: 1 … 4 5 6 … 800.
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  // A gap of one page is shown as that page: "1 2 3", never "1 … 3".
  for (const p of [...shown]) if (shown.has(p + 2) && !shown.has(p + 1)) shown.add(p + 1);
  const out: (number | null)[] = [];
  let last = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p > last + 1) out.push(null);
    out.push(p);
    last = p;
  }
  return out;
}

export function PaginationNav({ page, pageCount, hrefFor, label }: { page: number; pageCount: number; hrefFor: (p: number) => string; label: string }) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);
  return (
    <nav aria-label={label} className={styles.nav}>
      {page > 1 ? (
        <a href={hrefFor(page - 1)} className={styles.step} rel="prev">
          ← Previous
        </a>
      ) : null}
      <ol className={styles.pages}>
        {pages.map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : p === page ? (
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
