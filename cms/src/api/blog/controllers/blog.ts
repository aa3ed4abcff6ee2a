import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SLUG_PATTERN } from '@ironbark/shared/content/patterns';
import { publishedFile } from '../../../documents/gated-files';
import { DOCUMENT_ID_PATTERN, parseManageQuery, type ManageQuery } from '../../../documents/resource-query';
import { narrowSearchFilter } from '../../../search/search-filter';
import { checkResourceBody } from '../../../documents/validate-resources';

const UID = 'api::blog.blog';
const SLUG = new RegExp(SLUG_PATTERN);

interface ManageService {
  manageList(params: ManageQuery): Promise<unknown>;
  manageOne(documentId: string): Promise<{ status: 'draft' | 'published' | 'modified' } | null>;
  slugCheck(slug: string, exceptDocumentId?: string): Promise<{ available: boolean; suggestion: string }>;
}

/** The parts of Koa's context these actions use (Strapi's typing leaves params untyped). */
interface Ctx {
  query: Record<string, unknown>;
  params: Record<string, string | undefined>;
  body: unknown;
  request: { body?: unknown };
  set(name: string, value: string): void;
}
const asCtx = (ctx: object) => ctx as unknown as Ctx;

// The site's search asks for `pagination[limit]=5` and reads the answer as page, pageSize,
// pageCount and total (site spec, section 7). Strapi answers offset pagination (start, limit)
// for a limit alone, so a limit without a start is read as the first page of that size.
//
// The staff screens' actions (routes/01-manage.ts), each its own permission granted to staff:
// the management list and one resource in full, slug availability, publish, unpublish and
// discard draft. They go through the document service, so the resource rules and the web's
// revalidation (revalidation/revalidate.ts) apply to them as to every other change.
export default factories.createCoreController(UID, ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service(UID) as unknown as ManageService;

  /** The resource's draft, or 404. */
  async function existing(ctx: Ctx, param = 'documentId') {
    const documentId = ctx.params[param] ?? '';
    const found = DOCUMENT_ID_PATTERN.test(documentId) ? await service().manageOne(documentId) : null;
    if (!found) throw new errors.NotFoundError('Resource not found');
    return { documentId, found };
  }

  return {
    async find(ctx) {
      // The site search's four conditions, answered by the one that implies the others.
      const query = ctx.query as { filters?: unknown };
      if (query.filters !== undefined) query.filters = narrowSearchFilter(query.filters, strapi.db.dialect.client === 'postgres' ? 'postgres' : 'sqlite');
      const pagination = (ctx.query as { pagination?: Record<string, unknown> }).pagination;
      if (pagination && 'limit' in pagination && !('start' in pagination)) {
        const { limit, ...rest } = pagination;
        (ctx.query as { pagination?: Record<string, unknown> }).pagination = {
          ...rest,
          page: 1,
          pageSize: limit,
        };
      }
      return super.find(ctx);
    },

    /** POST /api/blogs: only the staff's fields (the admin saves through the content manager). */
    async create(koa) {
      checkResourceBody(asCtx(koa).request.body);
      return super.create(koa);
    },

    /** PUT /api/blogs/:id */
    async update(koa) {
      checkResourceBody(asCtx(koa).request.body);
      return super.update(koa);
    },

    /** GET /api/blogs/manage?q&type&status&sort&page&pageSize */
    async manage(koa) {
      const ctx = asCtx(koa);
      const parsed = parseManageQuery(ctx.query);
      if (!parsed.ok) throw new errors.ValidationError(parsed.message, { errors: [{ path: [parsed.param], message: parsed.message }] });
      ctx.body = await service().manageList(parsed.value);
    },

    /** GET /api/blogs/manage/:documentId */
    async manageOne(koa) {
      const ctx = asCtx(koa);
      const { found } = await existing(ctx);
      ctx.body = { data: found };
    },

    /** GET /api/blogs/slug-check?slug=...&documentId=... */
    async slugCheck(koa) {
      const ctx = asCtx(koa);
      const { slug, documentId } = ctx.query;
      if (typeof slug !== 'string' || slug.trim() === '' || slug.length > 200) {
        throw new errors.ValidationError('Invalid "slug": give the slug to check (at most 200 characters)', {
          errors: [{ path: ['slug'], message: 'required' }],
        });
      }
      if (documentId !== undefined && (typeof documentId !== 'string' || !DOCUMENT_ID_PATTERN.test(documentId))) {
        throw new errors.ValidationError('Invalid "documentId": expected a resource documentId', {
          errors: [{ path: ['documentId'], message: 'malformed' }],
        });
      }
      ctx.body = await service().slugCheck(slug.trim(), documentId);
    },

    /**
     * DELETE /api/blogs/:id: Strapi's own answers 204 for an id that names nothing; a resource
     * that is not there (deleted by someone else, or never was) is a 404, so staff are told.
     */
    async delete(koa) {
      // The core route names its parameter id (a documentId in Strapi 5).
      await existing(asCtx(koa), 'id');
      return super.delete(koa);
    },

    /** POST /api/blogs/:documentId/publish: the draft becomes the published version. */
    async publish(koa) {
      const ctx = asCtx(koa);
      const { documentId } = await existing(ctx);
      await strapi.documents(UID).publish({ documentId });
      ctx.body = { data: await service().manageOne(documentId) };
    },

    /** POST /api/blogs/:documentId/unpublish: off the public site; the draft stays. */
    async unpublish(koa) {
      const ctx = asCtx(koa);
      const { documentId, found } = await existing(ctx);
      if (found.status !== 'draft') await strapi.documents(UID).unpublish({ documentId });
      ctx.body = { data: await service().manageOne(documentId) };
    },

    /**
     * GET /api/blogs/:slug/file: the published resource's file, wherever it is kept (a gated
     * guide's is private). Only the web's API token may call it: the site checks the visitor's
     * signed single-use link first (web/src/features/resources/download-links.server.ts).
     * Unpublished or deleted: 404, so a link ends with its resource.
     */
    async file(koa) {
      const ctx = asCtx(koa);
      const slug = ctx.params.slug ?? '';
      const found = SLUG.test(slug) && slug.length <= 100 ? await publishedFile(strapi, slug) : null;
      if (!found) throw new errors.NotFoundError('No published resource with a file at this address');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('Content-Type', found.mime);
      if (found.length !== undefined) ctx.set('Content-Length', String(found.length));
      ctx.set('Content-Disposition', `attachment; filename="${found.name.replace(/[^A-Za-z0-9._-]+/g, '-')}"`);
      ctx.body = found.body;
    },

    /** POST /api/blogs/:documentId/discard-draft: the draft goes back to the published version. */
    async discardDraft(koa) {
      const ctx = asCtx(koa);
      const { documentId, found } = await existing(ctx);
      if (found.status === 'draft') {
        throw new errors.ValidationError('This resource has never been published, so there is no published version to go back to');
      }
      await strapi.documents(UID).discardDraft({ documentId });
      ctx.body = { data: await service().manageOne(documentId) };
    },
  };
});
