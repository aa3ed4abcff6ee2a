// The one place on the web's side for what a resource may hold: field limits, the address (slug)
// rules, the YouTube pattern, what may be uploaded, and the input schema both the editor (before
// sending) and the staff API (before calling the CMS) check. The limits and patterns come from
// the resource's definition in shared/ (content/blog.ts, content/patterns.ts), which also
// generates the CMS schema, so the three sides cannot drift apart.
import { z } from 'zod';
import { blogContentType, RESOURCE_BODY_MAX } from '@ironbark/shared/content/blog';
import { isIsoDate, SLUG_PATTERN as SLUG_SOURCE, YOUTUBE_URL_MESSAGE, YOUTUBE_URL_PATTERN } from '@ironbark/shared/content/patterns';
import { RESOURCE_TYPES } from '@ironbark/shared/content/resource-types';
import { isMultiLineText, isSingleLine, multiLineMessage, singleLineMessage } from '@ironbark/shared/forms/text-rules';
import { editorBlocksSchema, plainLength } from './rich-text-convert';

const fields = blogContentType.fields;
const maxLength = (field: keyof typeof fields): number => {
  const max = fields[field].strapi.maxLength;
  if (typeof max !== 'number') throw new Error(`The resource field ${String(field)} has no length limit`);
  return max;
};

export const RESOURCE_LIMITS = {
  title: maxLength('title'),
  // The CMS's address rules (slug-check, suggestions) stop at 80 characters, below the schema's.
  slug: Math.min(80, maxLength('slug')),
  excerpt: maxLength('excerpt'),
  metaTitle: maxLength('metaTitle'),
  metaKeywords: maxLength('metaKeywords'),
  metaDescription: maxLength('metaDescription'),
  youtubeUrl: maxLength('youtubeUrl'),
  /** Characters of plain text in the body. */
  body: RESOURCE_BODY_MAX,
} as const;

export const TITLE_MIN = typeof fields.title.strapi.minLength === 'number' ? fields.title.strapi.minLength : 3;

export const SLUG_PATTERN = new RegExp(SLUG_SOURCE);

/** A URL slug from any text: "SD-WAN for 40 sites!" -> "sd-wan-for-40-sites" (as the CMS makes them). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, RESOURCE_LIMITS.slug)
    .replace(/-+$/, '');
}

export const YOUTUBE_PATTERN = new RegExp(YOUTUBE_URL_PATTERN);
export { YOUTUBE_URL_MESSAGE };

/** The 11-character video id of an address that matches the shared pattern, else null. */
export function youtubeVideoId(url: string): string | null {
  if (!YOUTUBE_PATTERN.test(url.trim())) return null;
  return /(?:v=|embed\/|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(url)?.[1] ?? null;
}

const MB = 1024 * 1024;

export type UploadField = 'cover' | 'doc';

export interface UploadRule {
  /** Types the bytes may show, with the extension a file of that type gets. */
  types: Record<string, { label: string; extension: string }>;
  maxBytes: number;
  /** "JPEG, PNG or WebP image up to 5 MB", for messages. */
  allowed: string;
  /** For the file picker's accept attribute (a hint only: the bytes decide). */
  accept: string;
}

export const UPLOAD_RULES: Record<UploadField, UploadRule> = {
  cover: {
    types: {
      'image/jpeg': { label: 'JPEG image', extension: '.jpg' },
      'image/png': { label: 'PNG image', extension: '.png' },
      'image/webp': { label: 'WebP image', extension: '.webp' },
    },
    maxBytes: 5 * MB,
    allowed: 'a JPEG, PNG or WebP image of up to 5 MB',
    accept: 'image/jpeg,image/png,image/webp',
  },
  doc: {
    types: { 'application/pdf': { label: 'PDF document', extension: '.pdf' } },
    maxBytes: 10 * MB,
    allowed: 'a PDF document of up to 10 MB',
    accept: 'application/pdf,.pdf',
  },
};

/** The largest file any field takes: the web's upload endpoint refuses anything bigger unread. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

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

/** A file in the CMS media library, as the staff screens see it (sizes in bytes). */
export const fileSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  alternativeText: z.string().nullish(),
  thumbnailUrl: z.string().nullish(),
});
export type FileSummary = z.output<typeof fileSummarySchema>;

/**
 * Text as sent, before trimming hides a trailing line break: no control character in a single
 * line, line breaks and tabs only in several (shared/forms/text-rules, as the CMS checks too).
 */
const singleLine = (label: string) => z.string().refine(isSingleLine, { message: singleLineMessage(label), abort: true });
const multiLine = (label: string) => z.string().refine(isMultiLineText, { message: multiLineMessage(label), abort: true });

const optionalText = (max: number, label: string, lines: 'single' | 'multi' = 'multi') =>
  (lines === 'single' ? singleLine(label) : multiLine(label))
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

const fileId = z.number().int().positive().nullable().optional();

/**
 * What the editor sends to save a resource. Empty optional texts become null (cleared in the
 * CMS); a missing slug is made from the title; cover and doc are media-library file ids, null to
 * remove the file. The body is Strapi rich text (see rich-text-convert.ts).
 */
export const resourceInputSchema = z.object({
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
  excerpt: optionalText(RESOURCE_LIMITS.excerpt, 'Summary'),
  metaTitle: optionalText(RESOURCE_LIMITS.metaTitle, 'Search title', 'single'),
  metaKeywords: optionalText(RESOURCE_LIMITS.metaKeywords, 'Search keywords'),
  metaDescription: optionalText(RESOURCE_LIMITS.metaDescription, 'Search description'),
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
