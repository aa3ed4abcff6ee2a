// Makes the site search's `$containsi` filters fast on PostgreSQL. Strapi turns them into
// LOWER(CAST(col AS VARCHAR)) LIKE LOWER('%term%'), which a trigram index on that same
// expression answers without reading every row. SQLite has no such index; it scans, which is
// quick at this site's size (see npm run bench).
import type { Core } from '@strapi/strapi';

const COLUMNS = ['title', 'meta_keywords', 'meta_description', 'search_text'];

export async function ensureSearchIndexes(strapi: Core.Strapi) {
  if (strapi.db.dialect.client !== 'postgres') return;
  const knex = strapi.db.connection;
  try {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const column of COLUMNS) {
      await knex.raw(
        `CREATE INDEX IF NOT EXISTS blogs_${column}_trgm_idx ON blogs USING gin ((LOWER(CAST(${column} AS VARCHAR))) gin_trgm_ops)`,
      );
    }
  } catch (error) {
    // Without the extension the search still works, only slower.
    strapi.log.warn(`search indexes not created: ${(error as Error).message}`);
  }
}
