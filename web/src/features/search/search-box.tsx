// The header search (site spec sections 4, 5, 7 and 9): opened by the search icon, focused
// 500ms later; the text is trimmed and lower-cased and searched 250ms after the last keystroke,
// only when it is 3 to 25 characters and differs from the last search. Two sources, 5 each,
// merged; an ARIA 1.2 combobox with arrow keys and Enter; a stale request is aborted; a failing
// source leaves the other's results with a short notice. Results are ranked by relevance
// (shared/src/search/rank.ts) and labelled Page, News, Case study or Guide; when nothing matches,
// a "did you mean" and popular links. Closed by the close button, a click outside, or a click on
// a result. A React island (search-box.island.tsx), woken when the visitor points at or focuses
// it; the search code (and its library) loads on the first search, not with the island.
import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import {
  SEARCH_AUTOFOCUS_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from '@ironbark/shared/search/constants';
import { shouldShowViewAll, type SearchItem } from '@ironbark/shared/search/item';
import { normaliseTerm, termProblem } from '@ironbark/shared/search/term';
import type { PublicConfig } from '../../lib/content-source';
import { popularLinksOnPage, type PopularLink } from './popular-links';
import type { ResultsViewProps } from './search-results';
import styles from './search-box.module.css';
import round from '../../ui/round-button.module.css';
import { CloseIcon } from '../../ui/close-icon';

interface Results {
  term: string;
  items: SearchItem[];
  total: number;
  failed: ('cms' | 'pages')[];
  suggestion: string | null;
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface SearchBoxProps {
  config: Pick<PublicConfig, 'cmsPublicUrl' | 'cmsSearchToken'>;
  /** Shown when a search finds nothing; by default the header's own (read from the mega menu on the page). */
  popular?: PopularLink[];
}

export function SearchBox({ config, popular }: SearchBoxProps) {
  const id = useId();
  const [open, onOpenChange] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const lastSearched = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  // The results view comes with the search code, on the first search.
  const [ResultsView, setResultsView] = useState<ComponentType<ResultsViewProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(-1);

  const close = useCallback(
    (returnFocus = false) => {
      onOpenChange(false);
      setActive(-1);
      if (returnFocus) toggleRef.current?.focus();
    },
    [onOpenChange],
  );

  // Focus the input 500ms after opening (spec section 9).
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => inputRef.current?.focus(), SEARCH_AUTOFOCUS_MS);
    return () => clearTimeout(t);
  }, [open]);

  // A click outside closes the box.
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  useEffect(() => () => {
    clearTimeout(timer.current);
    controller.current?.abort();
  }, []);

  const runSearch = useCallback(
    async (term: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      lastSearched.current = term;
      setLoading(true);
      const [{ searchBoth }, view] = await Promise.all([import('./search-client'), import('./search-results')]);
      setResultsView(() => view.SearchResults);
      const found = await searchBoth(config, term, abort.signal);
      if (abort.signal.aborted) return;
      setResults({ term, ...found });
      setActive(-1);
      setLoading(false);
    },
    [config],
  );

  /** "Did you mean": search the suggested term at once. */
  const searchFor = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    inputRef.current?.focus();
    void runSearch(normaliseTerm(value));
  };

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    const term = normaliseTerm(value);
    timer.current = setTimeout(() => {
      if (termProblem(term) !== null) {
        // Too short or too long: no request, and nothing stale on screen.
        controller.current?.abort();
        lastSearched.current = null;
        setResults(null);
        setLoading(false);
        return;
      }
      if (term === lastSearched.current) return;
      void runSearch(term);
    }, SEARCH_DEBOUNCE_MS);
  };

  const items = results?.items ?? [];
  const showViewAll = results ? shouldShowViewAll(results.total) : false;
  const optionCount = items.length + (showViewAll ? 1 : 0);
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && results !== null;

  const go = (url: string) => {
    close();
    window.location.assign(url);
  };
  const viewAllUrl = results ? `/search?${new URLSearchParams({ query: results.term })}` : '/search';

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && optionCount > 0) {
      e.preventDefault();
      setActive((a) => (a + 1) % optionCount);
    } else if (e.key === 'ArrowUp' && optionCount > 0) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? optionCount - 1 : a - 1));
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (active >= 0) setActive(-1);
      else close(true);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      go(active < items.length ? items[active]!.url : viewAllUrl);
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={`${round.round} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => (open ? close() : onOpenChange(true))}
      >
        <SearchIcon />
        <span className="visually-hidden">{open ? 'Close search' : 'Search the site'}</span>
      </button>
      {/* Drawn only while open: it takes JavaScript to open, so the page's HTML need not carry it. */}
      {open ? (
        <div id={`${id}-panel`} className={`header-drop-panel ${styles.panel}`}>
          <form
            role="search"
            action="/search"
            method="get"
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              const term = normaliseTerm(text);
              if (termProblem(term) === null) go(`/search?${new URLSearchParams({ query: term })}`);
            }}
          >
            <label htmlFor={`${id}-input`} className="visually-hidden">
              Search services, industries, news and case studies
            </label>
            <input
              ref={inputRef}
              id={`${id}-input`}
              name="query"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              required
              minLength={SEARCH_MIN_LENGTH}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder="Search services, industries, news…"
              value={text}
              onChange={(e) => onChange(e.currentTarget.value)}
              onKeyDown={onKeyDown}
              className={styles.input}
            />
            <button type="button" className={`${round.round} ${styles.close}`} onClick={() => close(true)}>
              <CloseIcon size={20} />
              <span className="visually-hidden">Close search</span>
            </button>
          </form>
          {results && ResultsView ? (
            <ResultsView
              results={results}
              active={active}
              listboxId={listboxId}
              optionId={optionId}
              viewAllUrl={viewAllUrl}
              popular={popular ?? popularLinksOnPage()}
              go={go}
              close={close}
              searchFor={searchFor}
            />
          ) : null}
        </div>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {open ? (loading ? 'Searching' : results ? `${results.total} results` : '') : ''}
      </p>
    </div>
  );
}
