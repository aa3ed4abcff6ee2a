// defineContentType: one definition per Strapi content type (page, resource, global settings,
// navigation, redirect, form submission), the counterpart of defineBlock. From it come the Strapi
// schema.json (written to cms/src/api by the generator), the TypeScript type, the validator for
// what Strapi's REST API returns, the populate rule, the admin's labels, list columns and sort
// order, the preview target and the input validator other writers (the staff API) use.
import { z } from 'zod';
import type { Field, StrapiAttribute } from './fields.js';
import type { FieldMap, Simplify } from './define.js';
import { populateMap, type PopulateRule } from './populate.js';

type Out<F> = F extends Field<infer T> ? T : never;
type In<F> = F extends Field<unknown, infer I> ? I : never;

/** Attributes Strapi adds to every document. */
export const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** Timestamps as Strapi returns them (null or absent when not requested or not published). */
interface Timestamps {
  createdAt?: string | null;
  updatedAt?: string | null;
  publishedAt?: string | null;
}

type RequiredKeys<F extends FieldMap> = { [K in keyof F]: undefined extends Out<F[K]> ? never : K }[keyof F];
type OptionalKeys<F extends FieldMap> = Exclude<keyof F, RequiredKeys<F>>;

/**
 * A whole document as read from Strapi: required fields always present; optional ones may be
 * absent or null (the validator turns null into undefined, the type admits both so callers and
 * fixtures may write what Strapi sends).
 */
export type DocumentData<F extends FieldMap> = Simplify<
  { id: number; documentId: string } & Timestamps & { [K in RequiredKeys<F>]: Out<F[K]> } & {
    [K in OptionalKeys<F>]?: Exclude<Out<F[K]>, undefined> | null;
  }
>;

/**
 * Part of a document, as lists and cards read it (a `fields` subset, or a draft that is not yet
 * complete): the `required` keys are present, every other selected field may be missing.
 */
export type SelectionData<F extends FieldMap, K extends keyof F, R extends K> = Simplify<
  { documentId: string; id?: number } & Timestamps & { [P in R]: Out<F[P]> } & {
    [P in Exclude<K, R>]?: Exclude<Out<F[P]>, undefined> | null;
  }
>;

/** A selection's validator; like a zod object it can be extended with more fields. */
export type SelectionSchema<T> = z.ZodType<T> & {
  extend<E extends z.ZodRawShape>(shape: E): SelectionSchema<Simplify<T & z.output<z.ZodObject<E>>>>;
};

/** What a writer sends for the listed fields; the `optional` ones may be left out. */
export type InputData<F extends FieldMap, K extends keyof F, O extends K> = Simplify<
  { [P in Exclude<K, O>]: In<F[P]> } & { [P in O]?: In<F[P]> }
>;

/** What "Open preview" in the admin shows for a document of this type (preview/signed-link). */
export type PreviewRule =
  /** The page at the document's path. */
  | { kind: 'page'; refField: string }
  /** The resource page for the document, by its documentId. */
  | { kind: 'resource' }
  /** The home page, rendered with the draft of this site-wide document (navigation, global). */
  | { kind: 'site' }
  /** The form builder's form, drawn on its own as visitors will see it, by its documentId. */
  | { kind: 'form' };

export interface ContentTypeAdmin<K extends string> {
  /** What the admin shows for a document in relations and lists. */
  mainField: K | SystemField;
  /** The list view's columns, in order. */
  listColumns: readonly (K | SystemField)[];
  sort: { by: K | SystemField; order: 'ASC' | 'DESC' };
  /** Documents per list page (Strapi allows 10 to 100). */
  pageSize?: number;
  /**
   * The admin Editor role's actions on this type, ensured at every start-up
   * (create, read, update, delete, publish).
   */
  editorActions: readonly EditorAction[];
}

export type EditorAction = 'create' | 'read' | 'update' | 'delete' | 'publish';

/**
 * A single type's admin settings: it has one document and no list view, so its title is its
 * display name (mainField id; a field's value would show instead, a boolean as "true").
 */
export function singleTypeAdmin(editorActions: readonly EditorAction[]): ContentTypeAdmin<never> {
  return { mainField: 'id', listColumns: ['updatedAt'], sort: { by: 'updatedAt', order: 'DESC' }, editorActions };
}

export interface ContentTypeInfo {
  singularName: string;
  pluralName: string;
  displayName: string;
  description: string;
}

export interface StrapiContentTypeSchema {
  kind: 'collectionType' | 'singleType';
  collectionName: string;
  info: ContentTypeInfo;
  options: { draftAndPublish: boolean };
  pluginOptions: Record<string, { visible: false }>;
  attributes: Record<string, StrapiAttribute>;
}

