// The search-index generator (/assets/api/pages.json) and the page reads, against a fake CMS:
// what goes into the index, in the spec's shape, and what stays out.
import { describe, expect, it } from 'vitest';
import { ContentCache } from './cache.server';
import type { CmsClient } from './cms-client.server';
import { createServerContent } from './content.server';
import { readEnv } from './env.server';

const env = readEnv({
  CMS_API_TOKEN: 'x'.repeat(32),
  REVALIDATE_SECRET: 'r'.repeat(32),
  PREVIEW_SECRET: 'p'.repeat(32),
  SESSION_SECRET: 's'.repeat(32),
});

function seo(title: string, extra: Record<string, unknown> = {}) {
  return { id: 1, metaTitle: title, metaDescription: `${title}: a description long enough to be a real one for search.`, metaKeywords: 'network, radio', noIndex: false, ...extra };
}

const PAGES = [
  { documentId: 'a', title: 'Home', path: '/', showInSearch: true, seo: seo('Home of Ironbark', { metaDescription: 'Call {phone} for business internet, voice and managed networks.' }) },
  { documentId: 'b', title: 'SD-WAN', path: '/services/network-solutions/sd-wan', showInSearch: true, seo: seo('SD-WAN') },
  { documentId: 'c', title: 'Not found', path: '/not-found', showInSearch: false, seo: seo('Not found') },
  { documentId: 'd', title: 'Hidden', path: '/under-construction', showInSearch: true, seo: seo('Hidden', { noIndex: true }) },
];

const GLOBAL = {
  id: 1,
  documentId: 'g',
  siteName: 'Ironbark Communications',
  phone: '(02) 9000 1234',
  email: 'enquiries@ironbark.example',
  customerPortalUrl: 'https://portal.ironbark.example/login',
  copyrightYear: 2026,
};

function fakeCms(pages: unknown[], calls: string[] = []): CmsClient {
  return {
    async get(path, params, schema) {
      // Every read carrying editors' copy also reads Global settings, for the {phone} tokens.
      if (path === '/api/global') return schema.parse({ data: GLOBAL, meta: {} });
      if (path === '/api/navigation') return schema.parse({ data: { id: 1, documentId: 'n' }, meta: {} });
      calls.push(path);
      const page = Number((params.pagination as { page?: number } | undefined)?.page ?? 1);
      const size = 2;
      const slice = pages.slice((page - 1) * size, page * size);
      return schema.parse({ data: slice, meta: { pagination: { page, pageSize: size, pageCount: Math.ceil(pages.length / size), total: pages.length } } });
    },
    async send() {
      throw new Error('not used');
    },
    async raw() {
      throw new Error('not used');
    },
  };
}

describe('pages index (the build hook and /assets/api/pages.json)', () => {
  it('lists every published page meant for search, in the spec shape, across all CMS pages', async () => {
    const calls: string[] = [];
    const content = createServerContent(fakeCms(PAGES, calls), new ContentCache({ ttlMs: 60_000 }), env);
    const index = await content.pagesIndex();
    expect(index.data.map((e) => e.attributes.url)).toEqual(['/', '/services/network-solutions/sd-wan']);
    for (const entry of index.data) {
      // The spec's four attributes, and the page's own title (spec: items "may also carry
      // attributes.title"), which the search ranks like the meta title.
      expect(Object.keys(entry.attributes).sort()).toEqual(['metaDescription', 'metaKeywords', 'metaTitle', 'title', 'url']);
    }
    expect(index.meta.total).toBe(2);
    expect(calls.length).toBe(2); // two pages of two
    // Tokens in editors' copy carry today's Global values.
    expect(index.data[0]!.attributes.metaDescription).toBe('Call (02) 9000 1234 for business internet, voice and managed networks.');
  });

  it('leaves out pages hidden from search and pages marked noindex', async () => {
    const content = createServerContent(fakeCms(PAGES), new ContentCache({ ttlMs: 60_000 }), env);
    const urls = (await content.pagesIndex()).data.map((e) => e.attributes.url);
    expect(urls).not.toContain('/not-found');
    expect(urls).not.toContain('/under-construction');
  });

  it('is rebuilt after an editor changes a page (cache tag "page")', async () => {
    const pages = [...PAGES];
    const cache = new ContentCache({ ttlMs: 60_000 });
    const content = createServerContent(fakeCms(pages), cache, env);
    expect((await content.pagesIndex()).data).toHaveLength(2);
    pages.push({ documentId: 'e', title: 'New', path: '/industries/mining', showInSearch: true, seo: seo('Mining') });
    expect((await content.pagesIndex()).data).toHaveLength(2); // still cached
    cache.invalidate(['page']);
    expect((await content.pagesIndex()).data.map((e) => e.attributes.url)).toContain('/industries/mining');
  });
});
