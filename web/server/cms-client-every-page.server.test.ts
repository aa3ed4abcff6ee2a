import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectionSchema } from '@ironbark/shared/content/strapi-envelope';
import { CMS_MAX_PAGE_SIZE, getEveryPage, type CmsClient } from './cms-client.server.js';

const list = collectionSchema(z.object({ slug: z.string() }));

/** A CMS holding `total` items that answers pages slowly, counting requests and the most at once. */
function pagedCms(total: number) {
  const seen = { requests: 0, inFlight: 0, maxInFlight: 0, pageSizes: new Set<number>() };
  const cms: CmsClient = {
    async get(_path, params, schema) {
      const { page, pageSize } = params.pagination as { page: number; pageSize: number };
      seen.requests++;
      seen.pageSizes.add(pageSize);
      seen.inFlight++;
      seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
      // Later pages answer sooner, so an order kept by arrival would be wrong.
      await new Promise((r) => setTimeout(r, 30 - Math.min(page, 25)));
      seen.inFlight--;
      const start = (page - 1) * pageSize;
      const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => ({ slug: `r-${start + i}` }));
      return schema.parse({ data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } });
    },
    send: () => Promise.reject(new Error('not used')),
    raw: () => Promise.reject(new Error('not used')),
  };
  return { cms, seen };
}

describe('getEveryPage', () => {
  it('reads 10,000 items in order, 100 a request, several requests at a time', async () => {
    const { cms, seen } = pagedCms(10_000);
    const items = await getEveryPage(cms, '/api/blogs', { fields: ['slug'] }, list, { concurrency: 6 });
    expect(items).toHaveLength(10_000);
    expect(items.every((item, i) => item.slug === `r-${i}`)).toBe(true);
    expect(seen.requests).toBe(100);
    expect([...seen.pageSizes]).toEqual([CMS_MAX_PAGE_SIZE]);
    expect(seen.maxInFlight).toBe(6);
  });

  it('makes one request when everything fits in one page, and none more for an empty collection', async () => {
    for (const total of [0, 1, 100]) {
      const { cms, seen } = pagedCms(total);
      const items = await getEveryPage(cms, '/api/pages', {}, list);
      expect(items.map((i) => i.slug)).toEqual(Array.from({ length: total }, (_, i) => `r-${i}`));
      expect(seen.requests).toBe(1);
    }
  });

  it('reads a last partial page', async () => {
    const { cms, seen } = pagedCms(250);
    const items = await getEveryPage(cms, '/api/pages', {}, list);
    expect(items).toHaveLength(250);
    expect(items[249]).toEqual({ slug: 'r-249' });
    expect(seen.requests).toBe(3);
  });
});
