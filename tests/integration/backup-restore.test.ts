// Backup and restore (issue 22): `npm run backup` on a running CMS that has a lead, a new staff
// account and uploads writes one archive; `npm run restore` loads it into an empty installation
// (a fresh SQLite file, or with TEST_DATABASE_URL a fresh PostgreSQL database), and a CMS started
// on it serves the same pages, resources, uploads (by checksum) and leads, and the staff member
// signs in. A truncated archive, one with a changed byte and one of the other database client are
// refused with one line, and the target is left as it was, empty or not.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { SECRET_NAMES } from '../../cms/scripts/env.mjs';
import { call, startCmsOnly, staffLogin, type CmsOnly } from './cms-only';
import { editorJwt, storedFor } from './forms-helpers';
import { runScript as run } from './run-script';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
// A PDF with bytes of its own, so its checksum is this run's.
const PDF = new TextEncoder().encode(
  `%PDF-1.4\n% ${randomBytes(16).toString('hex')}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
);

const STAFF = { email: `backup.staff.${randomBytes(3).toString('hex')}@example.com`, password: 'backup-staff-password-1', username: `backup${randomBytes(3).toString('hex')}` };
const LEAD = { email: `backup-lead-${randomBytes(4).toString('hex')}@example.com`, name: 'Backup Tester', message: 'Please call about radio coverage.' };

/** The secrets of an installation: a restore goes with the same .env (APP_KEYS, salts, tokens). */
const SECRETS = [...SECRET_NAMES, 'SESSION_SECRET', 'METRICS_TOKEN'];

let source: CmsOnly;
let target: CmsOnly;
let work: string;
let archive: string;
const disposables: CmsOnly[] = [];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
// A gated guide's PDF in the private folder, with bytes of this run's own.
const GATED_FILE = `gated_guide_${randomBytes(4).toString('hex')}.pdf`;
const GATED = new TextEncoder().encode(`%PDF-1.4\n% gated ${randomBytes(16).toString('hex')}\n%%EOF\n`);

/** Every file under an uploads folder with its checksum. */
function uploadChecksums(cms: CmsOnly): Record<string, string> {
  const dir = path.join(cms.dir, 'public', 'uploads');
  const out: Record<string, string> = {};
  const visit = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(child);
      else out[child] = sha256(readFileSync(path.join(dir, child)));
    }
  };
  if (existsSync(dir)) visit('');
  return out;
}

/** A fresh installation with the source's secrets (not started). */
async function emptyInstallation(): Promise<CmsOnly> {
  const env = Object.fromEntries(SECRETS.filter((k) => source.env[k]).map((k) => [k, source.env[k]!]));
  const cms = await startCmsOnly({ seed: 'none', env });
  disposables.push(cms);
  return cms;
}

/** Runs a query on an installation's database (read only use). */
async function query<T>(cms: CmsOnly, sql: string): Promise<T[]> {
  if (cms.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: cms.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }
  type Sqlite = { prepare(sql: string): { all(): unknown[] }; close(): void };
  const { default: Database } = (await import(
    // @ts-expect-error: better-sqlite3 ships without type declarations
    'better-sqlite3'
  )) as { default: new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Sqlite };
  const db = new Database(cms.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

/** Whether an installation is as fresh as it was made: no database tables, no uploads. */
async function isEmpty(cms: CmsOnly): Promise<boolean> {
  const uploads = Object.keys(uploadChecksums(cms)).length;
  if (cms.env.DATABASE_URL) {
    const rows = await query<{ n: string }>(cms, "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'");
    return Number(rows[0]!.n) === 0 && uploads === 0;
  }
  return !existsSync(cms.databaseFile) && uploads === 0;
}

async function leadsWithEmail(cms: CmsOnly, email: string): Promise<number> {
  const rows = await query<{ n: number | string }>(cms, `SELECT count(*) AS n FROM form_submissions WHERE email = '${email}'`);
  return Number(rows[0]!.n);
}

async function leadsTotal(cms: CmsOnly): Promise<number> {
  const rows = await query<{ n: number | string }>(cms, 'SELECT count(DISTINCT document_id) AS n FROM form_submissions');
  return Number(rows[0]!.n);
}

async function pages(cms: CmsOnly) {
  const res = await call(`${cms.url}/api/pages?fields[0]=path&fields[1]=title&fields[2]=updatedAt&sort=path&pagination[pageSize]=100`);
  expect(res.status).toBe(200);
  return (res.body as { data: unknown[] }).data;
}

async function resources(cms: CmsOnly) {
  const res = await call(`${cms.url}/api/blogs?fields[0]=slug&fields[1]=title&fields[2]=updatedAt&populate[cover][fields][0]=url&sort=slug&pagination[pageSize]=100`);
  expect(res.status).toBe(200);
  return (res.body as { data: unknown[] }).data;
}

async function storeLead(cms: CmsOnly, lead: { email: string; name: string; message: string }) {
  const res = await call(`${cms.url}/api/form-submissions`, {
    method: 'POST',
    bearer: cms.env.CMS_API_TOKEN!,
    json: { data: { form: 'contact', ...lead, consent: true, landingPath: '/contact-us', submissionKey: `backup-${randomBytes(10).toString('hex')}` } },
  });
  expect(res.status, res.text).toBeLessThan(300);
}

/** A copy of the archive with one byte of the named file changed, packed again (a valid gzip). */
async function withChangedByte(file: string, member: RegExp): Promise<{ archive: string; changed: string }> {
  const dir = mkdtempSync(path.join(work, 'repack-'));
  await extract({ file, cwd: dir });
  const all = (readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/'));
  const changed = all.find((f) => member.test(f) && statSync(path.join(dir, f)).isFile());
  expect(changed, `the archive holds a file matching ${member}`).toBeTruthy();
  const full = path.join(dir, changed!);
  const bytes = readFileSync(full);
  const at = Math.floor(bytes.length / 2);
  bytes[at] = bytes[at]! ^ 0x01;
  writeFileSync(full, bytes);
  const out = path.join(work, `changed-${path.basename(changed!)}.tar.gz`);
  await create({ gzip: true, file: out, cwd: dir }, readdirSync(dir));
  return { archive: out, changed: changed! };
}

/** A copy of the archive with its manifest edited, packed again (checksums of the files still match). */
async function withManifest(file: string, edit: (manifest: Record<string, unknown>) => void): Promise<string> {
  const dir = mkdtempSync(path.join(work, 'manifest-'));
  await extract({ file, cwd: dir });
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  edit(manifest);
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const out = path.join(dir, '..', `${path.basename(dir)}.tar.gz`);
  await create({ gzip: true, file: out, cwd: dir }, readdirSync(dir));
  return out;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'ironbark-backup-test-'));
  source = await startCmsOnly();
  disposables.push(source);
  await source.start();
  // A staff account made the way an operator makes one (the command runs with the CMS stopped).
  await source.stop();
  const made = source.command('create-staff.mjs', ['--email', STAFF.email, '--password', STAFF.password, '--username', STAFF.username]);
  expect(made.status, made.stderr).toBe(0);
  await source.start();
  // A lead, as the web stores it, and two uploads by a staff member.
  await storeLead(source, LEAD);
  const { jwt } = await staffLogin(source.url, source.env.CMS_API_TOKEN!, 'staff@example.com', 'StaffDemo!2024');
  for (const [name, type, bytes] of [
    ['backup-brief.pdf', 'application/pdf', PDF],
    ['backup-pixel.png', 'image/png', PNG],
  ] as const) {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type }), name);
    const res = await call(`${source.url}/api/upload`, { method: 'POST', bearer: jwt, body: form });
    expect(res.status, res.text).toBe(201);
  }
  // A gated guide's file, kept out of public reach beside the uploads (cms/src/documents/private-files.ts).
  mkdirSync(path.join(source.dir, 'private-uploads'), { recursive: true });
  writeFileSync(path.join(source.dir, 'private-uploads', GATED_FILE), GATED);
}, 600_000);

afterAll(async () => {
  for (const cms of disposables) await cms.dispose();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes one archive while the CMS runs: the database, the uploads and a manifest of checksums', async () => {
    archive = path.join(work, 'nightly', 'ironbark.tar.gz');
    const result = await run('backup.mjs', ['--out', archive], source.env);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/backup: wrote .*ironbark\.tar\.gz \(.+\): the (sqlite|postgres) database, \d+ uploads \(\d+ of gated guides\), manifest with \d+ checksums/);
    // The CMS kept answering throughout.
    expect((await call(`${source.url}/_health`)).status).toBeLessThan(300);

    const unpacked = mkdtempSync(path.join(work, 'look-'));
    await extract({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as {
      formatVersion: number;
      strapi: string;
      app: { version: string };
      database: { client: string; file: string; holds: string; counts: Record<string, number> };
      uploads: { storage: string; files: number };
      files: { path: string; size: number; sha256: string }[];
    };
    expect(manifest.formatVersion).toBe(1);
    expect(manifest.strapi).toMatch(/^5\./);
    expect(manifest.app.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.database.client).toBe(onPostgres ? 'postgres' : 'sqlite');
    expect(manifest.database.holds).toMatch(/leads/);
    expect(manifest.database.holds).toMatch(/staff accounts/);
    // The lead and both staff accounts (the demo one and the new one) are in the copy.
    expect(manifest.database.counts).toMatchObject({ pages: 3, resources: 1, leads: 1, staffAccounts: 2 });
    // Every upload of the source, with the checksum it has on disk.
    const expected = Object.entries(uploadChecksums(source)).map(([file, sum]) => ({ path: `uploads/${file}`, sha256: sum }));
    expect(expected.length).toBeGreaterThanOrEqual(3);
    for (const file of expected) expect(manifest.files).toContainEqual(expect.objectContaining(file));
    for (const file of manifest.files) {
      expect(sha256(readFileSync(path.join(unpacked, file.path))), file.path).toBe(file.sha256);
    }
    expect(manifest.files.map((f) => f.path)).toContain(manifest.database.file);
    // The gated guides' private files too: without them a restore would lose those PDFs.
    expect(manifest.files).toContainEqual(expect.objectContaining({ path: `private-uploads/${GATED_FILE}`, sha256: sha256(GATED) }));
    expect(result.stdout).toMatch(/\(1 of gated guides\)/);
  });

  it('taken while leads keep arriving, holds a consistent copy: restored, it has exactly the leads its manifest counts', async () => {
    const before = await leadsTotal(source);
    let writing = true;
    let stored = 0;
    const writer = (async () => {
      while (writing) {
        await storeLead(source, { email: `busy-${randomBytes(4).toString('hex')}@example.com`, name: 'Busy Writer', message: 'Sent during the backup.' });
        stored++;
      }
    })();
    const out = path.join(work, 'busy.tar.gz');
    const result = await run('backup.mjs', ['--out', out], source.env);
    writing = false;
    await writer;
    expect(result.status, result.stderr).toBe(0);
    const dir = mkdtempSync(path.join(work, 'busy-'));
    await extract({ file: out, cwd: dir });
    const counted = (JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { database: { counts: { leads: number } } }).database.counts.leads;
    expect(counted).toBeGreaterThanOrEqual(before);
    expect(counted).toBeLessThanOrEqual(before + stored);

    const scratch = await emptyInstallation();
    const restored = await run('restore.mjs', [out], scratch.env);
    expect(restored.status, restored.stderr).toBe(0);
    expect(await leadsTotal(scratch)).toBe(counted);
  });

  it('fails with one line and no archive when the database is unreachable', async () => {
    const out = path.join(work, 'unreachable.tar.gz');
    const env = onPostgres ? { ...source.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } : { ...source.env, DATABASE_FILENAME: path.join(work, 'no-such.db') };
    const result = await run('backup.mjs', ['--out', out], env);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(onPostgres ? /backup: failed: the database is unreachable/ : /backup: failed: the database file .* does not exist/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('npm run restore refuses a damaged or mismatched archive and leaves the target untouched', () => {
  beforeAll(async () => {
    target = await emptyInstallation();
  });

  it('a truncated archive', async () => {
    const truncated = path.join(work, 'truncated.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const result = await run('restore.mjs', [truncated], target.env);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^restore: refused: the archive is damaged or not a backup \(.+\); nothing was changed/);
    expect(await isEmpty(target)).toBe(true);
  });

  it('an archive with one changed byte', async () => {
    const flipped = path.join(work, 'flipped.tar.gz');
    const bytes = readFileSync(archive);
    const at = Math.floor(bytes.length * 0.6);
    bytes[at] = bytes[at]! ^ 0xff;
    writeFileSync(flipped, bytes);
    const result = await run('restore.mjs', [flipped], target.env);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^restore: refused: the archive is (damaged|incomplete)/);
    expect(await isEmpty(target)).toBe(true);
  });

  it('an archive repacked with one byte of an upload changed: its checksum no longer matches', async () => {
    const { archive: changed, changed: member } = await withChangedByte(archive, /^uploads\/.+\.pdf$/);
    const result = await run('restore.mjs', [changed], target.env);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`restore: refused: the archive is damaged: the checksum of ${member} does not match the manifest; nothing was changed`);
    expect(await isEmpty(target)).toBe(true);
  });

  it('an archive of a format version this code does not know, or made by a newer Strapi', async () => {
    const future = await withManifest(archive, (m) => (m.formatVersion = 2));
    const a = await run('restore.mjs', [future], target.env);
    expect(a.status).toBe(1);
    expect(a.stderr.trim()).toMatch(/^restore: refused: the archive has format version 2, which this version of the site does not know \(it reads 1\).*; nothing was changed$/);
    const newer = await withManifest(archive, (m) => (m.strapi = '99.0.0'));
    const b = await run('restore.mjs', [newer], target.env);
    expect(b.status).toBe(1);
    expect(b.stderr.trim()).toMatch(/^restore: refused: the archive was made with Strapi 99\.0\.0, newer than this installation's 5\.\d+\.\d+: update the site first .*; nothing was changed$/);
    expect(await isEmpty(target)).toBe(true);
  });

  it('an archive of the other database client', async () => {
    const env = onPostgres ? { ...target.env, DATABASE_URL: '', DATABASE_FILENAME: target.databaseFile } : { ...target.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const result = await run('restore.mjs', [archive], env);
    expect(result.status).toBe(1);
    const [made, uses] = onPostgres ? ['postgres', 'sqlite'] : ['sqlite', 'postgres'];
    expect(result.stderr.trim()).toMatch(new RegExp(`^restore: refused: the archive holds a ${made} database but this installation uses ${uses} \\(.+\\); nothing was changed$`));
    expect(await isEmpty(target)).toBe(true);
  });
});

describe('npm run restore into an empty installation', () => {
  it('loads the archive; a CMS started on it serves the same pages, resources, uploads and leads, and the staff member signs in', async () => {
    const result = await run('restore.mjs', [archive], target.env);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/restore: loaded ironbark\.tar\.gz .*: 3 pages, 1 resource, 1 lead, 2 staff accounts/);
    await target.start();

    expect(await pages(target)).toEqual(await pages(source));
    expect(await resources(target)).toEqual(await resources(source));

    // The uploads, file by file, by checksum; and served by the restored CMS with the same bytes.
    const uploads = uploadChecksums(source);
    expect(uploadChecksums(target)).toEqual(uploads);
    const pdf = Object.keys(uploads).find((f) => f.startsWith('backup_brief') && f.endsWith('.pdf'));
    expect(pdf, Object.keys(uploads).join(', ')).toBeTruthy();
    const served = await fetch(`${target.url}/uploads/${pdf}`);
    expect(served.status).toBe(200);
    expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(PDF));
    // The gated guide's file is back in the private folder, not in the public uploads.
    expect(sha256(readFileSync(path.join(target.dir, 'private-uploads', GATED_FILE)))).toBe(sha256(GATED));
    expect(existsSync(path.join(target.dir, 'public', 'uploads', GATED_FILE))).toBe(false);
    expect(result.stdout).toMatch(/1 file of gated guides into /);

    const [before] = await storedFor(source.url, await editorJwt(source.url), LEAD.email);
    const after = await storedFor(target.url, await editorJwt(target.url), LEAD.email);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ documentId: before!.documentId, name: LEAD.name, email: LEAD.email, message: LEAD.message, submissionKey: before!.submissionKey });

    const signedIn = await staffLogin(target.url, target.env.CMS_API_TOKEN!, STAFF.email, STAFF.password);
    expect(signedIn.user).toMatchObject({ email: STAFF.email, username: STAFF.username });
  });

  it('refuses to restore over the now non-empty database without --force, and a damaged archive with --force changes nothing', async () => {
    // A lead that exists only in the restored installation: a real restore would remove it.
    const marker = { email: `after-restore-${randomBytes(4).toString('hex')}@example.com`, name: 'After Restore', message: 'Stored after the restore.' };
    await storeLead(target, marker);
    await target.stop();
    const databaseBefore = onPostgres ? null : sha256(readFileSync(target.databaseFile));

    const again = await run('restore.mjs', [archive], target.env);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toMatch(/^restore: refused: .+ is not empty \(\d+ tables\): restore into an empty installation, or add --force to replace its contents; nothing was changed$/);

    const truncated = path.join(work, 'truncated-force.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 200));
    const forced = await run('restore.mjs', [truncated, '--force'], target.env);
    expect(forced.status).toBe(1);
    expect(forced.stderr).toMatch(/^restore: refused: the archive is (damaged|incomplete)/);

    expect(await leadsWithEmail(target, marker.email)).toBe(1);
    expect(await leadsWithEmail(target, LEAD.email)).toBe(1);
    if (databaseBefore) expect(sha256(readFileSync(target.databaseFile))).toBe(databaseBefore);
  });

  it('with --force, replaces the database with the archive', async () => {
    const forced = await run('restore.mjs', [archive, '--force'], target.env);
    expect(forced.status, forced.stderr).toBe(0);
    expect(await leadsWithEmail(target, LEAD.email)).toBe(1);
    // On SQLite the file is replaced as a whole; on PostgreSQL the dump's tables are dropped and
    // loaded again: either way the lead stored after the first restore is gone.
    const markerRows = await query<{ n: number | string }>(target, "SELECT count(*) AS n FROM form_submissions WHERE email LIKE 'after-restore-%'");
    expect(Number(markerRows[0]!.n)).toBe(0);
  });
});
