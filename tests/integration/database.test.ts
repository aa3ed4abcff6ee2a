// Proves which database the stack really used: the seeded pages the CMS serves must be the rows
// of that database: the throw-away SQLite file by default, the PostgreSQL database of
// TEST_DATABASE_URL when it is set. Counting rows in the database itself (not asking the stack
// what it was told) is what makes this fail when the CMS writes somewhere else.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withPostgres } from './database-write';
import { stack } from './helpers';

const PUBLISHED_PAGES = 'SELECT count(*) AS n FROM pages WHERE published_at IS NOT NULL';

/** Published pages counted in the database the stack says the CMS uses. */
async function publishedPagesInDatabase(): Promise<number> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { rows } = await withPostgres(url, (client) => client.query<{ n: string }>(PUBLISHED_PAGES));
    return Number(rows[0]!.n);
  }
  const file = stack().databaseFile;
  expect(file, 'the stack names its SQLite file').toBeTruthy();
  expect(existsSync(file!), `${file} exists`).toBe(true);
  // better-sqlite3 is the CMS's SQLite driver; read-only, beside the running CMS (WAL mode).
  type Sqlite = { prepare(sql: string): { get(): unknown }; close(): void };
  const { default: Database } = (await import(
    // @ts-expect-error: better-sqlite3 ships without type declarations
    'better-sqlite3'
  )) as { default: new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Sqlite };
  const db = new Database(file!, { readonly: true, fileMustExist: true });
  try {
    return Number((db.prepare(PUBLISHED_PAGES).get() as { n: number }).n);
  } finally {
    db.close();
  }
}

describe('database', () => {
  it('is PostgreSQL when TEST_DATABASE_URL is set, SQLite otherwise, and holds the pages the CMS serves', async () => {
    expect(stack().database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
    const inDatabase = await publishedPagesInDatabase();
    expect(inDatabase).toBeGreaterThan(50);
    const res = await fetch(`${stack().cmsUrl}/api/pages?pagination[pageSize]=1`);
    const body = (await res.json()) as { meta: { pagination: { total: number } } };
    expect(body.meta.pagination.total).toBe(inDatabase);
  });
});
