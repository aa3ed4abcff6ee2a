// Resources for the staff screens: the management list (drafts included, with each one's
// publication status), one resource in full for the edit form, and slug availability. Files are
// summarised (name, url, type, size) so staff need no access to the media library listing.
import { factories, type Core } from '@strapi/strapi';
import { isValidSlug, slugify, suggestSlug } from '@ironbark/shared/content/resource-contract';
import { RESOURCE_TEXT_FIELDS } from '@ironbark/shared/content/resource-fields';
import { containsPattern, publicationStatus, type ManageQuery, type ResourceStatus } from '../../../documents/resource-query';
import { summariseFile as summariseStoredFile, type FileSummary, type StoredFile } from '@ironbark/shared/content/file-summary';
import { totalOfShortPage, withTotal, type UncountedPagination } from '../../../documents/list-total';

const UID = 'api::blog.blog';

export function summariseFile(file: StoredFile | null | undefined): FileSummary | null {
  return file ? summariseStoredFile(file) : null;
}

const LIST_FIELDS = ['title', 'slug', 'type', 'publishedDate', 'excerpt', 'featured', 'updatedAt'] as const;
// Everything the edit form shows: the staff's text fields come from the contract (resource-fields.ts).
const TEXT_FIELDS = Object.keys(RESOURCE_TEXT_FIELDS).filter((name) => !(LIST_FIELDS as readonly string[]).includes(name));
const FULL_FIELDS = [...LIST_FIELDS, 'body', 'youtubeUrl', ...TEXT_FIELDS, 'createdAt'];

type DraftEntry = Record<string, unknown> & { documentId: string; updatedAt?: string; cover?: StoredFile | null; doc?: StoredFile | null };

