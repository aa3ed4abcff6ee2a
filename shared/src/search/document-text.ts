// Every word a visitor can read on a page or a resource, for the full-text index: walked from
// the shared field definitions (schema/), so a new block or field is indexed without a list kept
// here. Plain and multi-line text and rich text count; fields with a pattern (links, addresses,
// e-mail, slugs), choices, numbers and media do not. Field names that title a section (heading,
// title, question) go to the headings, which rank above the body.
import { richTextSchema, richTextToPlain } from '../content/rich-text.js';
import type { ComponentRef, Field } from '../schema/field-types.js';

export interface DocumentText {
  headings: string[];
  body: string[];
}

type Fields = Readonly<Record<string, Field<unknown>>>;

const HEADING_FIELDS = new Set(['heading', 'title', 'question', 'subheading', 'eyebrow', 'name']);

function add(list: string[], value: unknown) {
  if (typeof value === 'string' && value.trim() !== '') list.push(value.trim());
}

function walkComponent(ref: ComponentRef<unknown> | undefined, value: unknown, out: DocumentText) {
  if (!ref || !value || typeof value !== 'object') return;
  collectText(ref.fields, value as Record<string, unknown>, out);
}

/** Adds the visible text of `data` (a document or component) to `out`, by its field definitions. */
export function collectText(fields: Fields, data: Record<string, unknown>, out: DocumentText = { headings: [], body: [] }, skip: readonly string[] = []): DocumentText {
  for (const [name, field] of Object.entries(fields)) {
    if (skip.includes(name)) continue;
    const value = data[name];
    if (value === null || value === undefined) continue;
    const type = field.strapi.type;
    if ((type === 'string' || type === 'text') && field.strapi.regex === undefined && !field.meta.hidden) {
      add(HEADING_FIELDS.has(name) ? out.headings : out.body, value);
    } else if (type === 'blocks') {
      const parsed = richTextSchema.safeParse(value);
      if (parsed.success) add(out.body, richTextToPlain(parsed.data));
    } else if (type === 'component') {
      const ref = field.components?.[0];
      for (const item of Array.isArray(value) ? value : [value]) walkComponent(ref, item, out);
    } else if (type === 'dynamiczone' && Array.isArray(value)) {
      for (const item of value) {
        const uid = (item as { __component?: unknown } | null)?.__component;
        walkComponent(field.components?.find((c) => c.uid === uid), item, out);
      }
    }
  }
  return out;
}
