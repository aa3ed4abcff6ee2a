// The resource editor's form state: the fields as the form holds them, made from a resource
// and turned into what the staff API receives. The plain text fields are the staff resource
// contract's (shared/src/content/resource-fields.ts): a field added there is held and sent too.
import { type RESOURCE_TEXT_FIELDS, resourceContract, type ResourceContract } from '@ironbark/shared/content/resource-fields';
import type { ResourceType } from '@ironbark/shared/content/resource-types';
import type { FileSummary } from './resource-rules';
import { blocksToEditor, editorToBlocks, type EditorDoc } from './rich-text-convert';
import type { StaffResource } from './staff-query';
import { siteDay } from '@ironbark/shared/time';

export type TextFieldName = keyof typeof RESOURCE_TEXT_FIELDS;

export type EditorFields = FixedFields & Record<TextFieldName, string>;

interface FixedFields {
  title: string;
  slug: string;
  /** False while the address follows the title (a new resource whose address nobody typed). */
  slugEdited: boolean;
  type: ResourceType;
  publishedDate: string;
  youtubeUrl: string;
  featured: boolean;
  body: EditorDoc;
  cover: FileSummary | null;
  doc: FileSummary | null;
}

const today = () => siteDay();

/** The contract's text fields of a resource (or of the form), empty when absent. */
function texts(source: object | null, contract: ResourceContract): Record<string, string> {
  const values = (source ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(contract.textFields).map((name) => [name, typeof values[name] === 'string' ? values[name] : '']));
}

export function fieldsFrom(resource: StaffResource | null, contract: ResourceContract = resourceContract): EditorFields {
  return {
    ...(texts(resource, contract) as Record<TextFieldName, string>),
    title: resource?.title ?? '',
    slug: resource?.slug ?? '',
    slugEdited: Boolean(resource),
    type: resource?.type ?? 'news',
    publishedDate: resource?.publishedDate ?? today(),
    youtubeUrl: resource?.youtubeUrl ?? '',
    featured: resource?.featured ?? false,
    body: blocksToEditor(resource?.body).doc,
    cover: resource?.cover ?? null,
    doc: resource?.doc ?? null,
  };
}

/** What the staff API receives for these fields. */
export function inputFrom(fields: EditorFields, contract: ResourceContract = resourceContract) {
  return {
    ...texts(fields, contract),
    title: fields.title,
    slug: fields.slug,
    type: fields.type,
    publishedDate: fields.publishedDate,
    youtubeUrl: fields.youtubeUrl,
    featured: fields.featured,
    body: editorToBlocks(fields.body),
    cover: fields.cover?.id ?? null,
    doc: fields.doc?.id ?? null,
  };
}

/** The form's contents as compared for unsaved changes. */
export const snapshot = (fields: EditorFields) => JSON.stringify(inputFrom(fields));
