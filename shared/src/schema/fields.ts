// Field builders for the block, component and content-type definitions. Each field carries, in
// one place: the runtime validator for what Strapi returns (`zod`), the Strapi attribute it
// becomes in the generated schema files (`strapi`), the populate rule Strapi needs (media,
// components, relations), what editors see in the admin (`meta`: label, description, placeholder,
// width) and, where writers other than the admin may set it, the validator for their input
// (`input`, used by the staff API).
import { z } from 'zod';
import { ISO_DATE_PATTERN, LINK_PATTERN, YEAR_PATTERN, isIsoDate } from '../content/patterns.js';
import { plainTextToRichText, richTextSchema, richTextToPlain, type RichText } from '../content/rich-text.js';
import { LEAD_LIMITS, isValidEmail } from '../forms/lead-rules.js';
import { controlCharacterError, multiLineMessage, singleLineMessage } from '../forms/text-rules.js';
import { metaOf, optional, optionalInput, type Field, type FieldMeta, type StrapiAttribute } from './field-types.js';

export type { ComponentRef, Field, FieldMeta, FieldWidth, StrapiAttribute } from './field-types.js';
export { adminUser, adminUserName, component, documentRef, dynamicZone, media, relation, type AdminUserRef } from './structure-fields.js';

interface TextOptions extends FieldMeta {
  required?: boolean;
  min?: number;
  max?: number;
  /** A regular expression source the value must match (also enforced by Strapi). */
  pattern?: string;
  /** The error writers see when the pattern does not match. */
  patternMessage?: string;
  /** The error writers see when a required value is missing. */
  requiredMessage?: string;
  default?: string;
  unique?: boolean;
}

type Text<R> = R extends { required: true } ? Field<string, string> : Field<string | undefined, string | null | undefined>;

/** Either check's problem, the first first. */
export function bothChecks(a: Field<unknown>['check'], b: Field<unknown>['check']): (value: unknown) => string | null {
  return (value) => a?.(value) ?? b?.(value) ?? null;
}

/**
 * The control-character rule of forms/text-rules: none in a single line (Strapi "string"), line
 * breaks and tabs only in several lines (Strapi "text").
 */
function controlCheck(label: string, multiLine: boolean) {
  return (value: unknown) => (typeof value === 'string' ? controlCharacterError(label, value, multiLine) : null);
}

function textInput(o: TextOptions, multiLine = false): z.ZodType<string> {
  // Checked before trimming, so a value cannot end in a line break that trimming would hide.
  let s = z
    .string()
    .refine((v) => controlCharacterError(o.label, v, multiLine) === null, { message: multiLine ? multiLineMessage(o.label) : singleLineMessage(o.label), abort: true })
    .trim();
  if (o.required) s = s.min(1, o.requiredMessage ?? `${o.label} is required`);
  if (o.min !== undefined) s = s.min(o.min, o.requiredMessage ?? `${o.label} must be at least ${o.min} characters`);
  if (o.max !== undefined) s = s.max(o.max, `${o.label} must be at most ${o.max} characters`);
  if (o.pattern !== undefined) s = s.regex(new RegExp(o.pattern), o.patternMessage ?? `${o.label} is not in the expected form`);
  return s;
}

function textField(type: 'string' | 'text', o: TextOptions): Field<string | undefined, string | null | undefined> {
  let s = z.string();
  if (o.min !== undefined) s = s.min(o.min);
  if (o.max !== undefined) s = s.max(o.max);
  if (o.pattern !== undefined) s = s.regex(new RegExp(o.pattern));
  const strapi: StrapiAttribute = { type };
  if (o.required) strapi.required = true;
  if (o.unique) strapi.unique = true;
  if (o.min !== undefined) strapi.minLength = o.min;
  if (o.max !== undefined) strapi.maxLength = o.max;
  if (o.pattern !== undefined) strapi.regex = o.pattern;
  if (o.default !== undefined) strapi.default = o.default;
  const input = textInput(o, type === 'text');
  return {
    zod: o.required ? s : optional(s),
    strapi,
    meta: metaOf(o),
    check: controlCheck(o.label, type === 'text'),
    input: o.required ? input : optionalInput(input),
  };
}

/** A single line of text (Strapi "string"). */
export function string<const O extends TextOptions>(o: O): Text<O> {
  return textField('string', o) as Text<O>;
}

/** Several lines of plain text (Strapi "text"); rendered as text, never as HTML. */
export function text<const O extends TextOptions>(o: O): Text<O> {
  return textField('text', o) as Text<O>;
}

/** A link target: a site path, an http(s) address, a tel: or a mailto: address. */
export function href<const O extends FieldMeta & { required?: boolean }>(o: O): Text<O> {
  return textField('string', {
    ...o,
    max: 300,
    pattern: LINK_PATTERN,
    patternMessage: 'Use a site path (/contact-us), a web address (https://…), tel: or mailto:',
  }) as Text<O>;
}

/**
 * An email address, stored as plain text: the site's one email rule (isValidEmail in
 * forms/lead-rules, validator.js isEmail) is enforced by the CMS on save through `check`, so
 * Strapi's own, different email pattern never refuses an address the site accepted.
 */
export function email<const O extends FieldMeta & { required?: boolean }>(o: O): Text<O> {
  const base = textField('string', { ...o, max: LEAD_LIMITS.email });
  const message = 'Enter an email address like name@company.com.au';
  const input = textInput({ ...o, max: LEAD_LIMITS.email });
  return {
    ...base,
    check: bothChecks(base.check, (value: unknown) => (typeof value === 'string' && value !== '' && !isValidEmail(value) ? message : null)),
    input: (o.required ? input : optionalInput(input)).refine(
      (v) => v === null || v === undefined || isValidEmail(v),
      message,
    ),
  } as Text<O>;
}

