// The local page index (/assets/api/pages.json) and its client-side filter (spec section 7):
// matches on the meta title, description and keywords (and the page's own short title), ranked
// by relevance (rank.ts).
import { z } from 'zod';
import { searchFieldsOf, type SearchItem } from './item.js';
import { rankByRelevance, suggestAlternative } from './rank.js';

export const pagesIndexEntrySchema = z.object({
  id: z.number(),
  attributes: z.object({
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.string(),
    url: z.string(),
    /** The page's own title ("SD-WAN"), which ranks like the meta title. */
    title: z.string().optional(),
  }),
});

export const pagesIndexSchema = z.object({
  data: z.array(pagesIndexEntrySchema),
  meta: z.object({ generatedAt: z.string(), total: z.number().int() }),
});

export type PagesIndexEntry = z.output<typeof pagesIndexEntrySchema>;
export type PagesIndex = z.output<typeof pagesIndexSchema>;

/** A page of the index as a search result. */
export function pageToSearchItem(entry: PagesIndexEntry): SearchItem {
  const a = entry.attributes;
  return {
    kind: 'page',
    title: a.metaTitle,
    description: a.metaDescription,
    url: a.url,
    keywords: a.metaKeywords,
    ...(a.title ? { shortTitle: a.title } : {}),
  };
}

const fieldsOfEntry = (entry: PagesIndexEntry) => searchFieldsOf(pageToSearchItem(entry));

/** Every page that matches the term, most relevant first. */
export function matchLocalPages(entries: readonly PagesIndexEntry[], term: string): PagesIndexEntry[] {
  return rankByRelevance(entries, term, fieldsOfEntry);
}

/** "Did you mean": a nearby term that finds pages, when the term finds none. */
export function suggestFromPages(entries: readonly PagesIndexEntry[], term: string): string | null {
  return suggestAlternative(entries, term, fieldsOfEntry);
}