export interface ContentTypeDefinition<Name extends string, F extends FieldMap> {
  readonly uid: `api::${Name}.${Name}`;
  readonly name: Name;
  readonly kind: 'collectionType' | 'singleType';
  readonly info: ContentTypeInfo;
  readonly draftAndPublish: boolean;
  readonly fields: F;
  readonly admin: ContentTypeAdmin<keyof F & string>;
  readonly preview?: PreviewRule;
  /** Validates a whole document as Strapi's REST API returns it (with `populate`). */
  readonly schema: z.ZodType<DocumentData<F>>;
  /** The `populate` parameter that returns every media, component and relation field. */
  readonly populate: Record<string, PopulateRule>;
  readonly strapiSchema: StrapiContentTypeSchema;
  /** A validator for part of a document; see SelectionData. */
  select<K extends keyof F & string, R extends K = never>(
    keys: readonly K[],
    opts?: { required?: readonly R[] },
  ): SelectionSchema<SelectionData<F, K, R>>;
  /** A validator for what a writer may send for the listed fields; see InputData. */
  inputSchema<K extends keyof F & string, O extends K = never>(
    keys: readonly K[],
    opts?: { optional?: readonly O[] },
  ): z.ZodType<InputData<F, K, O>>;
}

const timestamps = {
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  publishedAt: z.string().nullish(),
};

/** A field's validator that also accepts a missing value (for selections). */
function lenient(field: Field<unknown>): z.core.$ZodType {
  const acceptsEmpty = field.zod.safeParse(null).success && field.zod.safeParse(undefined).success;
  return acceptsEmpty ? field.zod : field.zod.nullish().transform((v) => (v === null ? undefined : v));
}

export function defineContentType<const Name extends string, F extends FieldMap>(def: {
  kind: 'collectionType' | 'singleType';
  singularName: Name;
  pluralName: string;
  displayName: string;
  description: string;
  draftAndPublish: boolean;
  fields: F;
  admin: ContentTypeAdmin<keyof F & string>;
  preview?: PreviewRule;
  /** Kept out of the admin's menus: a type whose content the site does not read yet, so editors are not offered edits that change nothing. */
  hiddenFromEditors?: boolean;
}): ContentTypeDefinition<Name, F> {
  const { kind, singularName, pluralName, displayName, description, draftAndPublish, fields, admin, preview, hiddenFromEditors } = def;
  const uid = `api::${singularName}.${singularName}` as const;
  const info: ContentTypeInfo = { singularName, pluralName, displayName, description };
  const attributes: Record<string, StrapiAttribute> = {};
  const shape: Record<string, z.core.$ZodType> = { id: z.number(), documentId: z.string(), ...timestamps };
  for (const [key, field] of Object.entries(fields)) {
    if ((SYSTEM_FIELDS as readonly string[]).includes(key)) throw new Error(`${uid}: "${key}" is a Strapi system field`);
    attributes[key] = field.strapi;
    shape[key] = field.zod;
  }
  for (const column of [admin.mainField, ...admin.listColumns, admin.sort.by]) {
    if (!(column in fields) && !(SYSTEM_FIELDS as readonly string[]).includes(column)) {
      throw new Error(`${uid}: the admin settings name "${column}", which is not a field`);
    }
  }

  return {
    uid,
    name: singularName,
    kind,
    info,
    draftAndPublish,
    fields,
    admin,
    ...(preview ? { preview } : {}),
    schema: z.object(shape) as unknown as z.ZodType<DocumentData<F>>,
    populate: populateMap(fields),
    strapiSchema: {
      kind,
      collectionName: pluralName.replace(/-/g, '_'),
      info,
      options: { draftAndPublish },
      pluginOptions: hiddenFromEditors ? { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } } : {},
      attributes,
    },
    select(keys, opts) {
      const required = new Set<string>(opts?.required ?? []);
      const picked: Record<string, z.core.$ZodType> = { documentId: z.string(), id: z.number().optional(), ...timestamps };
      for (const key of keys) {
        const field = fields[key] as Field<unknown>;
        picked[key] = required.has(key) ? field.zod : lenient(field);
      }
      return z.object(picked) as never;
    },
    inputSchema(keys, opts) {
      const optionalKeys = new Set<string>(opts?.optional ?? []);
      const picked: Record<string, z.core.$ZodType> = {};
      for (const key of keys) {
        const input = (fields[key] as Field<unknown>).input;
        if (!input) throw new Error(`${uid}.${key} takes no input outside the admin`);
        picked[key] = optionalKeys.has(key) ? input.optional() : input;
      }
      return z.object(picked) as never;
    },
  };
}
