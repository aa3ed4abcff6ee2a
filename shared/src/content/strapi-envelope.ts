// Strapi 5 REST answers: `{ data, meta: { pagination } }` for collections, `{ data }` otherwise.
import { z } from 'zod';

export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});

export type Pagination = z.output<typeof paginationSchema>;

export function collectionSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({ pagination: paginationSchema }),
  });
}

export function singleSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
