// `npm run restore -- <archive> [--force]`: loads a backup (npm run backup) into this
// installation (the database and uploads the CMS is configured for: .env or the environment).
// The archive is checked first (manifest present, format version known, every checksum, the
// database client and upload storage of the target, a Strapi not older than the one that made
// it); a damaged or mismatched archive is refused with one line and nothing is touched. A target
// database that already has tables is refused unless --force. Stop the CMS before restoring and
// start it afterwards.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertSpace, unpack, verifyUnpacked } from './lib/backup-archive.mjs';
import { BackupError, compareVersions, describeCounts, describeError, loadInstallation, versions } from './lib/backup-config.mjs';
import { postgresTableCount, restorePostgres, restoreSqlite, sqliteFileCounts, sqliteTableCount } from './lib/backup-database.mjs';
import { cleanUpOnSignal, localUploadsEmpty, missingFromBucket, PRIVATE_PREFIX, privateObjects, removeDir, restoreLocalUploads } from './lib/backup-uploads.mjs';

const USAGE = 'usage: npm run restore -- <archive.tar.gz> [--force]   (--force replaces a database that is not empty)';

function options() {
  try {
    const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (positionals.length !== 1) throw new Error(positionals.length === 0 ? 'name the archive to restore' : 'name one archive only');
    return { archive: path.resolve(positionals[0]), force: Boolean(values.force) };
  } catch (error) {
    console.error(`restore: ${error.message}`);
    console.error(USAGE);
    process.exit(2);
  }
}

/** Set once the target is being changed: a failure after this is not a refusal. */
let loading = false;

