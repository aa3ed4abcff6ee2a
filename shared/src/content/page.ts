// A page of the site (Strapi collection type "page"): its address, its place in the site search
// and menus, its SEO fields and the blocks it is built from.
import { blockDefinitions, parseBlocks, type Block, type BlockProblem } from '../blocks/registry.js';
import { ICON_NAMES } from '../blocks/icons.js';
import { defineContentType, type SelectionData } from '../schema/content-type.js';
import { boolean, component, dynamicZone, enumeration, string, text } from '../schema/fields.js';
import { PAGE_PATH_PATTERN } from './patterns.js';
import { SEO_LIMITS, seoComponent, type Seo } from './seo.js';
import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';

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

export const pageContentType = defineContentType({
  kind: 'collectionType',
  singularName: 'page',
  pluralName: 'pages',
  displayName: CONTENT_TYPE_EDITORIAL.page.label,
  description: 'A page of the site, built from blocks. Its path is its address on the site.',
  draftAndPublish: true,
  fields: {
    title: string({
      label: 'Title',
      required: true,
      max: 120,
      description: 'The page\'s name in menus, breadcrumbs and cards',
    }),
    path: string({
      label: 'Path',
      required: true,
      unique: true,
      max: 200,
      pattern: PAGE_PATH_PATTERN,
      patternMessage: 'Start with / and use letters, digits and hyphens, e.g. /services/cloud-services',
      description: 'The page\'s address on the site; its parent is the path without the last part',
      placeholder: '/services/cloud-services',
    }),
    summary: text({
      label: 'Summary',
      max: 300,
      description: 'One or two sentences shown on the card for this page in "Child pages" lists',
    }),
    icon: enumeration(['none', ...ICON_NAMES], {
      default: 'none',
      label: 'Icon',
      description: 'Shown on this page\'s card in "Child pages" lists',
    }),
    showInSearch: boolean({
      default: true,
      label: 'Show in site search',
      description: 'Show this page in the site search and the search index',
    }),
    hideMainNavigation: boolean({
      default: false,
      label: 'Hide the main navigation',
      description: 'For campaign pages: visitors see the logo, the phone number and this page, without the menus',
    }),
    seo: component(seoComponent, { required: true, label: 'Search and sharing' }),
    blocks: dynamicZone(blockDefinitions, {
      label: 'Blocks',
      description: 'The page\'s content, top to bottom; start with a Hero',
    }),
  },
  admin: {
    mainField: 'title',
    listColumns: ['title', 'path', 'updatedAt'],
    sort: { by: 'path', order: 'ASC' },
    pageSize: 50,
    editorActions: ['create', 'read', 'update', 'delete', 'publish'],
  },
  preview: { kind: 'page', refField: 'path' },
});

/** The fields of a page summary (the REST `fields` parameter for child-page lists). */
export const PAGE_SUMMARY_FIELDS = ['title', 'path', 'summary', 'icon', 'showInSearch'] as const;

/** What a whole page reads besides its summary, SEO and blocks. */
const PAGE_LAYOUT_FIELDS = ['hideMainNavigation'] as const;

/** What menus, cards and child-page lists need of a page. */
export const pageSummarySchema = pageContentType.select(PAGE_SUMMARY_FIELDS, { required: ['title', 'path'] });

export type PageSummary = SelectionData<(typeof pageContentType)['fields'], (typeof PAGE_SUMMARY_FIELDS)[number], 'title' | 'path'>;
export type Page = PageSummary & { seo: Seo; blocks: Block[]; hideMainNavigation?: boolean | null };

const rawPageSchema = pageContentType.select([...PAGE_SUMMARY_FIELDS, ...PAGE_LAYOUT_FIELDS, 'seo', 'blocks'], {
  required: ['title', 'path', 'seo'],
});

/** Validates a page from the CMS; bad blocks are dropped and reported, a bad page throws. */
export function parsePage(raw: unknown): { page: Page; problems: BlockProblem[] } {
  const base = rawPageSchema.parse(raw);
  const { blocks, problems } = parseBlocks(base.blocks);
  return { page: { ...base, blocks }, problems };
}

/**
 * A draft page, for preview. The CMS checks a page's search fields when it is published, not
 * when a draft is saved, so a draft may break their rules (a search description under 50
 * characters): those are reported for the editor's notice and the draft is shown with what it
 * has; any other problem throws, as parsePage.
 */
export function parseDraftPage(raw: unknown): { page: Page; problems: BlockProblem[]; seoProblems: string[] } {
  const strict = rawPageSchema.safeParse(raw);
  if (strict.success) {
    const { blocks, problems } = parseBlocks(strict.data.blocks);
    return { page: { ...strict.data, blocks }, problems, seoProblems: [] };
  }
  const issues = strict.error.issues;
  if (!issues.every((i) => i.path[0] === 'seo')) throw strict.error;
  const record = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const seo = (record.seo && typeof record.seo === 'object' ? record.seo : {}) as Record<string, unknown>;
  const fields = seoComponent.fields as Record<string, { meta: { label: string } } | undefined>;
  const seoProblems = [
    ...new Set(
      issues.map((i) => {
        const field = typeof i.path[1] === 'string' ? fields[i.path[1]]?.meta.label : undefined;
        return field ? `Search and sharing, ${field}: ${i.message}` : `Search and sharing: ${i.message}`;
      }),
    ),
  ];
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  // The rest of the page is checked as usual, with stand-in search fields that keep their rules.
  const base = rawPageSchema.parse({ ...record, seo: { metaTitle: 'Draft', metaDescription: 'd'.repeat(SEO_LIMITS.descriptionMin) } });
  const { blocks, problems } = parseBlocks(base.blocks);
  const title = typeof record.title === 'string' ? record.title : '';
  const draftSeo = {
    metaTitle: text(seo.metaTitle, SEO_LIMITS.title) || title.slice(0, SEO_LIMITS.title),
    metaDescription: text(seo.metaDescription, SEO_LIMITS.description),
    metaKeywords: typeof seo.metaKeywords === 'string' ? text(seo.metaKeywords, SEO_LIMITS.keywords) : null,
    noIndex: true,
  } as Seo;
  return { page: { ...base, seo: draftSeo, blocks }, problems, seoProblems };
}

/** The fields a page query needs, seo and every block included. */
export function pagePopulate() {
  return pageContentType.populate;
}
