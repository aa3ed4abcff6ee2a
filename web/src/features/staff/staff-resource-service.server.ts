// What staff do with resources, as calls to the CMS's resource routes made as the signed-in staff
// member: the table and one resource (checked against their schemas), slug availability, saving a
// draft, publishing, unpublishing, discarding draft changes, deleting, and uploading files. Used
// by the web's staff API and by the server render of the staff pages.
import { CmsError } from '../../../server/cms-client.server.js';
import { DOCUMENT_ID_PATTERN, slugify } from '@ironbark/shared/content/resource-contract';
import { resourceContract, type ResourceContract } from '@ironbark/shared/content/resource-fields';
import { fieldErrors, resourceInputSchemaFor, type FileSummary, type ResourceInput, type UploadField } from './resource-rules.js';
import type { OpenSession } from './session.server.js';
import type { StaffCms } from './staff-cms.server.js';
import { cmsManageParams, type StaffResourceList, type StaffResourceQuery } from './staff-query.js';
import { staffResourceListSchema, staffResourceSchema, type StaffResource, type StaffResourceSummary } from './staff-resource-schemas.js';
import { summariseFile, type StoredFile } from '@ironbark/shared/content/file-summary';


export type ResourceAction = 'publish' | 'unpublish' | 'discard-draft';

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; errors: Record<string, string> };

interface StrapiError {
  error?: { status?: number; name?: string; message?: string; details?: { errors?: { path?: (string | number)[]; message?: string }[] } };
}

/** A refusal from the CMS as a message and field errors (the CMS names fields in error paths). */
function refusal(status: number, data: unknown, fallback: string): Outcome<never> {
  const error = (data as StrapiError | null)?.error;
  const errors: Record<string, string> = {};
  for (const e of error?.details?.errors ?? []) {
    const field = String(e.path?.[0] ?? 'form');
    const message = e.message ?? error?.message ?? fallback;
    errors[field] ??= field === 'slug' && /unique/i.test(message) ? 'Another resource already uses this address.' : message;
  }
  return { ok: false, status: status >= 500 ? 502 : status, message: error?.message ?? fallback, errors };
}

function parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CmsError(`CMS answer for ${what} does not match its schema (${issue?.path.join('.')}: ${issue?.message})`, 'invalid');
  }
  return parsed.data;
}

export interface StaffResourceService {
  list(session: OpenSession, query: StaffResourceQuery, pageSize?: number): Promise<StaffResourceList>;
  /** Every resource the query matches, in its order (for the CSV export), at most `limit`. */
  all(session: OpenSession, query: StaffResourceQuery, limit?: number): Promise<StaffResourceSummary[]>;
  one(session: OpenSession, documentId: string): Promise<StaffResource | null>;
  slugCheck(session: OpenSession, slug: string, documentId?: string): Promise<{ available: boolean; suggestion: string }>;
  /** Creates (no documentId) or updates the draft. */
  save(session: OpenSession, documentId: string | undefined, input: unknown): Promise<Outcome<StaffResource>>;
  act(session: OpenSession, documentId: string, action: ResourceAction): Promise<Outcome<StaffResource>>;
  remove(session: OpenSession, documentId: string): Promise<Outcome<null>>;
  upload(session: OpenSession, field: UploadField, file: { bytes: Uint8Array; name: string; mime: string }): Promise<Outcome<FileSummary>>;
}

