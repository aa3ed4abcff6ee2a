// Rules for resources beyond what the schema can say: the document must be a PDF under the size
// limit and the cover must be an image (shared/src/content/upload-rules.ts). (The YouTube address
// is checked by the schema's pattern; every uploaded file was already checked by its bytes, see
// upload-types.ts.) Applies to every way
// a resource is saved: the admin, the REST API, staff screens.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { resourceContract, resourceDataProblems, type ResourceContract } from '@ironbark/shared/content/resource-fields';
import { storedFileProblem, type UploadField } from '@ironbark/shared/content/upload-rules';

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

/** What is wrong with the file chosen for a field, or null (the staff resource contract's upload rules). */
export function resourceFileProblem(field: UploadField, file: StoredFile | null): string | null {
  return storedFileProblem(field, file && { mime: file.mime, bytes: (file.size ?? 0) * 1024 });
}

/**
 * What a REST create or update of a resource may hold (the blog controller's create and update):
 * the fields of the staff resource contract, each within its rules (shared/src/content/
 * resource-fields.ts), as the web's staff API checked before sending. The schema and the rules
 * below check the rest on save. Throws a ValidationError naming the fields.
 */
export function checkResourceBody(body: unknown, contract: ResourceContract = resourceContract): void {
  const problems = resourceDataProblems((body as { data?: unknown } | null)?.data, contract);
  if (problems.length) throw new errors.ValidationError(problems[0]!.message, { errors: problems });
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
