// /search?query=: results from both sources, rendered completely on the server, so the page
// works without JavaScript and can be shared. Bad queries get a helpful state, not an error; a
// search that finds nothing offers a nearby term ("did you mean") and popular pages.
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { SEARCH_FEW_RESULTS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@ironbark/shared/search/constants';
import { SEARCH_FACETS, SEARCH_FACET_LABELS, type SearchFacet } from '@ironbark/shared/search/facets';
import { kindLabel } from '@ironbark/shared/search/item';
import { termProblem } from '@ironbark/shared/search/term';
import type { LayoutData, SearchResults } from '../../lib/content-source';
import { Highlight } from './highlight';
import { popularLinks } from './popular-links';
import { SeoHead } from '../seo/index';
import { SmartLink } from '../../ui/smart-link';
import { PaginationNav } from '../../ui/pagination-nav';
import styles from './search-route.module.css';
import kindStyles from './kind-badge.module.css';

function searchHref(term: string, page = 1, facet: SearchFacet | null = null) {
  const params = new URLSearchParams({ query: term });
  if (facet) params.set('type', facet.replace(/_/g, '-'));
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

export function SearchRoute() {
  const results = useLoaderData() as SearchResults;
  const layout = useRouteLoaderData('root') as LayoutData;
  const { term } = results;
  const problem = termProblem(term);
  const heading = problem ? 'Search the site' : `Results for “${term}”`;
  return (
    <>
      <SeoHead
        title={problem ? `Search | ${layout.global.siteName}` : `Search results for ${term} | ${layout.global.siteName}`}
        description={`Search services, industries, news and case studies on the ${layout.global.siteName} website.`}
        path={problem ? '/search' : searchHref(term)}
        noIndex
      />
      <section className={`${styles.head} on-dark`}>
        <div className="container">
          <h1 className={styles.title}>{heading}</h1>
          <form method="get" action="/search" role="search" className={styles.form}>
            <label htmlFor="search-page-input" className="visually-hidden">
              Search term
            </label>
            <input
              id="search-page-input"
              name="query"
              type="search"
              defaultValue={term}
              key={term}
              required
              minLength={SEARCH_MIN_LENGTH}
              maxLength={SEARCH_MAX_LENGTH}
              className={styles.input}
              placeholder="Try “SD-WAN” or “radio”"
            />
            <button type="submit" className="btn btn-primary">
              Search
            </button>
          </form>
        </div>
      </section>
      <section className="section" aria-live="polite">
        <div className="container">
          {problem === 'empty' ? (
            <p className={styles.state}>Type what you are looking for: a service, an industry or a topic such as “wayfinding”.</p>
          ) : problem === 'too-short' ? (
            <p className={styles.state}>Please use at least {SEARCH_MIN_LENGTH} characters so we can find useful matches.</p>
          ) : problem === 'too-long' ? (
            <p className={styles.state}>Please shorten your search to {SEARCH_MAX_LENGTH} characters or fewer: a key word or two works best.</p>
          ) : (
            <>
              {results.failed.length > 0 ? (
                <p className={styles.notice} role="status">
                  Some results may be missing: {results.failed.includes('cms') ? 'news and case studies' : 'site pages'} could not be searched just now.
                </p>
              ) : null}
              <p
                className={styles.count}
                data-search-empty={results.total === 0 ? term : undefined}
                data-search-few={results.total > 0 && results.total <= SEARCH_FEW_RESULTS && !results.suggestion && !results.facet ? term : undefined}
              >
                {results.total === 0
                  ? `No results for “${term}”.`
                  : `${results.total} ${results.total === 1 ? 'result' : 'results'} for “${results.suggestion ?? term}”${results.pageCount > 1 ? `, page ${results.page} of ${results.pageCount}` : ''}`}
              </p>
              {results.suggestion && results.total > 0 ? (
                <p className={styles.suggestion} data-search-empty={term}>
                  No results for “{term}”. Showing results for <a href={searchHref(results.suggestion)}>{results.suggestion}</a>.
                </p>
              ) : null}
              {SEARCH_FACETS.some((f) => results.facets[f] > 0) ? (
                <nav aria-label="Filter results by type" className={styles.facets}>
                  <ul className={`pill-links ${styles.facetList}`}>
                    <li>
                      <a href={searchHref(term)} aria-current={results.facet === null ? 'page' : undefined}>
                        All
                      </a>
                    </li>
                    {SEARCH_FACETS.filter((f) => results.facets[f] > 0).map((f) => (
                      <li key={f}>
                        <a href={searchHref(term, 1, f)} aria-current={results.facet === f ? 'page' : undefined}>
                          {SEARCH_FACET_LABELS[f]} ({results.facets[f]})
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
              {results.total === 0 ? (
                <>
                  {results.suggestion ? (
                    <p className={styles.suggestion}>
                      Did you mean <a href={searchHref(results.suggestion)}>{results.suggestion}</a>?
                    </p>
                  ) : null}
                  <p className={styles.state}>
                    Try a broader word, check the spelling, or <a href="/contact-us">ask our team</a>.
                  </p>
                  <nav aria-label="Popular pages" className={styles.popularNav}>
                    <h2 className={styles.popularTitle}>Popular pages</h2>
                    <ul className={`pill-links ${styles.popular}`}>
                      {popularLinks(layout.navigation.header).map((link) => (
                        <li key={link.href}>
                          <SmartLink href={link.href}>{link.label}</SmartLink>
                        </li>
                      ))}
                    </ul>
                  </nav>
                </>
              ) : null}
              <ol className={styles.list} aria-label="Search results">
                {results.items.map((item) => (
                  <li key={item.url} className={styles.item}>
                    <p className={`${styles.kind} ${kindStyles[item.kind]}`}>{kindLabel(item)}</p>
                    <h2 className={styles.itemTitle}>
                      <SmartLink href={item.url}>
                        <Highlight text={item.title} term={term} />
                      </SmartLink>
                    </h2>
                    {item.snippet || item.description ? (
                      <p className={styles.description}>
                        <Highlight text={item.snippet ?? item.description} term={results.suggestion ?? term} />
                      </p>
                    ) : null}
                    <p className={styles.url}>{item.url}</p>
                    {item.docUrl || item.youtubeUrl ? (
                      <p className={styles.extras}>
                        {item.docUrl ? (
                          <a href={item.docUrl} download>
                            Download document (PDF)
                          </a>
                        ) : null}
                        {item.youtubeUrl ? (
                          <SmartLink href={item.youtubeUrl} newTab>
                            Watch the video
                          </SmartLink>
                        ) : null}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
              <PaginationNav page={results.page} pageCount={results.pageCount} hrefFor={(p) => searchHref(term, p, results.facet)} label="Search result pages" />
            </>
          )}
        </div>
      </section>
    </>
  );
}
