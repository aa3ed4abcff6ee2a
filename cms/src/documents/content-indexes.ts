// Indexes for the reads the site makes on every uncached page, list and search, which Strapi does
// not create by itself (it indexes documentId, locale and publishedAt together, and the link
// tables). Without them each of these reads the whole table: cheap for the demo's 18 resources,
// not for 10,000 (issue 22; measured with `npm run bench -- --scale`). The public reads' indexes
// are partial, on the published rows: every public read asks for `published_at IS NOT NULL` and
// drafts are half the rows; the lists' `id DESC` tie-break is the last column, so the index gives their
// order without a sort. Both SQLite and PostgreSQL; created at
// every start with IF NOT EXISTS (Strapi's schema sync leaves indexes it did not make alone).
import type { Core } from '@strapi/strapi';

export interface ContentIndex {
  name: string;
  table: string;
  /** Column list or expressions, as SQL. */
  on: string;
  /** Only the published rows (what every public read asks for); otherwise every row. */
  published?: boolean;
  /** Only on this database. */
  only?: 'sqlite' | 'postgres';
}

const PUBLISHED = 'published_at IS NOT NULL';

export const CONTENT_INDEXES: ContentIndex[] = [
  // A page by its path: the web asks with `$eqi`, which Strapi writes as LOWER(path) = LOWER(?)
  // (on PostgreSQL LOWER(CAST(path AS VARCHAR)): an expression index must be the same expression).
  { name: 'ib_pages_path_lower_idx', table: 'pages', on: 'LOWER(path)', published: true, only: 'sqlite' },
  { name: 'ib_pages_path_lower_idx', table: 'pages', on: 'LOWER(CAST(path AS VARCHAR))', published: true, only: 'postgres' },
  // Unique fields: Strapi looks the value up among drafts and published rows on every save.
  { name: 'ib_pages_path_idx', table: 'pages', on: 'path' },
  { name: 'ib_blogs_slug_idx', table: 'blogs', on: 'slug' },
  // The resources list, all types and one type: featured first, then newest, then id.
  { name: 'ib_blogs_list_idx', table: 'blogs', on: 'featured, published_date, id', published: true },
  { name: 'ib_blogs_type_list_idx', table: 'blogs', on: 'type, featured, published_date, id', published: true },
  // Newest first (search, feeds, "latest resources" blocks, related resources of a type).
  { name: 'ib_blogs_date_idx', table: 'blogs', on: 'published_date, id', published: true, only: 'postgres' },
  // On SQLite the same index also holds the searched columns (search-indexes.ts has PostgreSQL's
  // trigram indexes instead): the search's count ("View all N results") reads this index alone
  // instead of every row with its body, and its newest-first page tests the words in the index
  // before it reads a row. (A PostgreSQL B-tree entry is limited to ~2.7 KB; SQLite's is not.)
  {
    name: 'ib_blogs_date_search_idx',
    table: 'blogs',
    on: 'published_date, id, published_at, title, meta_keywords, meta_description, search_text',
    published: true,
    only: 'sqlite',
  },
  { name: 'ib_blogs_type_date_idx', table: 'blogs', on: 'type, published_date, id', published: true },
  // A document's versions (plugins/history): read and pruned on every save an editor makes.
  { name: 'ib_history_versions_target_idx', table: 'history_versions', on: 'target_uid, target_document_id, created_at' },
];

/** The statement that creates one index (the same text on both databases). */
export function createIndexSql(index: ContentIndex): string {
  return `CREATE INDEX IF NOT EXISTS ${index.name} ON ${index.table} (${index.on})${index.published ? ` WHERE ${PUBLISHED}` : ''}`;
}

export async function ensureContentIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const dialect = strapi.db.dialect.client === 'postgres' ? 'postgres' : 'sqlite';
  for (const index of CONTENT_INDEXES.filter((i) => !i.only || i.only === dialect)) {
    try {
      await knex.raw(createIndexSql(index));
    } catch (error) {
      // The site works without them, only slower at scale: never stop the start for one.
      strapi.log.warn(`index ${index.name} not created: ${(error as Error).message}`);
    }
  }
}