/** The nearest folder on the path that exists (the target's folder may not exist yet). */
function existingParent(file) {
  let dir = path.dirname(path.resolve(file));
  while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

function refuse(message) {
  throw new BackupError(message);
}

/** The archive's database and uploads must be of the kind this installation uses. */
function checkMatches(manifest, database, uploads) {
  const archived = manifest.database?.client;
  if (archived !== database.client) {
    const hint = database.client === 'postgres' ? 'unset DATABASE_URL to restore into SQLite' : 'set DATABASE_URL to restore into PostgreSQL';
    refuse(`the archive holds a ${archived} database but this installation uses ${database.client} (${hint}); nothing was changed`);
  }
  const storage = manifest.uploads?.storage;
  if (storage !== uploads.storage) {
    const hint = storage === 's3' ? `set the S3_* variables for the bucket ${manifest.uploads.bucket}` : 'unset S3_BUCKET to restore the uploaded files into the uploads folder';
    refuse(`the archive's uploads are ${storage === 's3' ? 'in S3' : 'local files'} but this installation stores uploads ${uploads.storage === 's3' ? 'in S3' : 'locally'} (${hint}); nothing was changed`);
  }
  const installed = versions().strapi;
  if (manifest.strapi && compareVersions(manifest.strapi, installed) > 0) {
    refuse(`the archive was made with Strapi ${manifest.strapi}, newer than this installation's ${installed}: update the site first (Strapi does not migrate data back); nothing was changed`);
  }
}

async function main() {
  const { archive, force } = options();
  let size;
  try {
    size = statSync(archive).size;
  } catch {
    refuse(`${archive} does not exist or cannot be read`);
  }
  const { database, uploads } = loadInstallation();

  const tmp = os.tmpdir();
  // Unpacked, the archive needs about its own size again (plus what compression saved).
  assertSpace(tmp, 3 * size, 'checking the archive');
  const staging = mkdtempSync(path.join(tmp, 'ironbark-restore-'));
  cleanUpOnSignal('restore', () => removeDir(staging));
  try {
    // 1. The archive on its own: complete, unchanged, of a format this code knows.
    await unpack(archive, staging);
    const manifest = await verifyUnpacked(staging);
    // 2. The archive against this installation.
    checkMatches(manifest, database, uploads);
    const databaseFile = path.join(staging, manifest.database.file);
    // 3. The target: empty unless --force.
    const tables = database.client === 'sqlite' ? sqliteTableCount(database.file) : await postgresTableCount(database);
    const where = database.client === 'sqlite' ? database.file : `the PostgreSQL database ${new URL(database.url).pathname.slice(1)}`;
    if (tables > 0 && !force) {
      refuse(`${where} is not empty (${tables} table${tables === 1 ? "" : "s"}): restore into an empty installation, or add --force to replace its contents; nothing was changed`);
    }
    if (uploads.storage === 'local' && !localUploadsEmpty(uploads.dir) && !force) {
      refuse(`the uploads folder ${uploads.dir} is not empty: restore into an empty installation, or add --force to add the archive's files to it; nothing was changed`);
    }
    const gatedFiles = uploads.storage === 'local' ? (manifest.uploads.privateFiles ?? 0) : 0;
    if (gatedFiles > 0 && !localUploadsEmpty(uploads.privateDir) && !force) {
      refuse(`the gated guides' folder ${uploads.privateDir} is not empty: restore into an empty installation, or add --force to add the archive's files to it; nothing was changed`);
    }
    loading = true;
    // 4. Load: the database in one step (a rename, or one transaction), then the uploads.
    let counts;
    if (database.client === 'sqlite') {
      counts = sqliteFileCounts(databaseFile);
      assertSpace(existingParent(database.file), statSync(databaseFile).size, 'the database');
      restoreSqlite(databaseFile, database.file);
    } else {
      counts = await restorePostgres(database, databaseFile, { replace: tables > 0 });
    }
    let uploadsLine;
    if (uploads.storage === 'local') {
      const n = restoreLocalUploads(path.join(staging, 'uploads'), uploads.dir);
      uploadsLine = `${n} upload${n === 1 ? '' : 's'} into ${uploads.dir}`;
      if (gatedFiles > 0) {
        const gated = restoreLocalUploads(path.join(staging, manifest.uploads.privateFolder), uploads.privateDir);
        uploadsLine += `, ${gated} file${gated === 1 ? '' : 's'} of gated guides into ${uploads.privateDir}`;
      }
    } else {
      const list = JSON.parse(readFileSync(path.join(staging, manifest.uploads.objectList), 'utf8'));
      const missing = await missingFromBucket(uploads, list.objects);
      uploadsLine =
        missing.length === 0
          ? `all ${list.objects.length} objects of the archive's list are in the bucket ${uploads.bucket}`
          : `WARNING: ${missing.length} of ${list.objects.length} objects in the archive's list are missing or changed in the bucket ${uploads.bucket} (first: ${missing[0].key}); restore them from the bucket's versions or replica`;
      if (manifest.uploads.privateObjectList) {
        const gated = JSON.parse(readFileSync(path.join(staging, manifest.uploads.privateObjectList), 'utf8'));
        const gone = await missingFromBucket(privateObjects(uploads), gated.objects, PRIVATE_PREFIX);
        uploadsLine +=
          gone.length === 0
            ? `; all ${gated.objects.length} files of gated guides are in ${uploads.privateBucket}`
            : `; WARNING: ${gone.length} of ${gated.objects.length} files of gated guides are missing or changed in ${uploads.privateBucket} (first: ${gone[0].key}); restore them from the bucket's versions`;
      }
    }
    console.log(`restore: loaded ${path.basename(archive)} (made ${manifest.createdAt}) into ${where}: ${describeCounts(counts)}`);
    console.log(`restore: ${uploadsLine}`);
    console.log('restore: done; start the CMS (npm start, or the cms service) and sign in to check');
  } finally {
    removeDir(staging);
  }
}

try {
  await main();
} catch (error) {
  console.error(loading ? `restore: failed while loading: ${describeError(error)}` : `restore: refused: ${describeError(error)}`);
  process.exit(1);
}
