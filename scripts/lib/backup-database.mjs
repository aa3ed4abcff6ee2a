// The database part of a backup: SQLite through better-sqlite3's online backup (a consistent
// copy while the CMS keeps writing), PostgreSQL through pg_dump --format=custom in the same
// snapshot as the counts written to the manifest. Restore: SQLite by moving the checked file into
// place, PostgreSQL by pg_restore in one transaction (a failure leaves the database as it was).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { BackupError, cmsRequire } from './backup-config.mjs';

/** What the database holds that cannot be rebuilt, by table (Strapi 5 names), for the manifest. */
export const COUNTED_TABLES = {
  pages: 'pages',
  resources: 'blogs',
  leads: 'form_submissions',
  staffAccounts: 'up_users',
  adminUsers: 'admin_users',
  mediaFiles: 'files',
};

export const DATABASE_HOLDS =
  'all content (pages, resources, navigation, global settings, redirects, drafts), the media library records, ' +
  'leads (form submissions) and measurement counts, staff accounts (users-permissions) and CMS admin users, API tokens and roles';

const countSql = (table, hasDocumentId) => `SELECT count(${hasDocumentId ? 'DISTINCT document_id' : '*'}) AS n FROM ${table}`;

function openSqlite(file, options) {
  const Database = cmsRequire('better-sqlite3');
  return new Database(file, options);
}

// ---------------------------------------------------------------------------------------------
// SQLite

/** Copies the live SQLite file to `to` with the online backup API; returns counts from the copy. */
export async function backupSqlite(file, to) {
  if (!existsSync(file)) {
    throw new BackupError(`the database file ${file} does not exist: set DATABASE_FILENAME (or DATABASE_URL) as for the CMS`);
  }
  let source;
  try {
    source = openSqlite(file, { readonly: true, fileMustExist: true, timeout: 10_000 });
    await source.backup(to);
  } catch (error) {
    if (error instanceof BackupError || error?.code === 'ENOSPC' || error?.code === 'SQLITE_FULL') throw error;
    throw new BackupError(`the database ${file} could not be read: ${String(error?.message ?? error).split('\n')[0]}`);
  } finally {
    source?.close();
  }
  // The copy becomes one self-contained file (no -wal beside it), checked and counted.
  const copy = openSqlite(to, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`the database ${file} failed SQLite's check (${check}): repair it before backing up`);
    return sqliteCounts(copy);
  } finally {
    copy.close();
  }
}

function sqliteTables(db) {
  return db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all()
    .map((r) => r.name);
}

function sqliteCounts(db) {
  const tables = new Set(sqliteTables(db));
  const counts = {};
  for (const [name, table] of Object.entries(COUNTED_TABLES)) {
    if (!tables.has(table)) continue;
    const columns = db.prepare(`PRAGMA table_info(${table})`).all().map((c) => c.name);
    counts[name] = Number(db.prepare(countSql(table, columns.includes('document_id'))).get().n);
  }
  return counts;
}

/** Number of tables in the SQLite file (0 when it does not exist or is empty). */
export function sqliteTableCount(file) {
  if (!existsSync(file) || statSync(file).size === 0) return 0;
  let db;
  try {
    db = openSqlite(file, { readonly: true, fileMustExist: true });
    return sqliteTables(db).length;
  } catch (error) {
    throw new BackupError(`the target database ${file} cannot be read (${String(error?.message ?? error).split('\n')[0]}): move it away or add --force to replace it`);
  } finally {
    db?.close();
  }
}

/** Counts in an unpacked SQLite backup (read only). */
export function sqliteFileCounts(file) {
  const db = openSqlite(file, { readonly: true, fileMustExist: true });
  try {
    return sqliteCounts(db);
  } finally {
    db.close();
  }
}

/**
 * Puts the checked SQLite file in place: copied next to the target first, then renamed over it
 * (one step), after removing a -wal/-shm left by the database it replaces.
 */