/** `contract`: the staff resource contract whose fields are taken and passed on (tests add one). */
export function createStaffResourceService(staffCms: StaffCms, contract: ResourceContract = resourceContract): StaffResourceService {
  // Typed as shared/'s own contract: one with more text fields (a test's) parses to a superset,
  // which cmsData passes on whole.
  const inputSchema = resourceInputSchemaFor(contract as typeof resourceContract);
  async function list(session: OpenSession, query: StaffResourceQuery, pageSize?: number): Promise<StaffResourceList> {
    const { status, data } = await staffCms.call(session, 'GET', `/api/blogs/manage?${cmsManageParams(query, pageSize)}`);
    if (status !== 200) throw new CmsError(`CMS answered ${status} for the resource list`, 'status', status);
    const parsed = parse(staffResourceListSchema, data, 'the resource list');
    return { items: parsed.data, pagination: parsed.meta.pagination, query };
  }

  async function one(session: OpenSession, documentId: string): Promise<StaffResource | null> {
    if (!DOCUMENT_ID_PATTERN.test(documentId)) return null;
    const { status, data } = await staffCms.call(session, 'GET', `/api/blogs/manage/${documentId}`);
    if (status === 404) return null;
    if (status !== 200) throw new CmsError(`CMS answered ${status} for a resource`, 'status', status);
    return parse(staffResourceSchema, (data as { data?: unknown } | null)?.data, 'a resource');
  }

  async function slugCheck(session: OpenSession, slug: string, documentId?: string) {
    const params = new URLSearchParams({ slug });
    if (documentId && DOCUMENT_ID_PATTERN.test(documentId)) params.set('documentId', documentId);
    const { status, data } = await staffCms.call(session, 'GET', `/api/blogs/slug-check?${params}`);
    if (status !== 200) throw new CmsError(`CMS answered ${status} for a slug check`, 'status', status);
    const body = data as { available?: unknown; suggestion?: unknown };
    return { available: body.available === true, suggestion: typeof body.suggestion === 'string' ? body.suggestion : slugify(slug) };
  }

  /** The CMS's data for a parsed input: cleared texts are null; an absent body or file is left alone. */
  function cmsData(input: ResourceInput, slug: string | undefined) {
    const { body, cover, doc, slug: _given, ...fields } = input;
    return {
      ...fields,
      ...(slug !== undefined ? { slug } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(cover !== undefined ? { cover } : {}),
      ...(doc !== undefined ? { doc } : {}),
    };
  }

  return {
    list,
    one,
    slugCheck,

    async all(session, query, limit = 5000) {
      const items: StaffResourceSummary[] = [];
      for (let page = 1; items.length < limit; page++) {
        const res = await list(session, { ...query, page }, 100);
        items.push(...res.items);
        if (page >= res.pagination.pageCount || res.items.length === 0) break;
      }
      return items.slice(0, limit);
    },

    async save(session, documentId, raw) {
      const parsed = inputSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, status: 400, message: 'Some fields need attention.', errors: fieldErrors(parsed.error) };
      const input = parsed.data;
      // The address: the one given (if free); a new resource without one gets one from its
      // title (the first free variant); an existing one keeps its own.
      let slug = input.slug;
      if (slug === undefined && !documentId) {
        const check = await slugCheck(session, slugify(input.title) || 'resource');
        slug = check.suggestion;
      } else if (slug !== undefined) {
        const check = await slugCheck(session, slug, documentId);
        if (!check.available) {
          return {
            ok: false,
            status: 400,
            message: 'Some fields need attention.',
            errors: { slug: `Another resource already uses /resources/${slug}. “${check.suggestion}” is free.` },
          };
        }
      }
      const path = documentId ? `/api/blogs/${documentId}?status=draft` : '/api/blogs?status=draft';
      const saved = await staffCms.call(session, documentId ? 'PUT' : 'POST', path, { data: cmsData(input, slug) });
      if (saved.status === 404) return { ok: false, status: 404, message: 'This resource no longer exists: someone may have deleted it.', errors: {} };
      if (saved.status >= 400) return refusal(saved.status, saved.data, 'The CMS refused the change.');
      const id = documentId ?? (saved.data as { data?: { documentId?: unknown } } | null)?.data?.documentId;
      if (typeof id !== 'string') throw new CmsError('CMS answer for a saved resource has no documentId', 'invalid');
      const resource = await one(session, id);
      if (!resource) throw new CmsError('A saved resource could not be read back', 'invalid');
      return { ok: true, value: resource };
    },

    async act(session, documentId, action) {
      if (!DOCUMENT_ID_PATTERN.test(documentId)) return { ok: false, status: 404, message: 'No such resource.', errors: {} };
      const { status, data } = await staffCms.call(session, 'POST', `/api/blogs/${documentId}/${action}`, {});
      if (status === 404) return { ok: false, status: 404, message: 'This resource no longer exists: someone may have deleted it.', errors: {} };
      if (status >= 400) return refusal(status, data, 'The CMS refused the change.');
      return { ok: true, value: parse(staffResourceSchema, (data as { data?: unknown } | null)?.data, `a resource after ${action}`) };
    },

    async remove(session, documentId) {
      if (!DOCUMENT_ID_PATTERN.test(documentId)) return { ok: false, status: 404, message: 'No such resource.', errors: {} };
      const { status, data } = await staffCms.call(session, 'DELETE', `/api/blogs/${documentId}`);
      if (status === 404) return { ok: false, status: 404, message: 'This resource no longer exists.', errors: {} };
      if (status >= 400) return refusal(status, data, 'The CMS refused to delete the resource.');
      return { ok: true, value: null };
    },

    async upload(session, field, file) {
      const form = new FormData();
      // A copy in an ArrayBuffer of its own (Blob takes no view of a shared buffer).
      form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name);
      const { status, data } = await staffCms.call(session, 'POST', '/api/upload', form, { timeoutMs: 60_000 });
      if (status >= 400) {
        const failed = refusal(status, data, `The CMS refused “${file.name}”.`);
        return failed.ok ? failed : { ...failed, errors: { [field]: failed.message } };
      }
      const stored = Array.isArray(data) ? (data[0] as StoredFile | undefined) : undefined;
      if (!stored || typeof stored.id !== 'number') throw new CmsError('CMS answer for an upload has no file', 'invalid');
      return { ok: true, value: summariseFile(stored) };
    },
  };
}
