// Rules for resources beyond what the schema can say: the document must be a PDF under the size
// limit and the cover must be an image. (The YouTube address is checked by the schema's pattern;
// every uploaded file was already checked by its bytes, see upload-types.ts.) Applies to every way
// a resource is saved: the admin, the REST API, staff screens.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { IMAGE_MIME_TYPES, UPLOAD_RULES } from './upload-types';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export const MAX_DOCUMENT_BYTES = UPLOAD_RULES['application/pdf']!.maxBytes;
export const MAX_IMAGE_BYTES = UPLOAD_RULES['image/png']!.maxBytes;

export function fileIdOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (Array.isArray(value)) return fileIdOf(value[0]);
  if (value && typeof value === 'object' && 'id' in value) return fileIdOf((value as { id: unknown }).id);
  return null;
}

interface StoredFile {
  mime?: string;
  /** Kilobytes, as Strapi stores it. */
  size?: number;
}

/** What is wrong with the file chosen for a field, or null. */
export function resourceFileProblem(field: 'doc' | 'cover', file: StoredFile | null): string | null {
  if (!file) return field === 'doc' ? 'The document does not exist in the media library' : 'The cover image does not exist in the media library';
  const bytes = (file.size ?? 0) * 1024;
  if (field === 'doc') {
    if (file.mime !== 'application/pdf') return 'The document must be a PDF';
    if (bytes > MAX_DOCUMENT_BYTES) return 'The document must be 10 MB or smaller';
    return null;
  }
  if (!file.mime || !IMAGE_MIME_TYPES.includes(file.mime)) return 'The cover must be an image (JPEG, PNG, WebP or AVIF)';
  if (bytes > MAX_IMAGE_BYTES) return 'The cover image must be 5 MB or smaller';
  return null;
}

export function registerResourceValidation(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === CONTENT_TYPE_UIDS.blog && (context.action === 'create' || context.action === 'update')) {
      const data = (context.params as { data?: { doc?: unknown; cover?: unknown } }).data;
      for (const field of ['doc', 'cover'] as const) {
        const id = data ? fileIdOf(data[field]) : null;
        if (id === null) continue;
        const file = (await strapi.db.query('plugin::upload.file').findOne({ where: { id } })) as StoredFile | null;
        const problem = resourceFileProblem(field, file);
        if (problem) throw new errors.ValidationError(problem, { errors: [{ path: [field], message: problem }] });
      }
    }
    return next();
  });
}