/** A four-digit year, stored as text so the admin shows "2024", never "2,024". */
export function year<const O extends FieldMeta & { required?: boolean }>(o: O): Text<O> {
  const base = textField('string', {
    ...o,
    min: 4,
    max: 4,
    pattern: YEAR_PATTERN,
    patternMessage: `${o.label} must be a four-digit year, e.g. 2024`,
  });
  // Read as text; a number (a value stored before the field became text) reads as its digits.
  const read = z
    .union([z.string(), z.number().int()])
    .transform((v) => String(v))
    .pipe(z.string().regex(new RegExp(YEAR_PATTERN)));
  return { ...base, zod: o.required ? read : optional(read) } as Text<O>;
}

/** A calendar date (Strapi "date"): an ISO yyyy-mm-dd string. */
export function date<const O extends FieldMeta & { required?: boolean }>(o: O): Text<O> {
  const s = z.string().regex(new RegExp(ISO_DATE_PATTERN));
  const strapi: StrapiAttribute = { type: 'date' };
  if (o.required) strapi.required = true;
  const input = z
    .string()
    .trim()
    .refine(isIsoDate, `${o.label}: use a date like 2024-05-14`);
  return {
    zod: o.required ? s : optional(s),
    strapi,
    meta: metaOf(o),
    input: o.required ? input : optionalInput(input),
  } as Text<O>;
}

/** A moment in time (Strapi "datetime"), as Strapi returns it: an ISO 8601 string. */
export function datetime(o: FieldMeta): Field<string | undefined, never> {
  return { zod: optional(z.string()), strapi: { type: 'datetime' }, meta: metaOf(o) };
}

/**
 * A document's URL identifier (Strapi "uid"), generated in the admin from another field and
 * unique among documents of its type.
 */
export function uid(o: FieldMeta & { targetField: string; pattern: string; max: number; patternMessage: string }): Field<string, string> {
  const { targetField, pattern, max, patternMessage, ...meta } = o;
  return {
    zod: z.string(),
    strapi: { type: 'uid', targetField, required: true, maxLength: max, regex: pattern },
    meta: metaOf(meta),
    input: z
      .string()
      .refine((v) => controlCharacterError(meta.label, v, false) === null, { message: singleLineMessage(meta.label), abort: true })
      .trim()
      .max(max, `${meta.label} must be at most ${max} characters`)
      .regex(new RegExp(pattern), patternMessage),
  };
}

type RichTextField<R> = R extends { required: true }
  ? Field<RichText, RichText>
  : Field<RichText | undefined, RichText | null | undefined>;

/**
 * Rich text (Strapi "blocks"). Writers may send the blocks, or plain text, which becomes one
 * paragraph per blank-line-separated passage (text stays text, never HTML).
 */
export function richText<const O extends FieldMeta & { required?: boolean; maxPlainLength?: number }>(o: O): RichTextField<O> {
  const strapi: StrapiAttribute = { type: 'blocks' };
  if (o.required) strapi.required = true;
  const max = o.maxPlainLength ?? 50_000;
  const input = z
    .union([z.string().transform(plainTextToRichText), richTextSchema])
    .refine((v) => richTextToPlain(v).length <= max, `${o.label} must be at most ${max} characters`);
  return {
    zod: o.required ? richTextSchema : optional(richTextSchema),
    strapi,
    meta: metaOf(o),
    input: o.required ? input : optionalInput(input),
  } as unknown as RichTextField<O>;
}

export function enumeration<const V extends readonly [string, ...string[]]>(
  values: V,
  o: FieldMeta & { default: V[number]; labels?: Partial<Record<V[number], string>> },
): Field<V[number], V[number]> {
  // An enumeration always has a value: Strapi fills the default, the validator does too.
  const s = z.enum(values as unknown as [V[number], ...V[number][]]);
  return {
    zod: s.nullish().transform((v) => v ?? o.default) as unknown as z.ZodType<V[number]>,
    strapi: { type: 'enumeration', enum: [...values], default: o.default, required: true },
    meta: metaOf(o),
    input: z.enum(values as unknown as [V[number], ...V[number][]], {
      error: `Choose one of: ${values.join(', ')}`,
    }) as unknown as z.ZodType<V[number]>,
  };
}

export function boolean(o: FieldMeta & { default: boolean }): Field<boolean, boolean> {
  return {
    zod: z
      .boolean()
      .nullish()
      .transform((v) => v ?? o.default) as unknown as z.ZodType<boolean>,
    strapi: { type: 'boolean', default: o.default },
    meta: metaOf(o),
    input: z.boolean(),
  };
}

export function integer(o: FieldMeta & { min: number; max: number; default: number }): Field<number, number> {
  return {
    zod: z
      .number()
      .int()
      .min(o.min)
      .max(o.max)
      .nullish()
      .transform((v) => v ?? o.default) as unknown as z.ZodType<number>,
    strapi: { type: 'integer', min: o.min, max: o.max, default: o.default, required: true },
    meta: metaOf(o),
    input: z.number().int().min(o.min).max(o.max),
  };
}

/** Free-form JSON (Strapi "json"): answers a form asked that have no field of their own. */
export function json(o: FieldMeta): Field<Record<string, unknown> | undefined, never> {
  return { zod: optional(z.record(z.string(), z.unknown())), strapi: { type: 'json' }, meta: metaOf(o) };
}
