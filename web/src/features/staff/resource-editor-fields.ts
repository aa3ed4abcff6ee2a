// The resource editor's form state: the fields as the form holds them, made from a resource
// and turned into what the staff API receives.
import type { ResourceType } from '@ironbark/shared/content/resource-types';
import type { FileSummary } from './resource-rules';
import { blocksToEditor, editorToBlocks, type EditorDoc } from './rich-text-convert';
import type { StaffResource } from './staff-query';

export interface EditorFields {
  title: string;
  slug: string;
  /** False while the address follows the title (a new resource whose address nobody typed). */
  slugEdited: boolean;
  type: ResourceType;
  publishedDate: string;
  excerpt: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  youtubeUrl: string;
  featured: boolean;
  body: EditorDoc;
  cover: FileSummary | null;
  doc: FileSummary | null;
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

export function fieldsFrom(resource: StaffResource | null): EditorFields {
  return {
    title: resource?.title ?? '',
    slug: resource?.slug ?? '',
    slugEdited: Boolean(resource),
    type: resource?.type ?? 'news',
    publishedDate: resource?.publishedDate ?? today(),
    excerpt: resource?.excerpt ?? '',
    metaTitle: resource?.metaTitle ?? '',
    metaKeywords: resource?.metaKeywords ?? '',
    metaDescription: resource?.metaDescription ?? '',
    youtubeUrl: resource?.youtubeUrl ?? '',
    featured: resource?.featured ?? false,
    body: blocksToEditor(resource?.body).doc,
    cover: resource?.cover ?? null,
    doc: resource?.doc ?? null,
  };
}

/** What the staff API receives for these fields. */
export function inputFrom(fields: EditorFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    type: fields.type,
    publishedDate: fields.publishedDate,
    excerpt: fields.excerpt,
    metaTitle: fields.metaTitle,
    metaKeywords: fields.metaKeywords,
    metaDescription: fields.metaDescription,
    youtubeUrl: fields.youtubeUrl,
    featured: fields.featured,
    body: editorToBlocks(fields.body),
    cover: fields.cover?.id ?? null,
    doc: fields.doc?.id ?? null,
  };
}

/** The form's contents as compared for unsaved changes. */
export const snapshot = (fields: EditorFields) => JSON.stringify(inputFrom(fields));