export default factories.createCoreService(UID, ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  /** Table and column names from Strapi's own metadata, so the SQL follows the schema. */
  function columns() {
    const meta = strapi.db.metadata.get(UID);
    const attributes = meta.attributes as Record<string, { columnName?: string }>;
    const column = (name: string) => attributes[name]?.columnName ?? name;
    return {
      table: meta.tableName,
      id: column('id'),
      documentId: column('documentId'),
      publishedAt: column('publishedAt'),
      updatedAt: column('updatedAt'),
      title: column('title'),
      type: column('type'),
      slug: column('slug'),
      publishedDate: column('publishedDate'),
    };
  }

  /** Each draft row joined with its published row (if any); the status is decided in SQL too. */
  function baseQuery() {
    const c = columns();
    const knex = strapi.db.connection;
    return knex({ d: c.table })
      .leftJoin({ p: c.table }, function joinPublished() {
        this.on(`p.${c.documentId}`, '=', `d.${c.documentId}`).andOnNotNull(`p.${c.publishedAt}`);
      })
      .whereNull(`d.${c.publishedAt}`);
  }

  function applyFilters(query: ReturnType<typeof baseQuery>, params: ManageQuery) {
    const c = columns();
    if (params.q) {
      // The same expression as the search's trigram index on PostgreSQL (search/search-indexes.ts).
      query.whereRaw(`LOWER(CAST(d.${c.title} AS VARCHAR)) LIKE ? ESCAPE ?`, [containsPattern(params.q), '\\']);
    }
    if (params.type) query.where(`d.${c.type}`, params.type);
    if (params.status === 'draft') query.whereNull(`p.${c.id}`);
    if (params.status === 'published') query.whereNotNull(`p.${c.id}`).whereRaw(`d.${c.updatedAt} <= p.${c.updatedAt}`);
    if (params.status === 'modified') query.whereNotNull(`p.${c.id}`).whereRaw(`d.${c.updatedAt} > p.${c.updatedAt}`);
    return query;
  }

  function applySort(query: ReturnType<typeof baseQuery>, sort: ManageQuery['sort']) {
    const c = columns();
    switch (sort) {
      case 'title:asc':
      case 'title:desc':
        query.orderByRaw(`LOWER(d.${c.title}) ${sort === 'title:asc' ? 'asc' : 'desc'}`);
        break;
      case 'date:asc':
      case 'date:desc':
        query.orderBy(`d.${c.publishedDate}`, sort === 'date:asc' ? 'asc' : 'desc');
        break;
      case 'updated:desc':
        query.orderBy(`d.${c.updatedAt}`, 'desc');
        break;
    }
    return query.orderBy(`d.${c.documentId}`, 'asc');
  }

  /** Published versions of the given documents: when they were published and last changed. */
  async function publishedVersions(ids: string[]) {
    if (ids.length === 0) return new Map<string, { publishedAt: string; updatedAt: string }>();
    const rows = (await documents().findMany({
      status: 'published',
      filters: { documentId: { $in: ids } },
      fields: ['publishedAt', 'updatedAt'],
      limit: ids.length,
    })) as unknown as { documentId: string; publishedAt: string; updatedAt: string }[];
    return new Map(rows.map((r) => [r.documentId, { publishedAt: r.publishedAt, updatedAt: r.updatedAt }]));
  }

  function present(draft: DraftEntry, published: { publishedAt: string; updatedAt: string } | undefined, fields: readonly string[]) {
    const out: Record<string, unknown> = { documentId: draft.documentId };
    for (const field of fields) out[field] = draft[field] ?? null;
    return {
      ...out,
      status: publicationStatus(draft.updatedAt, published?.updatedAt) satisfies ResourceStatus,
      publishedAt: published?.publishedAt ?? null,
      cover: summariseFile(draft.cover),
      doc: summariseFile(draft.doc),
    };
  }

  return {
    /**
     * The REST list (the site's lists and search): Strapi's own, except that a page shorter than
     * it asked for gives the total itself, without waiting for the count (documents/list-total.ts).
     * A request that says withCount gets Strapi's behaviour unchanged.
     */
    async find(params: Record<string, unknown> = {}) {
      const pagination = (params.pagination ?? {}) as Record<string, unknown>;
      if ('withCount' in pagination || !strapi.config.get('api.rest.withCount', true)) return super.find(params);
      // What Strapi's own find counts with (its getFetchParams: published unless asked otherwise).
      const { pagination: _pagination, ...countParams }: Record<string, unknown> = { status: 'published', ...params };
      const count = () => documents().count(countParams as Parameters<ReturnType<typeof documents>['count']>[0]);
      // PostgreSQL answers the count on another connection while the page is read (a site search
      // that matches thousands spends ~14 ms in each); SQLite has one connection, so there the
      // count waits until the page shows that it is needed.
      const concurrent = strapi.db.dialect.client === 'postgres' ? count() : null;
      concurrent?.catch(() => undefined);
      const page = (await super.find({ ...params, pagination: { ...pagination, withCount: false } })) as { results: unknown[]; pagination: UncountedPagination };
      const known = totalOfShortPage(page.results.length, page.pagination);
      const total = known ?? (await (concurrent ?? count()));
      return { results: page.results, pagination: withTotal(page.pagination, total) };
    },

    async manageList(params: ManageQuery) {
      const c = columns();
      const countRow = (await applyFilters(baseQuery(), params).count({ total: `d.${c.id}` }).first()) as { total: number | string } | undefined;
      const total = Number(countRow?.total ?? 0);
      const rows = (await applySort(applyFilters(baseQuery(), params), params.sort)
        .select({ documentId: `d.${c.documentId}` })
        .limit(params.pageSize)
        .offset((params.page - 1) * params.pageSize)) as { documentId: string }[];
      const ids = rows.map((r) => r.documentId);
      const drafts = ids.length
        ? ((await documents().findMany({
            status: 'draft',
            filters: { documentId: { $in: ids } },
            fields: [...LIST_FIELDS],
            populate: { cover: true, doc: true },
            limit: ids.length,
          })) as unknown as DraftEntry[])
        : [];
      const byId = new Map(drafts.map((d) => [d.documentId, d]));
      const published = await publishedVersions(ids);
      const data = ids.flatMap((id) => {
        const draft = byId.get(id);
        return draft ? [present(draft, published.get(id), LIST_FIELDS)] : [];
      });
      return {
        data,
        meta: { pagination: { page: params.page, pageSize: params.pageSize, pageCount: Math.ceil(total / params.pageSize), total } },
      };
    },

    /** One resource's draft in full, for the edit form; null when there is no such resource. */
    async manageOne(documentId: string) {
      const draft = (await documents().findOne({
        documentId,
        status: 'draft',
        fields: [...FULL_FIELDS],
        populate: { cover: true, doc: true },
      })) as unknown as DraftEntry | null;
      if (!draft) return null;
      const published = await publishedVersions([documentId]);
      return present(draft, published.get(documentId), FULL_FIELDS);
    },

    /** Whether slug is free among all resources (drafts included) but the given one, and a free alternative. */
    async slugCheck(slug: string, exceptDocumentId?: string) {
      const c = columns();
      const base = isValidSlug(slug) ? slug : slugify(slug);
      const query = strapi.db.connection(c.table).distinct({ slug: c.slug });
      if (exceptDocumentId) query.whereNot(c.documentId, exceptDocumentId);
      // Everything that could collide with the slug or its numbered variants (whose stems may be
      // cut short to stay within 80 characters). A slug has no LIKE wildcards: [a-z0-9-] only.
      query.where((w) => {
        w.where(c.slug, slug).orWhere(c.slug, 'like', `${base.slice(0, 60)}%`);
      });
      const taken = new Set(((await query) as { slug: string }[]).map((r) => r.slug));
      return { available: isValidSlug(slug) && !taken.has(slug), suggestion: suggestSlug(base, taken) };
    },
  };
});
