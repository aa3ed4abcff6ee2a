// A resource (Strapi collection type "blog"): news, case studies and guides, with the document
// and video that may go with them.
import { defineContentType, type DocumentData, type SelectionData } from '../schema/content-type.js';
import { boolean, date, enumeration, media, relation, richText, string, text, uid } from '../schema/fields.js';
import { SLUG_PATTERN, YOUTUBE_URL_MESSAGE, YOUTUBE_URL_PATTERN } from './patterns.js';
import { RESOURCE_TYPES } from './resource-types.js';
import { SEO_LIMITS } from './seo.js';
import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';

/** Longest body a writer may send, in characters of plain text. */
export const RESOURCE_BODY_MAX = 20_000;

export const blogContentType = defineContentType({
  kind: 'collectionType',
  singularName: 'blog',
  pluralName: 'blogs',
  displayName: CONTENT_TYPE_EDITORIAL.blog.label,
  description: 'News, case studies and guides, with an optional PDF document and YouTube video',
  draftAndPublish: true,
  fields: {
    title: string({
      label: 'Title',
      required: true,
      min: 3,
      max: 140,
      requiredMessage: 'Give the resource a title',
    }),
    slug: uid({
      label: 'Address',
      targetField: 'title',
      max: 100,
      pattern: SLUG_PATTERN,
      patternMessage: 'Use lower-case letters, digits and hyphens, e.g. council-goes-sd-wan',
      description: 'The last part of the resource\'s address: /resources/<address>. Changing it breaks old links',
    }),
    type: enumeration(RESOURCE_TYPES, { default: 'news', label: 'Type', width: 4 }),
    publishedDate: date({
      label: 'Date',
      required: true,
      description: 'The date shown on the resource; lists are sorted by it, newest first',
    }),
    featured: boolean({
      default: false,
      label: 'Featured',
      description: 'Pin this resource first on the Resources page, above newer ones',
    }),
    excerpt: text({
      label: 'Excerpt',
      max: 320,
      width: 12,
      description: 'One or two sentences for cards and lists; the search description is used when empty',
    }),
    cover: media({ label: 'Cover image', description: 'Shown on cards and at the top of the resource; 1200 × 630 pixels' }),
    body: richText({ label: 'Body', maxPlainLength: RESOURCE_BODY_MAX }),
    doc: media({
      label: 'PDF document',
      allowedTypes: ['files'],
      description: 'Optional download: a PDF of at most 10 MB',
    }),
    gated: boolean({
      default: false,
      label: 'Ask name and email before the download',
      description: 'The PDF link leads to a short form; each download is stored as a lead (Form submissions)',
    }),
    youtubeUrl: string({
      label: 'YouTube video',
      max: 200,
      pattern: YOUTUBE_URL_PATTERN,
      patternMessage: YOUTUBE_URL_MESSAGE,
      placeholder: 'https://www.youtube.com/watch?v=…',
      description: 'Optional: shown with the resource, loaded only when the visitor presses play',
    }),
    industries: relation({
      label: 'Industries',
      target: 'api::page.page',
      relation: 'manyToMany',
      fields: ['title', 'path'],
      description: 'Industry pages this resource is about; they list it',
    }),
    services: relation({
      label: 'Services',
      target: 'api::page.page',
      relation: 'manyToMany',
      fields: ['title', 'path'],
      description: 'Service pages this resource is about; they list it',
    }),
    metaTitle: string({
      label: 'Search title',
      max: SEO_LIMITS.title,
      width: 12,
      description: 'The title in search results when it should differ from the title',
    }),
    metaKeywords: text({
      label: 'Search keywords',
      max: SEO_LIMITS.keywords,
      description: 'Words people search for, separated by commas; the site search matches them',
    }),
    metaDescription: text({
      label: 'Search description',
      max: SEO_LIMITS.description,
      description: 'The summary in search results and the site search',
    }),
    // Written by the CMS on every save (cms/src/search/search-text.ts), never by people: title,
    // keywords and description with letters and digits only, so the site search finds "Wi-Fi" by
    // "wifi" (search/normalise.ts).
    searchText: text({
      label: 'Search text',
      description: 'Kept up to date by the CMS from the title, keywords and description',
      hidden: true,
    }),
  },
  admin: {
    mainField: 'title',
    listColumns: ['title', 'type', 'publishedDate', 'updatedAt'],
    sort: { by: 'publishedDate', order: 'DESC' },
    pageSize: 20,
    editorActions: ['create', 'read', 'update', 'delete', 'publish'],
  },
  preview: { kind: 'resource' },
});

type BlogFields = (typeof blogContentType)['fields'];

const SUMMARY_FIELDS = [
  'title',
  'slug',
  'type',
  'excerpt',
  'publishedDate',
  'featured',
  'metaTitle',
  'metaKeywords',
  'metaDescription',
  'youtubeUrl',
  'cover',
  'doc',
  'gated',
] as const;

/** What lists, cards and search suggestions need. */
export const blogSummarySchema = blogContentType.select(SUMMARY_FIELDS, { required: ['title', 'slug', 'type'] });
export type BlogSummary = SelectionData<BlogFields, (typeof SUMMARY_FIELDS)[number], 'title' | 'slug' | 'type'>;

/** A whole resource, as its page shows it. */
export const blogSchema = blogContentType.schema;
export type Blog = DocumentData<BlogFields>;

export const blogSummaryPopulate = { cover: true, doc: true } as const;
/**
 * The summary's own fields (its media come with blogSummaryPopulate), for the `fields` of a
 * list or search request: without it Strapi answers every column, the rich-text body and the
 * search text included, for each of up to 100 resources a request.
 */
export const blogSummaryFields = SUMMARY_FIELDS.filter((f) => !(f in blogSummaryPopulate));
export const blogPopulate = blogContentType.populate;
