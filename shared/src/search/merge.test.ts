import { describe, expect, it } from 'vitest';
import type { BlogSummary } from '../content/blog.js';
import { SEARCH_PAGE_SIZE, SEARCH_SUGGESTION_LIMIT } from './constants.js';
import {
  blogToSearchItem,
  combinedPageWindow,
  mergeResults,
  pageToSearchItem,
  shouldShowViewAll,
  viewAllLabel,
  type SearchItem,
  type SourceResult,
} from './merge.js';

function item(kind: SearchItem['kind'], n: number): SearchItem {
  return { kind, title: `${kind} ${n}`, description: '', url: `/${kind}/${n}` };
}

function source(kind: SearchItem['kind'], shown: number, total: number): SourceResult {
  return { items: Array.from({ length: shown }, (_, i) => item(kind, i + 1)), total };
}

describe('mergeResults', () => {
  it('lists site pages first, then resources', () => {
    const merged = mergeResults(source('page', 2, 2), source('resource', 3, 3));
    expect(merged.items.map((i) => i.kind)).toEqual(['page', 'page', 'resource', 'resource', 'resource']);
    expect(merged.items.map((i) => i.title)).toEqual(['page 1', 'page 2', 'resource 1', 'resource 2', 'resource 3']);
  });

  it('adds up both totals even when each list was cut to the suggestion limit', () => {
    expect(SEARCH_SUGGESTION_LIMIT).toBe(5);
    const merged = mergeResults(source('page', 5, 13), source('resource', 5, 42));
    expect(merged.items).toHaveLength(10);
    expect(merged.total).toBe(55);
  });

  it('keeps the other source when one source has no results', () => {
    const merged = mergeResults(source('page', 0, 0), source('resource', 2, 7));
    expect(merged.items.map((i) => i.kind)).toEqual(['resource', 'resource']);
    expect(merged.total).toBe(7);
  });
});

describe('shouldShowViewAll', () => {
  it('hides the link for no result or a single result', () => {
    expect(shouldShowViewAll(0)).toBe(false);
    expect(shouldShowViewAll(1)).toBe(false);
  });

  it('shows the link for more than one result', () => {
    expect(shouldShowViewAll(2)).toBe(true);
    expect(shouldShowViewAll(55)).toBe(true);
  });
});

describe('viewAllLabel', () => {
  it('reads "View all N results for term"', () => {
    expect(viewAllLabel(55, 'cloud')).toBe('View all 55 results for cloud');
  });
});

describe('search item conversion', () => {
  it('turns a page index entry into a page item linking to its url', () => {
    expect(
      pageToSearchItem({
        id: 3,
        attributes: { metaTitle: 'Cloud services', metaDescription: 'Backups', metaKeywords: 'baas', url: '/services/cloud-services' },
      }),
    ).toEqual({ kind: 'page', title: 'Cloud services', description: 'Backups', url: '/services/cloud-services' });
  });

  it('turns a resource into a resource item under /resources, falling back to the excerpt', () => {
    const blog: BlogSummary = {
      id: 1,
      documentId: 'abc',
      title: 'Council goes SD-WAN',
      slug: 'council-goes-sd-wan',
      type: 'case_study',
      excerpt: 'How a regional council joined 14 sites.',
      metaDescription: null,
      youtubeUrl: null,
      doc: { id: 9, url: '/uploads/brief.pdf' },
    };
    expect(blogToSearchItem(blog)).toEqual({
      kind: 'resource',
      title: 'Council goes SD-WAN',
      description: 'How a regional council joined 14 sites.',
      url: '/resources/council-goes-sd-wan',
      docUrl: '/uploads/brief.pdf',
      youtubeUrl: undefined,
    });
  });
});

describe('combinedPageWindow', () => {
  const localTotal = 13;

  it('page 1 takes the first ten local matches and nothing from the CMS', () => {
    expect(SEARCH_PAGE_SIZE).toBe(10);
    expect(combinedPageWindow(1, 10, localTotal)).toEqual({ localStart: 0, localEnd: 10, cmsStart: 0, cmsLimit: 0 });
  });

  it('page 2 takes the last three local matches and the first seven CMS matches', () => {
    expect(combinedPageWindow(2, 10, localTotal)).toEqual({ localStart: 10, localEnd: 13, cmsStart: 0, cmsLimit: 7 });
  });

  it('page 3 takes only CMS matches, continuing after the seven already shown', () => {
    expect(combinedPageWindow(3, 10, localTotal)).toEqual({ localStart: 13, localEnd: 13, cmsStart: 7, cmsLimit: 10 });
  });

  it('page 4 continues the CMS list ten further on', () => {
    expect(combinedPageWindow(4, 10, localTotal)).toEqual({ localStart: 13, localEnd: 13, cmsStart: 17, cmsLimit: 10 });
  });

  it('covers every item exactly once across consecutive pages', () => {
    const cmsTotal = 31;
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const w = combinedPageWindow(page, 10, localTotal);
      for (let i = w.localStart; i < w.localEnd; i++) seen.push(`local-${i}`);
      for (let i = w.cmsStart; i < Math.min(w.cmsStart + w.cmsLimit, cmsTotal); i++) seen.push(`cms-${i}`);
    }
    const expected = [
      ...Array.from({ length: localTotal }, (_, i) => `local-${i}`),
      ...Array.from({ length: cmsTotal }, (_, i) => `cms-${i}`),
    ];
    expect(seen).toEqual(expected);
  });

  it('with no local matches, pages read the CMS list from the start', () => {
    expect(combinedPageWindow(1, 10, 0)).toEqual({ localStart: 0, localEnd: 0, cmsStart: 0, cmsLimit: 10 });
    expect(combinedPageWindow(2, 10, 0)).toEqual({ localStart: 0, localEnd: 0, cmsStart: 10, cmsLimit: 10 });
  });
});
