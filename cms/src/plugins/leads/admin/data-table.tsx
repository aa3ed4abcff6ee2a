// A table of the measurement dashboard: column headings, numbers aligned right, the first rows
// shown and the rest one click away, and a line instead of an empty table.
import { useState, type ReactNode } from 'react';
import { Box, Button, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';

export interface Column<R> {
  heading: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
  /** Kept on one line (short words such as a channel). */
  nowrap?: boolean;
  /** A share of the table's width, e.g. "30%" (text columns; numbers take what they need). */
  width?: string;
}

const numericStyle = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

export interface DataTableProps<R> {
  /** Names the table for screen readers (the section's heading). */
  label: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  empty: string;
  first?: number;
  /** Rows shown even beyond the first (e.g. the unlisted campaigns, always last). */
  alwaysShow?: (row: R) => boolean;
  testId?: string;
}

export function DataTable<R>({ label, columns, rows, rowKey, empty, first = 10, alwaysShow, testId }: DataTableProps<R>) {
  const [all, setAll] = useState(false);
  if (rows.length === 0)
    return (
      <Typography textColor="neutral600" tag="p" data-testid={testId}>
        {empty}
      </Typography>
    );
  const collapsed = rows.filter((row, i) => i < first || alwaysShow?.(row));
  const shown = all ? rows : collapsed;
  return (
    <>
      <Box overflow="auto">
        <Table colCount={columns.length} rowCount={shown.length + 1} aria-label={label} data-testid={testId} style={{ tableLayout: 'auto' }}>
          <Thead>
            <Tr>
              {columns.map((c) => (
                <Th key={c.heading} style={c.numeric ? numericStyle : { width: c.width }}>
                  <Typography variant="sigma" textColor="neutral700" style={c.numeric ? { width: '100%' } : undefined}>
                    {c.heading}
                  </Typography>
                </Th>
              ))}
            </Tr>
          </Thead>
          <Tbody>
            {shown.map((row) => (
              <Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Td key={c.heading} style={c.numeric ? numericStyle : c.nowrap ? { whiteSpace: 'nowrap' } : { whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                    {c.cell(row)}
                  </Td>
                ))}
              </Tr>
            ))}
          </Tbody>
        </Table>
      </Box>
      {rows.length > collapsed.length ? (
        <Box paddingTop={3}>
          <Button variant="tertiary" size="S" onClick={() => setAll((a) => !a)} aria-expanded={all}>
            {all ? 'Show fewer rows' : `Show all ${rows.length} rows`}
          </Button>
        </Box>
      ) : null}
    </>
  );
}

/** A cell's text. */
export function Cell({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Typography textColor={muted ? 'neutral600' : 'neutral800'} variant={muted ? 'pi' : 'omega'}>
      {children}
    </Typography>
  );
}
