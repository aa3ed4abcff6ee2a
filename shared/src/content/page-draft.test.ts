import { describe, expect, it } from 'vitest';
import { parseDraftPage, parsePage } from './page';

const draft = (seo: Record<string, unknown>) => ({
  documentId: 'd1',
  title: 'Draft page',
  path: '/draft-page',
  seo,
  blocks: [{ __component: 'blocks.hero', id: 1, variant: 'compact', heading: 'Draft heading' }],
});

describe('a draft page (preview)', () => {
  it('with a search description shorter than 50 characters is shown, with the problem named', () => {
    const raw = draft({ metaTitle: 'Draft', metaDescription: 'Too short.' });
    expect(() => parsePage(raw)).toThrow();
    const { page, seoProblems, problems } = parseDraftPage(raw);
    expect(page.seo.metaDescription).toBe('Too short.');
    expect(page.seo.noIndex).toBe(true);
    expect(page.blocks).toHaveLength(1);
    expect(problems).toEqual([]);
    expect(seoProblems).toHaveLength(1);
    expect(seoProblems[0]).toMatch(/^Search and sharing, Search description: /);
  });

  it('without search fields at all is shown under its title', () => {
    const { page, seoProblems } = parseDraftPage(draft({}));
    expect(page.seo.metaTitle).toBe('Draft page');
    expect(seoProblems.length).toBeGreaterThan(0);
  });

  it('that is fine parses as a published page would, and other problems still throw', () => {
    const fine = parseDraftPage(draft({ metaTitle: 'Draft', metaDescription: 'A draft page with a description long enough for search results.' }));
    expect(fine.seoProblems).toEqual([]);
    expect(() => parseDraftPage({ ...draft({ metaTitle: 'x', metaDescription: 'short' }), path: 'no slash' })).toThrow();
  });
});
