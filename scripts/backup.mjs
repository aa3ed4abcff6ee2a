// `npm run backup [-- --out <file>]`: writes one archive (.tar.gz) of everything that cannot be
// rebuilt, while the site runs: the database (SQLite through its online backup, PostgreSQL
// through pg_dump), the uploads (the files, or with S3 the bucket's object list) and a manifest
// (versions, what the database holds, every file with its size and SHA-256). Reads the same
// settings as the CMS (.env or the environment). Default output: backups/ironbark-<time>.tar.gz.
// Exits non-zero with one line saying why when anything fails; no partial archive is left.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertSpace, describeFiles, MANIFEST, pack, walk } from './lib/backup-archive.mjs';
import { BackupError, describeCounts, describeError, FORMAT, FORMAT_VERSION, formatBytes, loadInstallation, repo, versions } from './lib/backup-config.mjs';
import { backupPostgres, backupSqlite, DATABASE_HOLDS } from './lib/backup-database.mjs';
import { cleanUpOnSignal, listBucket, localUploadsSize, PRIVATE_PREFIX, privateObjects, removeDir, stageLocalUploads } from './lib/backup-uploads.mjs';

const USAGE = 'usage: npm run backup [-- --out <file.tar.gz>]';

function options() {
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: false });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    return values;
  } catch (error) {
    console.error(`backup: ${error.message}`);
    console.error(USAGE);
    process.exit(2);
  }
}

const stamp = (d) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

async function main() {
  const args = options();
  const { database, uploads } = loadInstallation();
  const createdAt = new Date();
  const out = path.resolve(args.out ?? path.join(repo, 'backups', `ironbark-${stamp(createdAt)}.tar.gz`));
  if (existsSync(out)) throw new BackupError(`${out} already exists: choose another --out`);
  mkdirSync(path.dirname(out), { recursive: true });

  // Rough space needed beside the archive: a copy of the database, the uploads when they cannot
  // be linked, and the archive itself.
  const databaseSize = database.client === 'sqlite' && existsSync(database.file) ? statSync(database.file).size : 0;
  const uploadsSize = uploads.storage === 'local' ? localUploadsSize(uploads.dir) + localUploadsSize(uploads.privateDir) : 0;
  assertSpace(path.dirname(out), 2 * databaseSize + uploadsSize + 1024 * 1024, 'the backup');

  const staging = mkdtempSync(path.join(path.dirname(out), '.ironbark-backup-'));
  const partial = `${out}.partial`;
  cleanUpOnSignal('backup', () => {
    rmSync(partial, { force: true });
    removeDir(staging);
  });
  try {
    mkdirSync(path.join(staging, 'database'));
    let databaseInfo;
    if (database.client === 'sqlite') {
      const file = 'database/sqlite.db';
      const counts = await backupSqlite(database.file, path.join(staging, file));
      databaseInfo = { client: 'sqlite', file, method: 'better-sqlite3 online backup', counts };
    } else {
      const file = 'database/postgres.dump';
      const { counts, serverVersion, tool } = await backupPostgres(database, path.join(staging, file));
      databaseInfo = { client: 'postgres', file, method: `${tool} --format=custom`, serverVersion, counts };
    }
    console.log(`backup: database copied (${database.client}: ${describeCounts(databaseInfo.counts)})`);

    let uploadsInfo;
    if (uploads.storage === 'local') {
      const files = stageLocalUploads(uploads.dir, path.join(staging, 'uploads'));
      // The gated guides' files, kept out of public reach: without them a restore loses those PDFs.
      const gated = stageLocalUploads(uploads.privateDir, path.join(staging, 'private-uploads'));
      uploadsInfo = { storage: 'local', folder: 'uploads', files: files.length, privateFolder: 'private-uploads', privateFiles: gated.length };
    } else {
      // With one bucket for both, the gated guides' objects (under private/) are listed apart.
      const objects = (await listBucket(uploads)).filter((o) => !(uploads.privateBucket === uploads.bucket && o.key.startsWith(PRIVATE_PREFIX)));
      mkdirSync(path.join(staging, 'uploads'));
      const list = { bucket: uploads.bucket, rootPath: uploads.rootPath, endpoint: uploads.endpoint ?? null, objects };
      writeFileSync(path.join(staging, 'uploads', 's3-objects.json'), `${JSON.stringify(list, null, 1)}\n`);
      const gated = await listBucket(privateObjects(uploads), PRIVATE_PREFIX);
      const privateList = { bucket: uploads.privateBucket, prefix: PRIVATE_PREFIX, endpoint: uploads.endpoint ?? null, objects: gated };
      writeFileSync(path.join(staging, 'uploads', 's3-private-objects.json'), `${JSON.stringify(privateList, null, 1)}\n`);
      uploadsInfo = {
        storage: 's3',
        bucket: uploads.bucket,
        rootPath: uploads.rootPath,
        objectList: 'uploads/s3-objects.json',
        objects: objects.length,
        privateBucket: uploads.privateBucket,
        privateObjectList: 'uploads/s3-private-objects.json',
        privateObjects: gated.length,
        bytes: objects.reduce((sum, o) => sum + (o.size ?? 0), 0),
        note: 'The archive holds the object list only: keep the bucket safe with its own versioning or replication.',
      };
    }

    const entries = ['database', 'uploads', ...(uploadsInfo.privateFiles ? ['private-uploads'] : [])];
    const files = await describeFiles(
      staging,
      walk(staging).filter((f) => f !== MANIFEST),
    );
    const manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      ...versions(),
      database: { ...databaseInfo, holds: DATABASE_HOLDS },
      uploads: uploadsInfo,
      notIncluded:
        'Secrets (.env or the secret store: keep them separately, the same APP_KEYS, ENCRYPTION_KEY and salts are needed after a restore), ' +
        'Redis (sessions, caches and the forms outbox: rebuilt or re-sent), built files and logs.',
      files,
    };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await pack(staging, partial, entries);
    renameSync(partial, out);
    const size = statSync(out).size;
    const uploadsLine =
      uploadsInfo.storage === 'local'
        ? `${uploadsInfo.files} upload${uploadsInfo.files === 1 ? '' : 's'} (${uploadsInfo.privateFiles} of gated guides)`
        : `the list of ${uploadsInfo.objects} objects in ${uploadsInfo.bucket} (and ${uploadsInfo.privateObjects} of gated guides)`;
    const shown = path.relative(process.cwd(), out).startsWith('..') ? out : path.relative(process.cwd(), out);
    console.log(`backup: wrote ${shown} (${formatBytes(size)}): the ${database.client} database, ${uploadsLine}, manifest with ${files.length} checksums`);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    removeDir(staging);
  }
}

try {
  await main();
} catch (error) {
  console.error(`backup: failed: ${describeError(error)}`);
  process.exit(1);
}
