// Keeps the full-text index in step with what is published: every create, update, publish,
// unpublish and delete of a page or resource re-reads the document's published version and
// writes (or removes) its row once the change is committed, on the revalidation path
// (revalidation/revalidate.ts) just before the web is told, so a search a second later sees it. `npm run search:rebuild -w cms`
// (scripts/search-rebuild.mjs) and the first start on a database without an index fill it from
// scratch. A change to the editors' search tuning (content/search-tuning.ts) raises the shared
// generation (generation.ts) the same way, so every process answers with it at once.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { blogContentType } from '@ironbark/shared/content/blog';
import { pageContentType } from '@ironbark/shared/content/page';
import { raiseGeneration } from './generation';
import { pdfTextFor, type StoredFile } from './pdf-text';
import { pageRow, resourceRow } from './rows';
import { searchStoreFor, type IndexRow } from './store';

const PAGE = CONTENT_TYPE_UIDS.page;
const BLOG = CONTENT_TYPE_UIDS.blog;
const TUNING = CONTENT_TYPE_UIDS.searchTuning;


type Uid = typeof PAGE | typeof BLOG;

async function rowFor(strapi: Core.Strapi, uid: Uid, doc: Record<string, unknown> & { documentId: string }): Promise<IndexRow | null> {
  if (uid === PAGE) return pageRow(doc);
  // A gated guide's PDF is read only after the form: its words stay out of the index, so no
  // result or snippet shows what the form keeps back (its title and summary are searchable).
  return resourceRow(doc, doc.gated === true ? '' : await pdfTextFor(strapi, doc.doc as StoredFile | null));
}

const populateOf = (uid: Uid) => (uid === PAGE ? pageContentType.populate : blogContentType.populate);

/** Writes or removes one document's row from its published version as stored now. */
export async function reindexDocument(strapi: Core.Strapi, uid: Uid, documentId: string): Promise<void> {
  const store = searchStoreFor(strapi);
  const kind = uid === PAGE ? 'page' : 'resource';
  const doc = (await strapi.documents(uid).findOne({ documentId, status: 'published', populate: populateOf(uid) as never })) as
    | (Record<string, unknown> & { documentId: string })
    | null;
  const row = doc ? await rowFor(strapi, uid, doc) : null;
  if (row) await store.upsert(row);
  else await store.remove(`${kind}:${documentId}`);
  await raiseGeneration(strapi.db.connection);
}

/** Empties the index and fills it with every published page and resource. */
export async function rebuildSearchIndex(strapi: Core.Strapi): Promise<{ pages: number; resources: number; ms: number }> {
  const started = Date.now();
  const store = searchStoreFor(strapi);
  const rows: IndexRow[] = [];
  const counts = { pages: 0, resources: 0 };
  for (const uid of [PAGE, BLOG] as const) {
    const pageSize = 200;
    for (let start = 0; ; start += pageSize) {
      const docs = (await strapi.documents(uid).findMany({ status: 'published', populate: populateOf(uid) as never, start, limit: pageSize })) as (Record<
        string,
        unknown
      > & { documentId: string })[];
      for (const doc of docs) {
        const row = await rowFor(strapi, uid, doc);
        if (row) rows.push(row);
      }
      if (docs.length < pageSize) break;
    }
  }
  await store.clear();
  for (const row of rows) {
    await store.upsert(row);
    counts[row.kind === 'page' ? 'pages' : 'resources']++;
  }
  await raiseGeneration(strapi.db.connection);
  return { ...counts, ms: Date.now() - started };
}

/** On start-up: a database whose index is empty (new, or made before the index) gets it filled. */
export async function ensureSearchIndex(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const [{ n }] = (await knex('search_documents').count({ n: '*' })) as [{ n: number | string }];
  if (Number(n) > 0) return;
  const result = await rebuildSearchIndex(strapi);
  if (result.pages + result.resources > 0) strapi.log.info(`search index built: ${result.pages} pages, ${result.resources} resources in ${result.ms} ms`);
}

/**
 * Follows publishing: called by the revalidation middleware (revalidation/revalidate.ts) once a
 * change to a page or resource is committed, before the web is told, so the web never reads the
 * index before it has the change. Never throws: a failure is logged and the editor's change stands.
 */
export async function followChange(strapi: Core.Strapi, uid: string, documentId: string | undefined): Promise<void> {
  // The editors' tuning is read by every search: answers kept from before it go.
  if (uid === TUNING) {
    await raiseGeneration(strapi.db.connection).catch((error: unknown) => strapi.log.warn(`search: tuning change not announced (${(error as Error).message})`));
    return;
  }
  if ((uid !== PAGE && uid !== BLOG) || !documentId) return;
  await reindexDocument(strapi, uid, documentId).catch((error: unknown) => strapi.log.warn(`search: ${uid} ${documentId} not indexed (${(error as Error).message})`));
}
