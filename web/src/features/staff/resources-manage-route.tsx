// /resources-manage: every resource, drafts included, in a dense table: search by title, filter by
// type and status, sort by title, date or last edit, page through. All of it lives in the address
// bar (?q=&type=&status=&sort=&page=), so a reload or a shared link shows the same rows; the
// loader reads them on the server for the first render. The CSV export takes the same filters.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLoaderData, useNavigate, useNavigation } from 'react-router-dom';
import { RESOURCE_TYPE_LABELS, RESOURCE_TYPES, resourceTypeFromSlug, resourceTypeSlug } from '@ironbark/shared/content/resource-types';
import { downloadFile } from '../../lib/download-file';
import { formatDate } from '@ironbark/shared/time';
import { SORT_LABELS, STATUS_DESCRIPTIONS } from './staff-labels';
import {
  DEFAULT_SORT,
  RESOURCE_STATUSES,
  STAFF_SORTS,
  staffListHref,
  staffQueryParams,
  parseStaffQuery,
  type StaffResourceList,
  type StaffResourceQuery,
  type StaffSort,
} from './staff-query';
import { StatusBadge } from './status-badge';
import { useArrivalNotice } from './use-arrival-notice';
import { formatDateTime } from '@ironbark/shared/time';
import styles from './staff.module.css';

function SortHeader({ label, column, query, className }: { label: string; column: 'title' | 'date'; query: StaffResourceQuery; className?: string }) {
  const ascending: StaffSort = column === 'title' ? 'title:asc' : 'date:asc';
  const descending: StaffSort = column === 'title' ? 'title:desc' : 'date:desc';
  const current = query.sort === ascending ? 'ascending' : query.sort === descending ? 'descending' : undefined;
  // Titles start A to Z, dates newest first; a second click turns the order round.
  const next = current === undefined ? (column === 'title' ? ascending : descending) : current === 'ascending' ? descending : ascending;
  return (
    <th scope="col" aria-sort={current ?? 'none'} className={className}>
      <Link to={staffListHref({ ...query, sort: next, page: 1 })} className={styles.sortLink} preventScrollReset>
        {label}
        <span aria-hidden="true" className={styles.sortMark}>
          {current === 'ascending' ? '↑' : current === 'descending' ? '↓' : '↕'}
        </span>
        <span className="visually-hidden">, sort {next.endsWith('asc') ? (column === 'title' ? 'A to Z' : 'oldest first') : column === 'title' ? 'Z to A' : 'newest first'}</span>
      </Link>
    </th>
  );
}

