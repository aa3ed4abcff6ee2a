// Field builders for what Strapi stores apart from the document's own columns: media, embedded
// components, dynamic zones and relations (each needs a populate rule to be read back).
import { z } from 'zod';
import { mediaSchema, type Media } from '../content/media.js';
import { metaOf, optional, optionalInput, type ComponentRef, type Field, type FieldMeta, type StrapiAttribute } from './field-types.js';

interface MediaOptions extends FieldMeta {
  required?: boolean;
  allowedTypes?: readonly ('images' | 'files' | 'videos')[];
}

type MediaField<R> = R extends { required: true } ? Field<Media, number> : Field<Media | undefined, number | null | undefined>;

/** A file from the media library. Writers send the file's id. */
export function media<const O extends MediaOptions>(o: O): MediaField<O> {
  const strapi: StrapiAttribute = {
    type: 'media',
    multiple: false,
    allowedTypes: [...(o.allowedTypes ?? ['images'])],
  };
  if (o.required) strapi.required = true;
  const input = z.number().int().positive();
  return {
    zod: o.required ? mediaSchema : optional(mediaSchema),
    strapi,
    meta: metaOf(o),
    populate: true,
    input: o.required ? input : optionalInput(input),
  } as unknown as MediaField<O>;
}

interface ComponentOptions extends FieldMeta {
  required?: boolean;
  min?: number;
  max?: number;
}

export function component<Out>(ref: ComponentRef<Out>, o: ComponentOptions & { repeatable: true }): Field<Out[]>;
export function component<Out>(
  ref: ComponentRef<Out>,
  o: ComponentOptions & { repeatable?: false; required: true },
): Field<Out>;
export function component<Out>(
  ref: ComponentRef<Out>,
  o: ComponentOptions & { repeatable?: false; required?: false },
): Field<Out | undefined>;
export function component<Out>(
  ref: ComponentRef<Out>,
  o: ComponentOptions & { repeatable?: boolean },
): Field<Out[] | Out | undefined> {
  const strapi: StrapiAttribute = {
    type: 'component',
    component: ref.uid,
    repeatable: Boolean(o.repeatable),
  };
  if (o.required) strapi.required = true;
  if (o.min !== undefined) strapi.min = o.min;
  if (o.max !== undefined) strapi.max = o.max;
  const base = { strapi, meta: metaOf(o), populate: ref.populate, components: [ref] };
  if (o.repeatable) {
    let arr = z.array(ref.schema);
    if (o.min !== undefined) arr = arr.min(o.min);
    if (o.max !== undefined) arr = arr.max(o.max);
    const zod = arr.nullish().transform((v) => v ?? []) as unknown as z.ZodType<Out[]>;
    return { ...base, zod };
  }
  return { ...base, zod: o.required ? ref.schema : optional(ref.schema) };
}

/**
 * A dynamic zone: a list of components of the given kinds (a page's blocks). Its items are
 * validated one by one by the caller (see blocks/registry parseBlocks), so one bad block never
 * fails the whole document.
 */
export function dynamicZone(refs: readonly ComponentRef<unknown>[], o: FieldMeta): Field<unknown> {
  return {
    zod: z.unknown(),
    strapi: { type: 'dynamiczone', components: refs.map((r) => r.uid) },
    meta: metaOf(o),
    populate: { on: Object.fromEntries(refs.map((r) => [r.uid, r.populate])) },
    components: refs,
  };
}

/** A link to other documents (Strapi "relation"), read with the listed attributes only. */
export function relation<const K extends string>(o: FieldMeta & {
  target: string;
  relation: 'manyToMany' | 'oneToMany';
  fields: readonly [K, ...K[]];
}): Field<({ documentId: string } & Record<K, string>)[], string[]> {
  const { target, relation: kind, fields, ...meta } = o;
  const item = z.object({
    documentId: z.string(),
    ...Object.fromEntries(fields.map((f) => [f, z.string()])),
  }) as unknown as z.ZodType<{ documentId: string } & Record<K, string>>;
  return {
    zod: z
      .array(item)
      .nullish()
      .transform((v) => v ?? []) as unknown as z.ZodType<({ documentId: string } & Record<K, string>)[]>,
    strapi: { type: 'relation', relation: kind, target },
    meta: metaOf(meta),
    populate: { fields },
    mainField: fields[0],
    input: z.array(z.string().min(1)),
  };
}

/**
 * A link to one document of another type (a one-way Strapi relation, so it may sit in a block):
 * read back with the fields named; writers send the document's documentId.
 */
export function documentRef<const K extends string>(o: FieldMeta & { target: string; fields: readonly [K, ...K[]] }): Field<({ documentId: string } & Partial<Record<K, string>>) | null, string | null | undefined> {
  const { target, fields, ...meta } = o;
  const item = z.object({
    documentId: z.string(),
    ...Object.fromEntries(fields.map((f) => [f, z.string().optional()])),
  }) as unknown as z.ZodType<{ documentId: string } & Partial<Record<K, string>>>;
  // Read back populated it is the document or null; the admin's edit view holds it as a change
  // ({ connect: [...], disconnect: [...] }, its existing link not loaded) or a list: the content
  // checks read those as the document chosen now, or as nothing said.
  const chosen = (value: unknown): unknown => {
    let one = value;
    if (Array.isArray(one)) one = one[0] ?? null;
    else if (one && typeof one === 'object' && 'connect' in one) one = (one as { connect?: unknown[] }).connect?.[0] ?? null;
    // An item of the admin's list that names no document (an id only) says nothing checkable.
    return one && typeof one === 'object' && typeof (one as { documentId?: unknown }).documentId !== 'string' ? null : one;
  };
  return {
    zod: z.preprocess(chosen, item.nullish()).transform((v) => v ?? null) as unknown as z.ZodType<({ documentId: string } & Partial<Record<K, string>>) | null>,
    strapi: { type: 'relation', relation: 'oneToOne', target },
    meta: metaOf(meta),
    populate: { fields },
    mainField: fields[0],
    input: z.string().min(1).nullish(),
  };
}

/** An admin user as a relation to one returns it (the fields the admin lets editors read). */
export interface AdminUserRef {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  email: string;
}

/** The name an admin user goes by: first and last name, else the e-mail address. */
export function adminUserName(user: Pick<AdminUserRef, 'firstname' | 'lastname' | 'email'>): string {
  return [user.firstname, user.lastname].filter((p) => typeof p === 'string' && p.trim() !== '').join(' ') || user.email;
}

/**
 * A link to one admin user (Strapi "relation" to admin::user, such as a lead's owner). Writers
 * send the user's id; the CMS checks the user is active (see the leads plugin).
 */
export function adminUser(o: FieldMeta): Field<AdminUserRef | null, number | null> {
  const user = z.object({ id: z.number().int(), firstname: z.string().nullish(), lastname: z.string().nullish(), email: z.string() });
  return {
    zod: user.nullish().transform((v) => v ?? null) as unknown as z.ZodType<AdminUserRef | null>,
    strapi: { type: 'relation', relation: 'manyToOne', target: 'admin::user' },
    meta: metaOf(o),
    populate: { fields: ['firstname', 'lastname', 'email'] },
    mainField: 'email',
    input: z.number().int().positive().nullable(),
  };
}
