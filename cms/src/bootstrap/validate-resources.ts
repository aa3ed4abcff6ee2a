// Rules for resources beyond what the schema can say: the document must be a PDF under the size
// limit. (The YouTube address is checked by the schema's pattern.) Applies to every way a
// resource is saved: the admin, the REST API, staff screens.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

function fileIdOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (value && typeof value === 'object' && 'id' in value) return fileIdOf((value as { id: unknown }).id);
  if (Array.isArray(value)) return fileIdOf(value[0]);
  return null;
}

export function registerResourceValidation(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === 'api::blog.blog' && (context.action === 'create' || context.action === 'update')) {
      const data = (context.params as { data?: { doc?: unknown } }).data;
      const id = data ? fileIdOf(data.doc) : null;
      if (id !== null) {
        const file = (await strapi.db.query('plugin::upload.file').findOne({ where: { id } })) as { mime?: string; size?: number } | null;
        if (!file) throw new errors.ValidationError('The document does not exist in the media library', { path: ['doc'] });
        if (file.mime !== 'application/pdf') {
          throw new errors.ValidationError('The document must be a PDF', { path: ['doc'] });
        }
        // Strapi stores sizes in kilobytes.
        if ((file.size ?? 0) * 1024 > MAX_DOCUMENT_BYTES) {
          throw new errors.ValidationError('The document must be 10 MB or smaller', { path: ['doc'] });
        }
      }
    }
    return next();
  });
}
