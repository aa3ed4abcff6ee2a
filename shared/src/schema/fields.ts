// Field builders for the block and component definitions. Each field carries, in one place,
// the runtime validator for what Strapi returns, the Strapi attribute it becomes in the
// generated component JSON, and (for media and components) the populate rule Strapi needs.
import { z } from 'zod';
import { mediaSchema, type Media } from '../content/media.js';
import { richTextSchema, type RichText } from '../content/rich-text.js';
import type { PopulateRule } from './populate.js';

/** A Strapi attribute as it appears in a component or content-type schema.json. */
export type StrapiAttribute = Record<string, unknown> & { type: string };

export interface Field<Out> {
  readonly zod: z.ZodType<Out>;
  readonly strapi: StrapiAttribute;
  /** Present for fields Strapi does not return unless populated (media, components). */
  readonly populate?: PopulateRule;
}

/** Strapi answers null for empty optional values; the site works with undefined. */
function optional<T>(schema: z.ZodType<T>): z.ZodType<T | undefined> {
  return schema
    .nullish()
    .transform((v) => (v === null ? undefined : v)) as unknown as z.ZodType<T | undefined>;
}

interface TextOptions {
  required?: boolean;
  min?: number;
  max?: number;
  /** A regular expression source the value must match (also enforced by Strapi). */
  pattern?: string;
  default?: string;
}

function textField(type: 'string' | 'text', o: TextOptions): Field<string | undefined> {
  let s = z.string();
  if (o.min !== undefined) s = s.min(o.min);
  if (o.max !== undefined) s = s.max(o.max);
  if (o.pattern !== undefined) s = s.regex(new RegExp(o.pattern));
  const strapi: StrapiAttribute = { type };
  if (o.required) strapi.required = true;
  if (o.min !== undefined) strapi.minLength = o.min;
  if (o.max !== undefined) strapi.maxLength = o.max;
  if (o.pattern !== undefined) strapi.regex = o.pattern;
  if (o.default !== undefined) strapi.default = o.default;
  return { zod: o.required ? s : optional(s), strapi };
}

/** A single line of text (Strapi "string"). */
export function string(o: TextOptions & { required: true }): Field<string>;
export function string(o?: TextOptions & { required?: false }): Field<string | undefined>;
export function string(o: TextOptions = {}): Field<string | undefined> {
  return textField('string', o);
}

/** Several lines of plain text (Strapi "text"); rendered as text, never as HTML. */
export function text(o: TextOptions & { required: true }): Field<string>;
export function text(o?: TextOptions & { required?: false }): Field<string | undefined>;
export function text(o: TextOptions = {}): Field<string | undefined> {
  return textField('text', o);
}

/**
 * A link target: a site path ("/services/cloud-services"), an absolute http(s) URL, a tel: or
 * a mailto: address, a link token the site fills from Global settings ({phone-link},
 * {email-link}, {portal-url}; see content/tokens.ts) or an anchor on the same page
 * ("#enquire"). Anything else (javascript:, data:) is refused by the CMS and the site.
 */
export const LINK_PATTERN =
  '^(/[^\\s]*|https?://[^\\s]+|tel:\\+?[0-9 ()-]+|mailto:[^\\s@]+@[^\\s@]+|\\{(phone-link|email-link|portal-url)\\}|#[a-z][a-z0-9-]*)$';

export function href(o: { required: true }): Field<string>;
export function href(o?: { required?: false }): Field<string | undefined>;
export function href(o: { required?: boolean } = {}): Field<string | undefined> {
  return textField('string', { required: o.required, max: 300, pattern: LINK_PATTERN });
}

export function richText(o: { required: true }): Field<RichText>;
export function richText(o?: { required?: false }): Field<RichText | undefined>;
export function richText(o: { required?: boolean } = {}): Field<RichText | undefined> {
  const strapi: StrapiAttribute = { type: 'blocks' };
  if (o.required) strapi.required = true;
  return { zod: o.required ? richTextSchema : optional(richTextSchema), strapi };
}

export function enumeration<const V extends readonly [string, ...string[]]>(
  values: V,
  o: { default: V[number] },
): Field<V[number]> {
  // An enumeration always has a value: Strapi fills the default, the validator does too.
  const s = z.enum(values as unknown as [V[number], ...V[number][]]);
  return {
    zod: s.nullish().transform((v) => v ?? o.default) as unknown as z.ZodType<V[number]>,
    strapi: { type: 'enumeration', enum: [...values], default: o.default, required: true },
  };
}

export function boolean(o: { default: boolean }): Field<boolean> {
  return {
    zod: z
      .boolean()
      .nullish()
      .transform((v) => v ?? o.default) as unknown as z.ZodType<boolean>,
    strapi: { type: 'boolean', default: o.default },
  };
}

export function integer(o: { min: number; max: number; default: number }): Field<number> {
  return {
    zod: z
      .number()
      .int()
      .min(o.min)
      .max(o.max)
      .nullish()
      .transform((v) => v ?? o.default) as unknown as z.ZodType<number>,
    strapi: { type: 'integer', min: o.min, max: o.max, default: o.default, required: true },
  };
}

interface MediaOptions {
  required?: boolean;
  allowedTypes?: readonly ('images' | 'files' | 'videos')[];
}

export function media(o: MediaOptions & { required: true }): Field<Media>;
export function media(o?: MediaOptions & { required?: false }): Field<Media | undefined>;
export function media(o: MediaOptions = {}): Field<Media | undefined> {
  const strapi: StrapiAttribute = {
    type: 'media',
    multiple: false,
    allowedTypes: [...(o.allowedTypes ?? ['images'])],
  };
  if (o.required) strapi.required = true;
  return { zod: o.required ? mediaSchema : optional(mediaSchema), strapi, populate: true };
}

/** What a field needs to know about the component it embeds. */
export interface ComponentRef<Out> {
  readonly uid: string;
  readonly schema: z.ZodType<Out>;
  readonly populate: PopulateRule;
}

interface ComponentOptions {
  required?: boolean;
  min?: number;
  max?: number;
}

export function component<Out>(
  ref: ComponentRef<Out>,
  o: ComponentOptions & { repeatable: true },
): Field<Out[]>;
export function component<Out>(
  ref: ComponentRef<Out>,
  o: ComponentOptions & { repeatable?: false; required: true },
): Field<Out>;
export function component<Out>(
  ref: ComponentRef<Out>,
  o?: ComponentOptions & { repeatable?: false; required?: false },
): Field<Out | undefined>;
export function component<Out>(
  ref: ComponentRef<Out>,
  o: ComponentOptions & { repeatable?: boolean } = {},
): Field<Out[] | Out | undefined> {
  const strapi: StrapiAttribute = {
    type: 'component',
    component: ref.uid,
    repeatable: Boolean(o.repeatable),
  };
  if (o.required) strapi.required = true;
  if (o.min !== undefined) strapi.min = o.min;
  if (o.max !== undefined) strapi.max = o.max;
  if (o.repeatable) {
    let arr = z.array(ref.schema);
    if (o.min !== undefined) arr = arr.min(o.min);
    if (o.max !== undefined) arr = arr.max(o.max);
    const zod = arr
      .nullish()
      .transform((v) => v ?? []) as unknown as z.ZodType<Out[]>;
    return { zod, strapi, populate: ref.populate };
  }
  return {
    zod: o.required ? ref.schema : optional(ref.schema),
    strapi,
    populate: ref.populate,
  };
}
