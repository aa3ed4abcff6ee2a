// What may be uploaded, by type and by the resource's file field: the one list the web's staff
// screens and staff API and the CMS's upload check all judge files by (issue 24: they were
// written twice and disagreed on AVIF). Part of the staff resource contract (resource-contract.ts);
// free of dependencies, so the browser bundle can use it.
const MB = 1024 * 1024;

export interface UploadType {
  /** "PNG image", for messages. */
  label: string;
  kind: 'image' | 'document';
  maxBytes: number;
  /** The extensions a file of this type may have; the first is the one it is stored with. */
  extensions: readonly string[];
}

/** Every type the media library takes, decided from the file's bytes, never its name. */
export const UPLOAD_TYPES: Readonly<Record<string, UploadType>> = {
  'image/jpeg': { label: 'JPEG image', kind: 'image', maxBytes: 5 * MB, extensions: ['.jpg', '.jpeg', '.jpe', '.jfif'] },
  'image/png': { label: 'PNG image', kind: 'image', maxBytes: 5 * MB, extensions: ['.png'] },
  'image/webp': { label: 'WebP image', kind: 'image', maxBytes: 5 * MB, extensions: ['.webp'] },
  'image/avif': { label: 'AVIF image', kind: 'image', maxBytes: 5 * MB, extensions: ['.avif'] },
  'application/pdf': { label: 'PDF document', kind: 'document', maxBytes: 10 * MB, extensions: ['.pdf'] },
};

const mimesOf = (kind: UploadType['kind']) => Object.keys(UPLOAD_TYPES).filter((mime) => UPLOAD_TYPES[mime]!.kind === kind);

/** The image types (served inline; the cover may be any of them). */
export const IMAGE_MIME_TYPES: readonly string[] = mimesOf('image');

export const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** "JPEG, PNG, WebP or AVIF" */
function namesOf(mimes: readonly string[]): string {
  const names = mimes.map((mime) => UPLOAD_TYPES[mime]!.label.replace(/ (image|document)$/, ''));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

const largest = (mimes: readonly string[]) => Math.max(...mimes.map((mime) => UPLOAD_TYPES[mime]!.maxBytes));

/** The CMS's message for a refused upload: everything the media library takes. */
export const ALLOWED_UPLOADS = `Upload a ${namesOf(IMAGE_MIME_TYPES)} image (up to ${megabytes(largest(IMAGE_MIME_TYPES))}) or a PDF document (up to ${megabytes(largest(mimesOf('document')))}).`;

export type UploadField = 'cover' | 'doc';
export const UPLOAD_FIELDS: readonly UploadField[] = ['cover', 'doc'];

export interface UploadRule {
  /** Types the bytes may show, with the extension a file of that type gets. */
  types: Record<string, { label: string; extension: string }>;
  maxBytes: number;
  /** "a JPEG, PNG, WebP or AVIF image of up to 5 MB", for messages. */
  allowed: string;
  /** For the file picker's accept attribute (a hint only: the bytes decide). */
  accept: string;
}

function ruleFor(mimes: readonly string[], noun: string, acceptExtra: string[] = []): UploadRule {
  const maxBytes = largest(mimes);
  return {
    types: Object.fromEntries(mimes.map((mime) => [mime, { label: UPLOAD_TYPES[mime]!.label, extension: UPLOAD_TYPES[mime]!.extensions[0]! }])),
    maxBytes,
    allowed: `a ${namesOf(mimes)} ${noun} of up to ${megabytes(maxBytes)}`,
    accept: [...mimes, ...acceptExtra].join(','),
  };
}

/** What each file field of a resource takes: the cover an image, the document a PDF. */
export const UPLOAD_RULES: Readonly<Record<UploadField, UploadRule>> = {
  cover: ruleFor(IMAGE_MIME_TYPES, 'image'),
  doc: ruleFor(['application/pdf'], 'document', ['.pdf']),
};

/** The largest file any field takes: the web's upload endpoint refuses anything bigger unread. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

/** What is wrong with a stored file (size in bytes) chosen for a field, or null. */
export function storedFileProblem(field: UploadField, file: { mime?: string; bytes: number } | null): string | null {
  const rule = UPLOAD_RULES[field];
  const what = field === 'doc' ? 'The document' : 'The cover image';
  if (!file) return `${what} does not exist in the media library`;
  if (!file.mime || !rule.types[file.mime]) return field === 'doc' ? 'The document must be a PDF' : `The cover must be an image (${namesOf(IMAGE_MIME_TYPES)})`;
  if (file.bytes > rule.maxBytes) return `${what} must be ${megabytes(rule.maxBytes)} or smaller`;
  return null;
}
