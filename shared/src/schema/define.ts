// defineComponent / defineBlock: one definition per Strapi component, from which come the
// TypeScript type (ComponentData<typeof def>), the runtime validator (def.schema), the Strapi
// component JSON (def.strapiSchema, written to cms/src/components by the generator), the populate
// rule (def.populate), the admin's labels and layout (schema/admin-config) and, for blocks, what
// the block needs from the CMS besides its own fields (def.needs).
import { z } from 'zod';
import type { DataNeed } from '../content/data-needs.js';
import type { StrapiAdminIcon } from './admin-icons.js';
import type { ComponentRef, Field, StrapiAttribute } from './fields.js';
import { populateFor, type PopulateRule } from './populate.js';

export type FieldMap = Record<string, Field<unknown>>;

type Out<F> = F extends Field<infer T> ? T : never;
export type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The data of a set of fields: fields that may be empty become optional keys. */
export type FieldsData<F extends FieldMap> = Simplify<
  { [K in keyof F as undefined extends Out<F[K]> ? never : K]: Out<F[K]> } & {
    [K in keyof F as undefined extends Out<F[K]> ? K : never]?: Exclude<Out<F[K]>, undefined>;
  }
>;

export interface ComponentInfo {
  displayName: string;
  /** One of Strapi's admin icon names (schema/admin-icons). */
  icon: StrapiAdminIcon;
  /** What the component is for and when to use it: editors read it in the block picker. */
  description: string;
}

export interface StrapiComponentSchema {
  collectionName: string;
  info: ComponentInfo;
  options: Record<string, never>;
  attributes: Record<string, StrapiAttribute>;
}

export interface ComponentDefinition<Uid extends string, Data> extends ComponentRef<Data> {
  readonly uid: Uid;
  readonly category: string;
  readonly name: string;
  readonly info: ComponentInfo;
  readonly fields: FieldMap;
  readonly schema: z.ZodType<Data>;
  readonly populate: PopulateRule;
  readonly strapiSchema: StrapiComponentSchema;
}

export interface BlockDefinition<Uid extends string, Data> extends ComponentDefinition<Uid, Data> {
  /** What the block needs from the CMS besides its own fields, if anything (null: nothing this time). */
  readonly needs?: (block: Data) => DataNeed | null;
  /** A realistic example, valid against the definition: for tests and the editors' block gallery (the site never reads it). */
  readonly example: Data;
}

/** The data type of a component or block definition. */
export type ComponentData<D> = D extends ComponentDefinition<string, infer T> ? T : never;

const NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function snake(s: string): string {
  return s.replace(/-/g, '_');
}

function plural(s: string): string {
  if (/(s|x|ch|sh)$/.test(s)) return `${s}es`;
  if (/[^aeiou]y$/.test(s)) return `${s.slice(0, -1)}ies`;
  return `${s}s`;
}

function build<Cat extends string, Name extends string, F extends FieldMap, Extra>(
  category: Cat,
  name: Name,
  info: ComponentInfo,
  fields: F,
  extra: z.ZodRawShape,
): ComponentDefinition<`${Cat}.${Name}`, Simplify<Extra & FieldsData<F>>> {
  if (!NAME_PATTERN.test(name)) throw new Error(`Component name "${name}" must be kebab-case`);
  const shape: Record<string, z.core.$ZodType> = { ...extra };
  const attributes: Record<string, StrapiAttribute> = {};
  for (const [key, field] of Object.entries(fields)) {
    shape[key] = field.zod;
    attributes[key] = field.strapi;
  }
  const uid = `${category}.${name}` as const;
  return {
    uid,
    category,
    name,
    info,
    fields,
    schema: z.object(shape) as unknown as z.ZodType<Simplify<Extra & FieldsData<F>>>,
    populate: populateFor(fields),
    strapiSchema: {
      collectionName: `components_${snake(category)}_${plural(snake(name))}`,
      info,
      options: {},
      attributes,
    },
  };
}

/** A component nested inside blocks or content types (links, cards, SEO, menu entries). */
export function defineComponent<Cat extends string, Name extends string, F extends FieldMap>(
  def: {
    category: Cat;
    name: Name;
    fields: F;
    /** Rules across fields that the CMS enforces on save: each problem names its field. */
    check?: (data: Partial<FieldsData<F>>) => { field: keyof F & string; message: string }[];
  } & ComponentInfo,
) {
  const { category, name, fields, displayName, icon, description, check } = def;
  const built = build<Cat, Name, F, { id?: number }>(category, name, { displayName, icon, description }, fields, {
    id: z.number().optional(),
  });
  return check ? { ...built, check: check as (data: Record<string, unknown>) => { field: string; message: string }[] } : built;
}

/** A component of the "elements" category: the items and links that blocks are made of. */
export function defineElement<Name extends string, F extends FieldMap>(def: Omit<Parameters<typeof defineComponent<'elements', Name, F>>[0], 'category'>) {
  return defineComponent<'elements', Name, F>({ ...def, category: 'elements' });
}

export type BlockData<Name extends string, F extends FieldMap> = Simplify<
  { __component: `blocks.${Name}`; id: number } & FieldsData<F>
>;

/** A page-builder block: a component of the "blocks" category used in a page's dynamic zone. */
export function defineBlock<Name extends string, F extends FieldMap>(
  def: {
    name: Name;
    fields: F;
    /** What the block needs from the CMS besides its own fields (child pages, resources). */
    needs?: (block: BlockData<Name, F>) => DataNeed | null;
    /** A realistic example of the block's content (its __component is the block's own). */
    example: NoInfer<Omit<BlockData<Name, F>, '__component'>>;
  } & ComponentInfo,
): BlockDefinition<`blocks.${Name}`, BlockData<Name, F>> {
  const { name, fields, needs, example, displayName, icon, description } = def;
  const built = build<'blocks', Name, F, { __component: `blocks.${Name}`; id: number }>(
    'blocks',
    name,
    { displayName, icon, description },
    fields,
    { __component: z.literal(`blocks.${name}`), id: z.number() },
  );
  const full = { __component: `blocks.${name}`, ...example } as BlockData<Name, F>;
  return needs ? { ...built, needs, example: full } : { ...built, example: full };
}