export function restoreSqlite(from, file) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.restore-${process.pid}`);
  try {
    copyFileSync(from, temporary);
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

const PG_PARAMS = { sslmode: 'PGSSLMODE', sslrootcert: 'PGSSLROOTCERT', sslcert: 'PGSSLCERT', sslkey: 'PGSSLKEY', host: 'PGHOST', port: 'PGPORT' };

/**
 * libpq's environment for the URL: the password goes in PGPASSWORD, never on a command line that
 * other users of the machine could read.
 */
export function libpqEnv(url, ssl) {
  const u = new URL(url);
  const env = {
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || '5432',
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    PGCONNECT_TIMEOUT: '10',
  };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  for (const [param, name] of Object.entries(PG_PARAMS)) {
    const value = u.searchParams.get(param);
    if (value) env[name] = value;
  }
  // DATABASE_SSL=true: the connection is encrypted (set PGSSLMODE=verify-full and PGSSLROOTCERT
  // to check the server's certificate as the CMS does).
  if (ssl && !env.PGSSLMODE && !process.env.PGSSLMODE) env.PGSSLMODE = 'require';
  return env;
}

async function pgClient(database) {
  const pg = cmsRequire('pg');
  const client = new pg.Client({
    connectionString: database.url,
    ssl: database.ssl ? { rejectUnauthorized: true } : false,
    connectionTimeoutMillis: 10_000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`the database is unreachable (${new URL(database.url).host}): ${String(error?.message ?? error).split('\n')[0]}`);
  }
  return client;
}

/** Checks that a PostgreSQL tool (pg_dump, pg_restore) is installed; returns its version line. */
export function pgTool(name) {
  const result = spawnSync(name, ['--version'], { encoding: 'utf8' });
  if (result.error?.code === 'ENOENT') {
    throw new BackupError(`${name} is not installed: install the PostgreSQL client tools of the server's major version or newer (Debian: apt-get install postgresql-client)`);
  }
  if (result.status !== 0) throw new BackupError(`${name} --version failed: ${(result.stderr || '').trim().split('\n')[0]}`);
  return result.stdout.trim();
}

/** Runs a PostgreSQL tool; rejects with its first error line. */
function runPgTool(name, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(name, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (stderr.length > 20_000) stderr = stderr.slice(-20_000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(stderr);
      const lines = stderr.split('\n').map((l) => l.trim()).filter(Boolean);
      const line = lines.find((l) => /error|fatal|could not|refused|unsupported|aborting/i.test(l)) ?? lines[0] ?? `exit code ${code}`;
      reject(new BackupError(`${name} failed: ${line.replace(/^pg_(dump|restore): (error: )?/, '')}`));
    });
  });
}

async function pgTables(client) {
  const { rows } = await client.query("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'");
  return rows.map((r) => r.table_name);
}

async function pgCounts(client) {
  const tables = new Set(await pgTables(client));
  const counts = {};
  for (const [name, table] of Object.entries(COUNTED_TABLES)) {
    if (!tables.has(table)) continue;
    const { rows } = await client.query('SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2', [
      table,
      'document_id',
    ]);
    const result = await client.query(countSql(table, rows.length > 0));
    counts[name] = Number(result.rows[0].n);
  }
  return counts;
}

/**
 * pg_dump --format=custom to `to`, in a snapshot this process holds open, so the counts in the
 * manifest are those of the dump. Returns { counts, serverVersion, tool }.
 */
export async function backupPostgres(database, to) {
  const tool = pgTool('pg_dump');
  const client = await pgClient(database);
  try {
    const serverVersion = (await client.query('SHOW server_version')).rows[0].server_version;
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id;
    const counts = await pgCounts(client);
    await runPgTool('pg_dump', ['--format=custom', '--compress=6', `--snapshot=${snapshot}`, `--file=${to}`], libpqEnv(database.url, database.ssl));
    await client.query('COMMIT');
    return { counts, serverVersion, tool };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Number of tables in the target database's schema (0 for an empty database). */
export async function postgresTableCount(database) {
  const client = await pgClient(database);
  try {
    return (await pgTables(client)).length;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * pg_restore into the target in one transaction: it all loads, or the database stays as it was.
 * With `replace`, the objects of the dump are dropped first (in the same transaction).
 */
export async function restorePostgres(database, dumpFile, { replace }) {
  pgTool('pg_restore');
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(replace ? ['--clean', '--if-exists'] : []), dumpFile];
  const env = libpqEnv(database.url, database.ssl);
  await runPgTool('pg_restore', ['--dbname', env.PGDATABASE, ...args], env);
  const client = await pgClient(database);
  try {
    return await pgCounts(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
