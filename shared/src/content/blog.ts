// A resource (Strapi collection type "blog"): news, case studies and guides, with the document
// and video that may go with them.
import { z } from 'zod';
import { mediaSchema } from './media.js';
import { richTextSchema } from './rich-text.js';

import { RESOURCE_TYPES } from './resource-types.js';

const relatedPageSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  path: z.string(),
});

/** What lists, cards and search suggestions need. */
export const blogSummarySchema = z.object({
  id: z.number(),
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  type: z.enum(RESOURCE_TYPES).nullish().transform((v) => v ?? 'news'),
  excerpt: z.string().nullish(),
  publishedDate: z.string().nullish(),
  metaTitle: z.string().nullish(),
  metaKeywords: z.string().nullish(),
  metaDescription: z.string().nullish(),
  youtubeUrl: z.string().nullish(),
  featured: z.boolean().nullish(),
  cover: mediaSchema.nullish(),
  doc: mediaSchema.nullish(),
});

export const blogSchema = blogSummarySchema.extend({
  body: richTextSchema.nullish(),
  industries: z.array(relatedPageSchema).nullish(),
  services: z.array(relatedPageSchema).nullish(),
  updatedAt: z.string().nullish(),
});

export type BlogSummary = z.output<typeof blogSummarySchema>;
export type Blog = z.output<typeof blogSchema>;

export const blogSummaryPopulate = { cover: true, doc: true } as const;
export const blogPopulate = {
  cover: true,
  doc: true,
  industries: { fields: ['title', 'path'] },
  services: { fields: ['title', 'path'] },
} as const;
