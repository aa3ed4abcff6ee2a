import { z } from 'zod';
import { blocksPopulate, parseBlocks, type Block, type BlockProblem } from '../blocks/registry.js';
import { ICON_NAMES } from '../blocks/icons.js';
import { seoComponent, type Seo } from './seo.js';

/**
 * A page's path: "/" or lower-case segments of letters, digits and hyphens, except that the
 * spec's campaign path "/Caravan23" keeps its capital. Paths are matched case-insensitively.
 */
export const PAGE_PATH_PATTERN = '^/([A-Za-z0-9]+(-[A-Za-z0-9]+)*(/[A-Za-z0-9]+(-[A-Za-z0-9]+)*)*)?$';

export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** The parent path of a page ("/services/saas/ucaas" -> "/services/saas"), or null for "/". */
export function parentPath(path: string): string | null {
  if (path === '/') return null;
  const i = path.lastIndexOf('/');
  return i <= 0 ? '/' : path.slice(0, i);
}

const pageBaseSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  path: z.string(),
  summary: z.string().nullish(),
  icon: z.enum(['none', ...ICON_NAMES]).nullish(),
  showInSearch: z.boolean().nullish(),
  updatedAt: z.string().nullish(),
  publishedAt: z.string().nullish(),
});

const rawPageSchema = pageBaseSchema.extend({
  seo: seoComponent.schema,
  blocks: z.unknown(),
});

export type PageSummary = z.output<typeof pageBaseSchema>;
export type Page = PageSummary & { seo: Seo; blocks: Block[] };

export const pageSummarySchema = pageBaseSchema;

/** Validates a page from the CMS; bad blocks are dropped and reported, a bad page throws. */
export function parsePage(raw: unknown): { page: Page; problems: BlockProblem[] } {
  const base = rawPageSchema.parse(raw);
  const { blocks, problems } = parseBlocks(base.blocks);
  return { page: { ...base, blocks }, problems };
}

/** The fields a page query needs, seo and every block included. */
export function pagePopulate() {
  return { seo: seoComponent.populate, blocks: blocksPopulate() };
}
