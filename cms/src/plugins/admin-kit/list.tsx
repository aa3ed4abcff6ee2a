// An admin list page's list: its filters (a choice or a text each) with "Show", the load's error line, a line while it
// loads and one when it is empty, the table (a column a heading; a date column in the site's time
// zone, from the one formatter module), and paging: page numbers when the answer says how many
// pages there are, Newer/Older (or the labels given) either way. Its data comes from useAdminList.
import type { CSSProperties, ReactNode } from 'react';
import { Box, Button, Field, Flex, SingleSelect, SingleSelectOption, Td, Tr, Typography } from '@strapi/design-system';
import { formatDateTime, formatWeekdayDateTime } from '@ironbark/shared/time';
import { ErrorLine, ListTable } from './page';
import { hasNext, pageNumbers } from './paging';
import type { AdminListData } from './use-admin-list';

export interface Column<R> {
  heading: string;
  /** The cell: text is set as the table's text, anything else as it is. */
  cell?: (row: R) => ReactNode;
  /** A date column instead: the row's time ("27 Nov 2026, 9:30 am", "–" for none) in the site's time zone. */
  date?: (row: R) => string | null | undefined;
  /** With the day of the week ("Fri 27 Nov 2026, 9:30 am"). */
  weekday?: boolean;
  /** Long text: wraps instead of widening the table. */
  wrap?: boolean;
}

type Tone = 'neutral600' | 'success600' | 'danger600';

/** A filter: a choice among options (with "all" first), or typed text. */
export interface Filter {
  name: string;
  label: string;
  /** The choice that filters nothing, e.g. "All types". */
  all?: string;
  options?: [value: string, label: string][];
}

const ALL = '__all__';

export interface AdminListProps<R> {
  /** The list's data (its rows, error line, filters and paging); none for a second table of the same answer. */
  list?: Pick<AdminListData<unknown, R>, 'rows' | 'error' | 'loading' | 'filters' | 'setFilter' | 'show' | 'paging' | 'goTo'>;
  /** The rows, when not the list's own; null until loaded. */
  rows?: R[] | null;
  columns: Column<R>[];
  /** A row's key; its id by default. */
  rowKey?: (row: R) => string | number;
  empty: string;
  emptyTone?: Tone;
  /** The line while the first answer is awaited (none: nothing is drawn until it comes). */
  loadingText?: string;
  /** The filters' fields (their values are the list's); a "Show" button applies them. */
  filters?: Filter[];
  /** A heading inside the frame. */
  title?: string;
  titleTone?: Tone;
  /** Drawn on a white card (a heading, the table, the paging), as the plugins' lists are. */
  framed?: boolean;
  marginBottom?: 6;
  /** Above the table once loaded (a summary line). */
  above?: ReactNode;
  /** The paging's labels (older entries come next in a newest-first list) and what it counts. */
  pageLabels?: [previous: string, next: string];
  noun?: string;
  /** On the frame (or the table when unframed), and on the table. */
  testId?: string;
  tableTestId?: string;
  rowStyle?: CSSProperties;
}

const wrapStyle = { whiteSpace: 'normal' } as const;

function Cell<R>({ column, row }: { column: Column<R>; row: R }) {
  if (column.date) {
    const at = column.date(row);
    return <Typography>{at ? (column.weekday ? formatWeekdayDateTime(at) : formatDateTime(at)) : '–'}</Typography>;
  }
  const value = column.cell?.(row);
  return typeof value === 'string' || typeof value === 'number' ? <Typography style={column.wrap ? wrapStyle : undefined}>{value}</Typography> : <>{value}</>;
}

function FilterField({ filter, value, set }: { filter: Filter; value: string; set: (value: string) => void }) {
  return (
    <Field.Root name={filter.name}>
      <Field.Label>{filter.label}</Field.Label>
      {filter.options ? (
        <SingleSelect value={value || ALL} onChange={(v: string | number) => set(v === ALL ? '' : String(v))}>
          <SingleSelectOption value={ALL}>{filter.all ?? 'All'}</SingleSelectOption>
          {filter.options.map(([option, label]) => (
            <SingleSelectOption key={option} value={option}>
              {label}
            </SingleSelectOption>
          ))}
        </SingleSelect>
      ) : (
        <Field.Input value={value} onChange={(e: React.ChangeEvent<HTMLInputElement>) => set(e.target.value)} />
      )}
    </Field.Root>
  );
}