/** A filter of the list: its label and a select that changes the list at once (the form's Search button sends it without JavaScript). */
function ToolbarSelect({ name, label, value, onChange, children }: { name: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div className={styles.toolbarField}>
      <label htmlFor={`rm-${name}`} className={styles.toolbarLabel}>
        {label}
      </label>
      <select id={`rm-${name}`} name={name} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

export function Component() {
  const list = useLoaderData() as StaffResourceList;
  const { query, items, pagination } = list;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [exporting, setExporting] = useState<{ busy: boolean; message: string; failed?: boolean }>({ busy: false, message: '' });
  const notice = useArrivalNotice();
  const typing = useRef<number | undefined>(undefined);
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/resources-manage';

  // What the toolbar shows: the address's query, or what was just chosen while the page for it
  // loads (two quick changes build on each other, not on the page still shown).
  const [wanted, setWanted] = useState<StaffResourceQuery>(query);
  const [search, setSearch] = useState(query.q ?? '');
  const [seen, setSeen] = useState(query);
  if (seen !== query) {
    // The address changed (a load finished, or back and forward): the toolbar follows it; the
    // search box too, unless it already says the same (the address follows the box while typing).
    setSeen(query);
    setWanted(query);
    if ((query.q ?? '') !== search.trim()) setSearch(query.q ?? '');
  }

  const go = (change: Partial<StaffResourceQuery>, replace = false) => {
    const next: StaffResourceQuery = { ...wanted, q: search.trim() || undefined, ...change, page: change.page ?? 1 };
    setWanted(next);
    navigate(staffListHref(next), { replace, preventScrollReset: true });
  };

  function onSearchInput(value: string) {
    setSearch(value);
    window.clearTimeout(typing.current);
    // Live search: the address follows the box a moment after typing stops.
    typing.current = window.setTimeout(() => go({ q: value.trim() || undefined }, true), 350);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.clearTimeout(typing.current);
    const form = new FormData(event.currentTarget);
    go(parseStaffQuery(new URLSearchParams([...form.entries()].map(([k, v]) => [k, String(v)]))));
  }

  async function exportCsv() {
    setExporting({ busy: true, message: 'Preparing the CSV…' });
    const result = await downloadFile(`/api/staff/resources.csv?${staffQueryParams({ ...query, page: 1 })}`, 'resources.csv');
    setExporting(
      result.ok
        ? { busy: false, message: `Downloaded ${result.fileName}` }
        : { busy: false, failed: true, message: result.status === 401 ? 'Your session has ended. Sign in again, then export.' : result.reason },
    );
  }

  const filtered = Boolean(query.q || query.type || query.status);
  const first = pagination.total === 0 ? 0 : (pagination.page - 1) * pagination.pageSize + 1;
  const last = Math.min(pagination.total, pagination.page * pagination.pageSize);

  return (
    <div className={styles.page}>
      <title>Resources | Staff area</title>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>Resources</h1>
          <p className={styles.muted}>News, case studies and guides, drafts included.</p>
        </div>
        <div className={styles.headerActions}>
          <button type="button" className={styles.button} onClick={exportCsv} disabled={exporting.busy} aria-describedby="export-status">
            {exporting.busy ? 'Exporting…' : 'Export CSV'}
          </button>
          <Link to="/resources-manage/new" className={`${styles.button} ${styles.buttonPrimary}`}>
            New resource
          </Link>
        </div>
      </header>

      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <p id="export-status" role="status" className={exporting.failed ? styles.formError : styles.muted}>
        {exporting.message}
      </p>

      <form role="search" aria-label="Resources" className={styles.toolbar} onSubmit={onSubmit} action="/resources-manage" method="get">
        <div className={styles.toolbarSearch}>
          <label htmlFor="rm-q" className="visually-hidden">
            Search titles
          </label>
          <input
            id="rm-q"
            name="q"
            type="search"
            value={search}
            onChange={(e) => onSearchInput(e.target.value)}
            placeholder="Search titles…"
            maxLength={100}
            className={styles.input}
            autoComplete="off"
          />
        </div>
        <ToolbarSelect name="type" label="Type" value={wanted.type ? resourceTypeSlug(wanted.type) : ''} onChange={(v) => go({ type: resourceTypeFromSlug(v) })}>
          <option value="">All types</option>
          {RESOURCE_TYPES.map((t) => (
            <option key={t} value={resourceTypeSlug(t)}>
              {RESOURCE_TYPE_LABELS[t]}
            </option>
          ))}
        </ToolbarSelect>
        <ToolbarSelect name="status" label="Status" value={wanted.status ?? ''} onChange={(v) => go({ status: parseStaffQuery(new URLSearchParams({ status: v })).status })}>
          <option value="">Any status</option>
          {RESOURCE_STATUSES.map((st) => (
            <option key={st} value={st}>
              {STATUS_DESCRIPTIONS[st]}
            </option>
          ))}
        </ToolbarSelect>
        <ToolbarSelect name="sort" label="Sort" value={wanted.sort} onChange={(v) => go({ sort: (STAFF_SORTS as readonly string[]).includes(v) ? (v as StaffSort) : DEFAULT_SORT })}>
          {STAFF_SORTS.map((st) => (
            <option key={st} value={st}>
              {SORT_LABELS[st]}
            </option>
          ))}
        </ToolbarSelect>
        <button type="submit" className={`${styles.button} ${styles.toolbarSubmit}`}>
          Search
        </button>
        {filtered ? (
          <Link to={staffListHref({ sort: query.sort, page: 1 })} className={styles.clearLink}>
            Clear filters
          </Link>
        ) : null}
      </form>

      <p className={styles.count} aria-live="polite">
        {pagination.total === 0
          ? filtered
            ? 'No resources match these filters.'
            : 'No resources yet.'
          : `${first}–${last} of ${pagination.total} ${pagination.total === 1 ? 'resource' : 'resources'}`}
      </p>

      <div className={`${styles.tableWrap} ${loading ? styles.loading : ''}`} aria-busy={loading || undefined}>
        <table className={styles.table}>
          <caption className="visually-hidden">Resources{filtered ? ', filtered' : ''}</caption>
          <thead>
            <tr>
              <SortHeader label="Title" column="title" query={query} />
              <th scope="col" className={styles.hideMedium}>
                Type
              </th>
              <th scope="col">Status</th>
              <SortHeader label="Date" column="date" query={query} className={styles.hideNarrow} />
              <th scope="col" className={styles.hideMedium} aria-sort={query.sort === 'updated:desc' ? 'descending' : 'none'}>
                Last edited
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.documentId}>
                <td className={styles.titleCell}>
                  <Link to={`/resources-manage/${r.documentId}`} className={styles.rowTitle}>
                    {r.title}
                  </Link>
                  <span className={styles.rowMeta}>
                    <span className={styles.slug}>/resources/{r.slug}</span>
                    {r.featured ? <span className={styles.chip}>Featured</span> : null}
                    <span className={styles.showMedium}>{RESOURCE_TYPE_LABELS[r.type]}</span>
                    {r.publishedDate ? <span className={styles.showNarrow}>{formatDate(r.publishedDate)}</span> : null}
                  </span>
                </td>
                <td className={styles.hideMedium}>{RESOURCE_TYPE_LABELS[r.type]}</td>
                <td>
                  <StatusBadge status={r.status} />
                </td>
                <td className={`${styles.nowrap} ${styles.hideNarrow}`}>{r.publishedDate ? <time dateTime={r.publishedDate}>{formatDate(r.publishedDate)}</time> : ''}</td>
                <td className={`${styles.hideMedium} ${styles.nowrap} ${styles.muted}`}>{formatDateTime(r.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {items.length === 0 ? (
          <div className={styles.empty}>
            <p>{filtered ? 'Nothing matches. Try other words or clear the filters.' : 'Create the first resource to see it here.'}</p>
            {filtered ? <Link to={staffListHref({ sort: query.sort, page: 1 })}>Clear filters</Link> : <Link to="/resources-manage/new">New resource</Link>}
          </div>
        ) : null}
      </div>

      {pagination.pageCount > 1 ? (
        <nav aria-label="Resource pages" className={styles.pager}>
          {pagination.page > 1 ? (
            <Link to={staffListHref({ ...query, page: pagination.page - 1 })} className={styles.button} rel="prev" preventScrollReset>
              ← Previous
            </Link>
          ) : (
            <span className={`${styles.button} ${styles.buttonDisabled}`} aria-hidden="true">
              ← Previous
            </span>
          )}
          <span className={styles.pagerState}>
            Page {pagination.page} of {pagination.pageCount}
          </span>
          {pagination.page < pagination.pageCount ? (
            <Link to={staffListHref({ ...query, page: pagination.page + 1 })} className={styles.button} rel="next" preventScrollReset>
              Next →
            </Link>
          ) : (
            <span className={`${styles.button} ${styles.buttonDisabled}`} aria-hidden="true">
              Next →
            </span>
          )}
        </nav>
      ) : null}
    </div>
  );
}

export { StaffError as ErrorBoundary } from './staff-layout';
