// Every item of a CMS collection, for the reads that need them all (the sitemap, the page index).
// Strapi answers at most 100 items a request (its maxLimit), so 10,000 resources are 100
// requests: the first one says how many pages there are, the rest are asked a few at a time in
// parallel instead of one after another (a sitemap rebuild after a publish took 100 round trips
// in a row).
import type { z } from 'zod';
import type { QueryParams } from '@ironbark/shared/strapi-query';
import type { CmsClient } from './cms-client.server.js';

/** Strapi's maxLimit: the most items one request may ask for. */
export const CMS_MAX_PAGE_SIZE = 100;

type PagedAnswer = z.ZodType<{ data: unknown[]; meta: { pagination: { pageCount: number } } }>;

/**
 * All items of `path` for `params` (which must sort by something stable: pages are read in
 * parallel), in order, `concurrency` requests at a time after the first.
 */
export async function getEveryPage<S extends PagedAnswer>(
  cms: CmsClient,
  path: string,
  params: QueryParams,
  schema: S,
  { concurrency = 6 }: { concurrency?: number } = {},
): Promise<z.output<S>['data']> {
  const read = (page: number) => cms.get(path, { ...params, pagination: { page, pageSize: CMS_MAX_PAGE_SIZE } }, schema);
  const first = await read(1);
  const pageCount = first.meta.pagination.pageCount;
  const pages: z.output<S>['data'][] = [first.data];
  let next = 2;
  const worker = async () => {
    while (next <= pageCount) {
      const page = next++;
      pages[page - 1] = (await read(page)).data;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(0, pageCount - 1)) }, worker));
  return pages.flat();
}
