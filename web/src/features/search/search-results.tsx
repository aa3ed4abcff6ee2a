// The header search's results (a listbox of ranked suggestions with their kind labels, "View
// all", or "did you mean" and popular pages), loaded with the search code on the first search,
// so none of it (nor its highlighting) is in a page's first load.
import { kindLabel, shouldShowViewAll, viewAllLabel } from '@ironbark/shared/search/item';
import type { BothSources } from './search-client';
import { Highlight } from './highlight';
import type { PopularLink } from './popular-links';
import styles from './search-box.module.css';
import kindStyles from './kind-badge.module.css';

export interface ResultsViewProps {
  results: BothSources & { term: string };
  active: number;
  listboxId: string;
  optionId: (i: number) => string;
  viewAllUrl: string;
  popular: PopularLink[];
  go: (url: string) => void;
  close: () => void;
  searchFor: (term: string) => void;
}

export function SearchResults({ results, active, listboxId, optionId, viewAllUrl, popular, go, close, searchFor }: ResultsViewProps) {
  const items = results.items;
  const showViewAll = shouldShowViewAll(results.total);
  return (
    <div className={styles.results}>
      {results.failed.length > 0 ? (
        <p className={styles.notice}>
          {results.failed.includes('cms') ? 'News and case studies' : 'Site pages'} could not be searched just now.
        </p>
      ) : null}
      {results.total > 0 && results.suggestion ? (
        <p className={styles.suggestion}>
          No results for “{results.term}”. Showing results for{' '}
          <button type="button" className={styles.suggestionButton} onClick={() => searchFor(results.suggestion!)}>
            {results.suggestion}
          </button>
          .
        </p>
      ) : null}
      {results.total === 0 ? (
        <div className={styles.none}>
          <p className={styles.empty}>No results for “{results.term}”.</p>
          {results.suggestion ? (
            <p className={styles.suggestion}>
              Did you mean{' '}
              <button type="button" className={styles.suggestionButton} onClick={() => searchFor(results.suggestion!)}>
                {results.suggestion}
              </button>
              ?
            </p>
          ) : null}
          {popular.length > 0 ? (
            <nav aria-label="Popular pages">
              <p className={styles.popularTitle}>Popular pages</p>
              <ul className={`pill-links ${styles.popular}`}>
                {popular.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} onClick={() => close()}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      <ul id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.list}>
        {items.map((item, i) => (
          <li
            key={item.url}
            id={optionId(i)}
            role="option"
            aria-selected={active === i}
            className={`${styles.option} ${active === i ? styles.activeOption : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(item.url)}
          >
            <span className={`${styles.kind} ${kindStyles[item.kind]}`}>{kindLabel(item)}</span>
            <span className={styles.title}>
              <Highlight text={item.title} term={results.suggestion ?? results.term} />
            </span>
          </li>
        ))}
        {showViewAll ? (
          <li
            id={optionId(items.length)}
            role="option"
            aria-selected={active === items.length}
            className={`${styles.option} ${styles.viewAll} ${active === items.length ? styles.activeOption : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(viewAllUrl)}
          >
            <a href={viewAllUrl} tabIndex={-1} onClick={(e) => e.preventDefault()}>
              {viewAllLabel(results.total, results.term)}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
