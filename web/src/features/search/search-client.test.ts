import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsSearchUrl, searchBoth } from './search-client';

const hit = (kind: 'page' | 'resource', title: string, score: number) => ({
  kind,
  resourceType: kind === 'page' ? null : 'guide',
  title,
  description: '',
  url: `/${title}`,
  docUrl: null,
  youtubeUrl: null,
  snippet: null,
  score,
});
const facets = { page: 0, news: 0, case_study: 0, guide: 0, pdf: 0 };

afterEach(() => vi.unstubAllGlobals());

describe('searchBoth', () => {
  it('asks for pages and resources separately, 5 each, and lists them together by score with the true total', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const kind = new URL(url).searchParams.get('kind');
      const body = kind === 'page' ? { items: [hit('page', 'sd-wan', 9), hit('page', 'fair-use', 1)], total: 7, facets, suggestion: null } : { items: [hit('resource', 'checklist', 5)], total: 12, facets, suggestion: null };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const found = await searchBoth({ cmsPublicUrl: 'http://cms', cmsSearchToken: '' }, 'sd-wan', new AbortController().signal);
    expect(asked.sort()).toEqual([cmsSearchUrl('http://cms', 'sd-wan', 'page'), cmsSearchUrl('http://cms', 'sd-wan', 'resource')].sort());
    expect(asked[0]).toContain('limit=5');
    expect(found.items.map((i) => i.url)).toEqual(['/sd-wan', '/checklist', '/fair-use']);
    expect(found.total).toBe(19);
    expect(found.failed).toEqual([]);
  });

  it('keeps the results of one source when the other fails', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      new URL(url).searchParams.get('kind') === 'page' ? new Response('down', { status: 502 }) : new Response(JSON.stringify({ items: [hit('resource', 'x', 1)], total: 1, facets, suggestion: null })),
    );
    const found = await searchBoth({ cmsPublicUrl: 'http://cms', cmsSearchToken: 't' }, 'radio', new AbortController().signal);
    expect(found.failed).toEqual(['pages']);
    expect(found.items).toHaveLength(1);
  });
});
