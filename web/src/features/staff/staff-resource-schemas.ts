// The shape of what the CMS's resource management routes answer, checked on the server before
// anything reaches a page (web/server's CMS client does the same for the public reads).
import { z } from 'zod';
import { RESOURCE_TEXT_FIELDS } from '@ironbark/shared/content/resource-fields';
import { richTextSchema } from '@ironbark/shared/content/rich-text';
import { RESOURCE_TYPES } from '@ironbark/shared/content/resource-types';
import { fileSummarySchema } from './resource-rules';
import { RESOURCE_STATUSES } from '@ironbark/shared/content/resource-contract';

export const staffResourceSummarySchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string().nullable(),
  type: z.enum(RESOURCE_TYPES).nullable().transform((v) => v ?? 'news'),
  publishedDate: z.string().nullable(),
  excerpt: z.string().nullable(),
  featured: z.boolean().nullable().transform((v) => v === true),
  updatedAt: z.string().nullable(),
  status: z.enum(RESOURCE_STATUSES),
  publishedAt: z.string().nullable(),
  cover: fileSummarySchema.nullable(),
  doc: fileSummarySchema.nullable(),
});
export type StaffResourceSummary = z.output<typeof staffResourceSummarySchema>;

/** The staff resource contract's text fields, as the CMS answers them (null when empty). */
const textFields = Object.fromEntries(Object.keys(RESOURCE_TEXT_FIELDS).map((name) => [name, z.string().nullable()])) as Record<
  keyof typeof RESOURCE_TEXT_FIELDS,
  z.ZodNullable<z.ZodString>
>;

export const staffResourceSchema = staffResourceSummarySchema.extend({
  ...textFields,
  body: richTextSchema.nullable(),
  youtubeUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type StaffResource = z.output<typeof staffResourceSchema>;

export const staffResourceListSchema = z.object({
  data: z.array(staffResourceSummarySchema),
  meta: z.object({
    pagination: z.object({ page: z.number().int(), pageSize: z.number().int(), pageCount: z.number().int(), total: z.number().int() }),
  }),
});

