// A write straight into the stack's database, past Strapi's document service and its save rules:
// for tests of what the web does with rows that rules refuse on save (stored before a rule
// existed, or written by a tool that bypasses Strapi). The throw-away SQLite file by default, the
// PostgreSQL database of TEST_DATABASE_URL when it is set. Parameters are written "?".
import type { Client } from 'pg';
import { stack } from './helpers';

/** Runs `use` with a connected client of the PostgreSQL database at `url`, and closes it after. */
export async function withPostgres<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  // The pg driver is a dependency of the CMS workspace.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement on the stack's database: the rows it gives (`reads`) or how many it changed. */
async function runStatement(sql: string, params: unknown[], reads: boolean): Promise<{ rows: unknown[]; changes: number }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    let n = 0;
    const res = await withPostgres(url, (client) => client.query(sql.replace(/\?/g, () => `$${++n}`), params));
    return { rows: res.rows, changes: res.rowCount ?? 0 };
  }
  type Statement = { all(...params: unknown[]): unknown[]; run(...params: unknown[]): { changes: number } };
  type Sqlite = { prepare(sql: string): Statement; pragma(s: string): unknown; close(): void };
  const { default: Database } = (await import(
    // @ts-expect-error: better-sqlite3 ships without type declarations
    'better-sqlite3'
  )) as { default: new (file: string, options: { fileMustExist: boolean }) => Sqlite };
  const db = new Database(stack().databaseFile!, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    const statement = db.prepare(sql);
    // SQLite stores booleans as 0 and 1.
    const values = params.map((p) => (typeof p === 'boolean' ? Number(p) : p));
    return reads ? { rows: statement.all(...values), changes: 0 } : { rows: [], changes: statement.run(...values).changes };
  } finally {
    db.close();
  }
}

export async function writeDatabase(sql: string, params: unknown[]): Promise<number> {
  return (await runStatement(sql, params, false)).changes;
}

/** The rows a query finds in the stack's database. */
export async function readDatabase<T>(sql: string, params: unknown[]): Promise<T[]> {
  return (await runStatement(sql, params, true)).rows as T[];
}

/** Tells the web that a content type changed (as the CMS does after a save), so it reads it again. */
export async function revalidate(model: string): Promise<void> {
  const res = await fetch(`${stack().webUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack().env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, action: 'update' }),
  });
  if (res.status !== 200) throw new Error(`revalidate ${model} answered ${res.status}`);
}
