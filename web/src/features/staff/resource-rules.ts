// The web's side of the staff resource contract (shared/src/content/resource-contract.ts,
// resource-fields.ts and upload-rules.ts): the input schema both the editor (before sending) and the staff API (before
// calling the CMS) check, built from the contract's fields; the YouTube pattern; judging a file
// for a field by the contract's upload rules. Limits and rules come from shared/, which also
// generates the CMS schema and is what the CMS checks by, so the sides cannot drift apart.
import { z } from 'zod';
import { RESOURCE_BODY_MAX } from '@ironbark/shared/content/blog';
import { isIsoDate, YOUTUBE_URL_MESSAGE, YOUTUBE_URL_PATTERN } from '@ironbark/shared/content/patterns';
import { SLUG_MAX, SLUG_REGEX } from '@ironbark/shared/content/resource-contract';
import {
  lineText,
  RESOURCE_TEXT_FIELDS,
  resourceContract,
  resourceMaxLength,
  textFieldInputs,
  TITLE_MIN,
  type ResourceContract,
  type StaffTextFields,
} from '@ironbark/shared/content/resource-fields';
import { RESOURCE_TYPES } from '@ironbark/shared/content/resource-types';
import { UPLOAD_RULES, type UploadField } from '@ironbark/shared/content/upload-rules';
import { editorBlocksSchema, plainLength } from './rich-text-convert';

export { fileSummarySchema, type FileSummary } from '@ironbark/shared/content/file-summary';
export { slugify } from '@ironbark/shared/content/resource-contract';
export { TITLE_MIN } from '@ironbark/shared/content/resource-fields';
export { MAX_UPLOAD_BYTES, UPLOAD_RULES, type UploadField, type UploadRule } from '@ironbark/shared/content/upload-rules';

export const RESOURCE_LIMITS = {
  title: resourceMaxLength('title'),
  slug: SLUG_MAX,
  ...(Object.fromEntries(Object.entries(RESOURCE_TEXT_FIELDS).map(([name, field]) => [name, field.max])) as Record<keyof typeof RESOURCE_TEXT_FIELDS, number>),
  youtubeUrl: resourceMaxLength('youtubeUrl'),
  /** Characters of plain text in the body. */
  body: RESOURCE_BODY_MAX,
} as const;

export const SLUG_PATTERN = SLUG_REGEX;
export const YOUTUBE_PATTERN = new RegExp(YOUTUBE_URL_PATTERN);
export { YOUTUBE_URL_MESSAGE };

/** The 11-character video id of an address that matches the shared pattern, else null. */
export function youtubeVideoId(url: string): string | null {
  if (!YOUTUBE_PATTERN.test(url.trim())) return null;
  return /(?:v=|embed\/|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(url)?.[1] ?? null;
}

const MB = 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export type UploadVerdict = { ok: true; mime: string } | { ok: false; message: string };

/**
 * The verdict on a file for a field from what its bytes are (sniffed: undefined when they are not
 * a recognised type) and its real size. Never from its name or the type the browser declared.
 */
export function judgeUpload(field: UploadField, file: { name: string; size: number; sniffed: string | undefined }): UploadVerdict {
  const rule = UPLOAD_RULES[field];
  const name = file.name || 'The file';
  const type = file.sniffed ? rule.types[file.sniffed] : undefined;
  if (!file.sniffed || !type) {
    const what = file.sniffed ? `it is ${describeMime(file.sniffed)}` : 'its content is not an image or a PDF';
    return { ok: false, message: `“${name}” can’t be used: ${what}. Choose ${rule.allowed}.` };
  }
  if (file.size > rule.maxBytes) {
    return { ok: false, message: `“${name}” is too big (${formatBytes(file.size)}). Choose ${rule.allowed}.` };
  }
  if (file.size === 0) return { ok: false, message: `“${name}” is empty. Choose ${rule.allowed}.` };
  return { ok: true, mime: file.sniffed };
}

function describeMime(mime: string): string {
  for (const rule of Object.values(UPLOAD_RULES)) {
    const type = rule.types[mime];
    if (type) return `a ${type.label}`;
  }
  return `a file of type ${mime}`;
}

const singleLine = (label: string) => lineText(label, 'single');

const fileId = z.number().int().positive().nullable().optional();

/**
 * What the editor sends to save a resource. Empty optional texts become null (cleared in the
 * CMS); a missing slug is made from the title; cover and doc are media-library file ids, null to
 * remove the file. The body is Strapi rich text (see rich-text-convert.ts).
 */
export function resourceInputSchemaFor<F extends StaffTextFields>(contract: ResourceContract<F>) {
  return z.object({
    title: singleLine('Title')
      .trim()
      .min(TITLE_MIN, 'Give the resource a title of at least 3 characters')
      .max(RESOURCE_LIMITS.title, `Title: at most ${RESOURCE_LIMITS.title} characters`),
    slug: singleLine('Address')
      .trim()
      .max(RESOURCE_LIMITS.slug, `Address: at most ${RESOURCE_LIMITS.slug} characters`)
      .regex(SLUG_PATTERN, 'Address: use lower-case letters, digits and single hyphens, e.g. council-goes-sd-wan')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    type: z.enum(RESOURCE_TYPES, { message: 'Choose news, case study or guide' }),
    publishedDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date like 2024-05-14')
      // A day the calendar has: JavaScript's Date reads 30 February as 1 March.
      .refine(isIsoDate, 'Give a real date'),
    ...textFieldInputs(contract),
    youtubeUrl: z
      .string()
      .trim()
      .max(RESOURCE_LIMITS.youtubeUrl)
      .refine((v) => v === '' || YOUTUBE_PATTERN.test(v), YOUTUBE_URL_MESSAGE)
      .optional()
      .transform((v) => (v ? v : null)),
    featured: z.boolean().optional().default(false),
    body: editorBlocksSchema
      .refine((blocks) => plainLength(blocks) <= RESOURCE_LIMITS.body, `Body: at most ${RESOURCE_LIMITS.body.toLocaleString('en-AU')} characters of text`)
      .optional(),
    cover: fileId,
    doc: fileId,
  });
}

export const resourceInputSchema = resourceInputSchemaFor(resourceContract);
export type ResourceInput = z.output<typeof resourceInputSchema>;

/** Field errors from a failed parse: the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
