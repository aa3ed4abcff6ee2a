// The local page index (/assets/api/pages.json) and its client-side filter (spec section 7).
import { z } from 'zod';

export const pagesIndexEntrySchema = z.object({
  id: z.number(),
  attributes: z.object({
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.string(),
    url: z.string(),
  }),
});

export const pagesIndexSchema = z.object({
  data: z.array(pagesIndexEntrySchema),
  meta: z.object({ generatedAt: z.string(), total: z.number().int() }),
});

export type PagesIndexEntry = z.output<typeof pagesIndexEntrySchema>;
export type PagesIndex = z.output<typeof pagesIndexSchema>;

/** Every page whose title, description or keywords contain the normalised term. */
export function matchLocalPages(entries: readonly PagesIndexEntry[], term: string): PagesIndexEntry[] {
  if (term === '') return [];
  return entries.filter(({ attributes: a }) =>
    [a.metaTitle, a.metaDescription, a.metaKeywords].some((v) => v.toLowerCase().includes(term)),
  );
}
