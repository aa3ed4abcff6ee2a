// What every field of the schema DSL is (fields.ts builds them): the Strapi attribute, the
// admin's view of it, the validators, and the helpers the field builders share.
import { z } from 'zod';
import type { PopulateRule } from './populate.js';

/** A Strapi attribute as it appears in a component or content-type schema.json. */
export type StrapiAttribute = Record<string, unknown> & { type: string };

/** Columns of the admin's 12-column edit grid. */
export type FieldWidth = 4 | 6 | 8 | 12;

/** What editors see of a field in the admin. */
export interface FieldMeta {
  /** The field's name for people, in plain Australian English ("Show in site search"). */
  label: string;
  /** One line under the input, when what the field does is not obvious from its label. */
  description?: string;
  /** Example text shown in the empty input. */
  placeholder?: string;
  /** Admin edit-grid width; each field type has a sensible default. */
  width?: FieldWidth;
  /** Shown but not editable in the admin (e.g. what a visitor sent). */
  readOnly?: boolean;
  /** Not shown in the admin's edit view (bookkeeping fields). */
  hidden?: boolean;
}

export interface Field<Out, In = unknown> {
  readonly zod: z.ZodType<Out>;
  readonly strapi: StrapiAttribute;
  readonly meta: FieldMeta;
  /** Present for fields Strapi does not return unless populated (media, components, relations). */
  readonly populate?: PopulateRule;
  /** The components the field may hold (component and dynamic-zone fields). */
  readonly components?: readonly ComponentRef<unknown>[];
  /** A rule Strapi cannot express, enforced by the CMS on save: a problem message or null. */
  readonly check?: (value: unknown) => string | null;
  /** What other writers (the staff API) may send for the field, with their error messages. */
  readonly input?: z.ZodType<In>;
  /** Relations: the related document's attribute the admin shows. */
  readonly mainField?: string;
}

/** What a field needs to know about the component it embeds. */
export interface ComponentRef<Out> {
  readonly uid: string;
  readonly category: string;
  readonly name: string;
  readonly schema: z.ZodType<Out>;
  readonly populate: PopulateRule;
  readonly fields: Record<string, Field<unknown>>;
  /** Rules across the component's fields, enforced by the CMS on save (schema/checks). */
  readonly check?: (data: Record<string, unknown>) => { field: string; message: string }[];
}

export function metaOf(o: FieldMeta): FieldMeta {
  const meta: FieldMeta = { label: o.label };
  if (o.description !== undefined) meta.description = o.description;
  if (o.placeholder !== undefined) meta.placeholder = o.placeholder;
  if (o.width !== undefined) meta.width = o.width;
  if (o.readOnly) meta.readOnly = true;
  if (o.hidden) meta.hidden = true;
  return meta;
}

/** Strapi answers null for empty optional values; the site works with undefined. */
export function optional<T>(schema: z.ZodType<T>): z.ZodType<T | undefined> {
  return schema
    .nullish()
    .transform((v) => (v === null ? undefined : v)) as unknown as z.ZodType<T | undefined>;
}

/** Input of an optional field: an empty string or null clears it (stored as null). */
export function optionalInput<T>(schema: z.ZodType<T>): z.ZodType<T | null | undefined> {
  return z.preprocess(
    (v) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v),
    schema.nullish(),
  ) as unknown as z.ZodType<T | null | undefined>;
}
