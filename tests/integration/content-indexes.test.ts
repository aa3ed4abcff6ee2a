// The CMS's own indexes for the site's reads at scale (cms/src/documents/content-indexes.ts): the
// database the stack uses has them after start-up, and its planner can answer each read they are
// for from its index (the queries are the ones Strapi writes for those requests). The test
// database is small, so a planner would rather scan it, and on PostgreSQL it picks any index that
// covers `published_at IS NOT NULL` as cheap as another: there the EXPLAIN runs in a transaction
// that is rolled back, with sequential scans off and the table's other secondary indexes dropped,
// so it shows whether the index named for the read can answer it.
import { describe, expect, it } from 'vitest';
import { CONTENT_INDEXES } from '../../cms/src/documents/content-indexes';
import { stack } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
type Sqlite = { prepare(sql: string): { all(): unknown[] }; close(): void };

/**
 * Runs statements on the stack's database and resolves with each one's rows; nothing is kept. On
 * PostgreSQL, `onlyIndex` leaves the statements' table with the secondary indexes whose name it
 * matches (the others are dropped inside the transaction, which is rolled back).
 */
async function query(statements: string[], onlyIndex?: { table: string; keep: RegExp }): Promise<Record<string, string>[][]> {
  if (onPostgres) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      if (onlyIndex) {
        const { rows } = await client.query<{ name: string }>(
          "SELECT i.indexname AS name FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid WHERE i.tablename = $1 AND NOT x.indisprimary AND NOT x.indisunique",
          [onlyIndex.table],
        );
        for (const { name } of rows.filter((r) => !onlyIndex.keep.test(r.name))) await client.query(`DROP INDEX "${name}"`);
      }
      const out: Record<string, string>[][] = [];
      for (const sql of statements) out.push((await client.query<Record<string, string>>(sql)).rows);
      return out;
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.end();
    }
  }
  const { default: Database } = (await import(
    // @ts-expect-error: better-sqlite3 ships without type declarations
    'better-sqlite3'
  )) as { default: new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Sqlite };
  const db = new Database(stack().databaseFile!, { readonly: true, fileMustExist: true });
  try {
    return statements.map((sql) => db.prepare(sql).all() as Record<string, string>[]);
  } finally {
    db.close();
  }
}

/** The planner's lines for a statement. */
async function plan(sql: string, postgresIndex: RegExp): Promise<string> {
  const table = /\bfrom (\w+) t0\b/.exec(sql)![1]!;
  const [rows] = await query([onPostgres ? `EXPLAIN ${sql}` : `EXPLAIN QUERY PLAN ${sql}`], { table, keep: postgresIndex });
  return rows!.map((r) => (onPostgres ? r['QUERY PLAN'] : r.detail)).join('\n');
}

const lower = (column: string) => (onPostgres ? `LOWER(CAST(t0.${column} AS VARCHAR))` : `LOWER(t0.${column})`);
const search = (term: string) =>
  `t0.published_at is not null and (${['title', 'meta_keywords', 'meta_description', 'search_text'].map((c) => `${lower(c)} LIKE LOWER('%${term}%')`).join(' OR ')})`;

/** [read, statement, the index SQLite uses, the index PostgreSQL uses]. */
const READS: [string, string, RegExp, RegExp][] = [
  ['a page by its path ($eqi)', `select t0.* from pages t0 where (t0.published_at is not null and ${lower('path')} = LOWER('/services')) order by t0.id asc limit 1`, /USING INDEX ib_pages_path_lower_idx/, /ib_pages_path_lower_idx/],
  ['a resource by its slug', `select t0.* from blogs t0 where (t0.slug = 'x' and t0.published_at is not null) limit 1`, /USING INDEX ib_blogs_slug_idx/, /ib_blogs_slug_idx/],
  ['a page of one type of resource', `select t0.* from blogs t0 where (t0.published_at is not null and t0.type = 'guide') order by t0.featured desc, t0.published_date desc, t0.id desc limit 9 offset 90`, /USING INDEX ib_blogs_type_list_idx/, /ib_blogs_type_list_idx/],
  ['a page of all resources', `select t0.* from blogs t0 where (t0.published_at is not null) order by t0.featured desc, t0.published_date desc, t0.id desc limit 9 offset 90`, /USING INDEX ib_blogs_list_idx/, /ib_blogs_list_idx/],
  ['the newest of a type', `select t0.* from blogs t0 where (t0.published_at is not null and t0.type = 'news') order by t0.published_date desc, t0.id desc limit 3`, /USING INDEX ib_blogs_type_(date|list)_idx/, /ib_blogs_type_(date|list)_idx/],
  // PostgreSQL answers the search from its trigram indexes (search-indexes.ts).
  ['the search count', `select count(t0.id) as count from blogs t0 where (${search('council')})`, /USING COVERING INDEX ib_blogs_date_search_idx/, /blogs_\w+_trgm_idx/],
  ['the search, newest first', `select t0.* from blogs t0 where (${search('council')}) order by t0.published_date desc limit 5`, /USING INDEX ib_blogs_date_search_idx/, /blogs_\w+_trgm_idx|ib_blogs_date_idx/],
];

describe('content indexes', () => {
  it('are in the database after start-up', async () => {
    const wanted = CONTENT_INDEXES.filter((i) => i.only !== (onPostgres ? 'sqlite' : 'postgres')).map((i) => i.name);
    const [rows] = await query([
      onPostgres ? "SELECT indexname AS name FROM pg_indexes WHERE indexname LIKE 'ib\\_%'" : "SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'ib\\_%' ESCAPE '\\'",
    ]);
    expect(rows!.map((r) => r.name)).toEqual(expect.arrayContaining(wanted));
  });

  it.each(READS)('serve %s', async (_read, sql, sqlitePlan, postgresPlan) => {
    expect(await plan(sql, postgresPlan)).toMatch(onPostgres ? postgresPlan : sqlitePlan);
  });
});