const byId = (row: unknown) => (row as { id: string | number }).id;

export function AdminList<R>(props: AdminListProps<R>) {
  const { list, rows = list?.rows, columns, rowKey = byId, empty, emptyTone = 'neutral600', loadingText, filters, title, titleTone, framed, marginBottom, above, pageLabels = ['Previous', 'Next'], noun = 'entries', testId, tableTestId, rowStyle } = props;
  const error = list?.error ?? '';
  const paging = list?.paging ?? null;

  let body: ReactNode;
  if (rows === null || rows === undefined) body = loadingText && !error ? <Typography>{loadingText}</Typography> : null;
  else
    body = (
      <>
        {above}
        {rows.length === 0 ? (
          <Typography textColor={emptyTone}>{empty}</Typography>
        ) : (
          <ListTable headings={columns.map((c) => c.heading)} rowCount={rows.length} testId={framed ? tableTestId : (tableTestId ?? testId)}>
            {rows.map((row) => (
              <Tr key={rowKey(row)} style={rowStyle}>
                {columns.map((column, i) => (
                  <Td key={i} style={column.wrap ? wrapStyle : undefined}>
                    <Cell column={column} row={row} />
                  </Td>
                ))}
              </Tr>
            ))}
          </ListTable>
        )}
        {paging ? (
          <Flex gap={2} marginTop={4} alignItems="center" wrap="wrap" tag="nav" aria-label="Pages">
            <Button variant="tertiary" disabled={paging.page <= 1 || list?.loading} onClick={() => list?.goTo(paging.page - 1)}>
              {pageLabels[0]}
            </Button>
            {paging.pageCount !== undefined
              ? pageNumbers(paging.page, paging.pageCount).map((n, i) =>
                  n === null ? (
                    <Typography key={`gap-${i}`} aria-hidden>
                      …
                    </Typography>
                  ) : (
                    <Button key={n} size="S" variant={n === paging.page ? 'secondary' : 'ghost'} aria-current={n === paging.page ? 'page' : undefined} aria-label={`Page ${n}`} disabled={list?.loading} onClick={() => list?.goTo(n)}>
                      {n}
                    </Button>
                  ),
                )
              : null}
            {paging.pageCount !== undefined ? (
              <Typography>
                Page {paging.page} of {Math.max(1, paging.pageCount)}
                {paging.total !== undefined ? ` (${paging.total} ${noun})` : ''}
              </Typography>
            ) : null}
            <Button variant="tertiary" disabled={!hasNext(paging) || list?.loading} onClick={() => list?.goTo(paging.page + 1)}>
              {pageLabels[1]}
            </Button>
          </Flex>
        ) : null}
      </>
    );

  const heading = title ? (
    <Box marginBottom={4}>
      <Typography variant="delta" tag="h2" textColor={titleTone}>
        {title}
      </Typography>
    </Box>
  ) : null;

  return (
    <>
      {filters && list ? (
        <Flex gap={4} alignItems="flex-end" wrap="wrap" marginBottom={6}>
          {filters.map((filter) => (
            <FilterField key={filter.name} filter={filter} value={list.filters[filter.name] ?? ''} set={(value) => list.setFilter(filter.name, value)} />
          ))}
          <Button onClick={() => list.show()}>Show</Button>
        </Flex>
      ) : null}
      <ErrorLine message={error} />
      {framed ? (
        body !== null ? (
          <Box background="neutral0" hasRadius shadow="tableShadow" padding={5} marginBottom={marginBottom} data-testid={testId}>
            {heading}
            {body}
          </Box>
        ) : null
      ) : (
        <>
          {heading}
          {body}
        </>
      )}
    </>
  );
}
