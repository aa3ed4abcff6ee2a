// The site search's full-text answer (the CMS's GET /api/site-search, cms/src/search), as the
// header box and /search read it. How a query is read and the facets are in facets.ts, which has
// no zod, for the page bundles.
import { z } from 'zod';
import { RESOURCE_TYPES } from '../content/resource-types.js';
import { SEARCH_FACETS } from './facets.js';

export const fullTextHitSchema = z.object({
  kind: z.enum(['page', 'resource']),
  resourceType: z.enum(RESOURCE_TYPES).nullable(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  docUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  /** Text around the first match in the body, when the body holds one. */
  snippet: z.string().nullable(),
  score: z.number(),
});

export const fullTextAnswerSchema = z.object({
  items: z.array(fullTextHitSchema),
  /** Every match (of the facet asked for, if any). */
  total: z.number().int(),
  /** Matches per facet, before the facet asked for is applied. */
  facets: z.record(z.enum(SEARCH_FACETS), z.number().int()),
  /** A nearby spelling, when the term as typed finds nothing (the results are then for it). */
  suggestion: z.string().nullable(),
});

export type FullTextHit = z.output<typeof fullTextHitSchema>;
export type FullTextAnswer = z.output<typeof fullTextAnswerSchema>;
