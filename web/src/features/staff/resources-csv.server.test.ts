import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, neutraliseFormula, resourcesCsv } from './resources-csv.server';
import type { StaffResourceSummary } from './staff-query';
import { parseCsv } from '../../../tests/fixtures/csv';

const SITE = 'https://www.ironbark.example';

const base: StaffResourceSummary = {
  documentId: 'abcdefghij1234567890abcd',
  title: 'SD-WAN for 40 sites',
  slug: 'sd-wan-for-40-sites',
  type: 'case_study',
  publishedDate: '2024-05-14',
  excerpt: null,
  featured: true,
  updatedAt: '2024-05-15T01:02:03.000Z',
  status: 'modified',
  publishedAt: '2024-05-14T00:00:00.000Z',
  cover: { id: 1, name: 'c.png', url: '/uploads/c.png', mime: 'image/png', size: 10, alternativeText: null, thumbnailUrl: null },
  doc: { id: 2, name: 'd.pdf', url: 'https://bucket.example/d.pdf', mime: 'application/pdf', size: 10, alternativeText: null, thumbnailUrl: null },
};

describe('resourcesCsv', () => {
  it('starts with a byte-order mark and a header row, then one row per resource in order', () => {
    const csv = resourcesCsv([base, { ...base, documentId: 'x'.repeat(24), title: 'Second', status: 'draft', featured: false, cover: null, doc: null }], SITE);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows[1]).toEqual([
      'SD-WAN for 40 sites',
      'Case study',
      'Unpublished changes',
      '2024-05-14',
      '2024-05-15T01:02:03.000Z',
      'sd-wan-for-40-sites',
      'Yes',
      `${SITE}/resources/sd-wan-for-40-sites`,
      `${SITE}/uploads/c.png`,
      'https://bucket.example/d.pdf',
    ]);
    // A draft has no public page yet; missing files are empty cells.
    expect(rows[2]).toEqual(['Second', 'Case study', 'Draft', '2024-05-14', '2024-05-15T01:02:03.000Z', 'sd-wan-for-40-sites', 'No', '', '', '']);
    expect(rows).toHaveLength(3);
  });

  it('quotes commas, quotes and line breaks so every row keeps its columns', () => {
    const rows = parseCsv(resourcesCsv([{ ...base, title: 'Fast, "cheap"\nand good' }], SITE).slice(1));
    expect(rows[1]![0]).toBe('Fast, "cheap"\nand good');
    expect(rows[1]).toHaveLength(CSV_COLUMNS.length);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const rows = parseCsv(resourcesCsv([{ ...base, title: '=HYPERLINK("http://evil.example","x")' }], SITE).slice(1));
    expect(rows[1]![0]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseFormula(bad)).toBe(`'${bad}`);
    for (const fine of ['Plain', '2024-05-14', 'a=b']) expect(neutraliseFormula(fine)).toBe(fine);
  });
});
