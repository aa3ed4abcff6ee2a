// The archive itself: one .tar.gz (the `tar` package) with manifest.json first, then the
// database and the uploads. The manifest lists every other file with its size and SHA-256;
// restore unpacks into a folder of its own and checks all of it before anything is touched.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { create, extract } from 'tar';
import { BackupError, FORMAT, formatBytes, KNOWN_FORMAT_VERSIONS } from './backup-config.mjs';

export const MANIFEST = 'manifest.json';

/** SHA-256 (hex) of a file, streamed. */
export function sha256File(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every file under dir (recursively), as paths relative to it with forward slashes, sorted. */
export function walk(dir) {
  const out = [];
  const visit = (rel) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  if (existsSync(dir)) visit('');
  return out.sort();
}

/** Size and checksum of each listed file (relative to dir), for the manifest. */
export async function describeFiles(dir, files) {
  const out = [];
  for (const file of files) {
    const full = path.join(dir, file);
    out.push({ path: file, size: statSync(full).size, sha256: await sha256File(full) });
  }
  return out;
}

/** Refuses to start when the disk holding dir has less than `needed` bytes free. */
export function assertSpace(dir, needed, what) {
  let free;
  try {
    const s = statfsSync(dir);
    free = s.bavail * s.bsize;
  } catch {
    return; // unknown: the write itself reports ENOSPC
  }
  if (free < needed) {
    throw new BackupError(`not enough space in ${dir} for ${what}: about ${formatBytes(needed)} needed, ${formatBytes(free)} free`);
  }
}

/** Packs the staging folder (manifest first) into a gzip-compressed tar file. */
export async function pack(stagingDir, file, entries) {
  await create({ gzip: { level: 6 }, file, cwd: stagingDir, portable: true }, [MANIFEST, ...entries.filter((e) => e !== MANIFEST)]);
}

/**
 * Unpacks an archive into an empty folder, refusing anything but plain files and folders.
 * A damaged or truncated archive (gzip or tar) is reported as such.
 */
export async function unpack(file, intoDir) {
  const problems = [];
  try {
    await extract({
      file,
      cwd: intoDir,
      strict: true,
      preservePaths: false,
      preserveOwner: false,
      filter: (entryPath, entry) => {
        const type = entry?.type;
        if (type === 'File' || type === 'OldFile' || type === 'Directory') return true;
        problems.push(`${entryPath} (${type})`);
        return false;
      },
      onwarn: (code, message) => problems.push(`${code}: ${message}`),
    });
  } catch (error) {
    if (error?.code === 'ENOSPC') throw error;
    const reason = String(error?.message ?? error).split('\n')[0];
    throw new BackupError(`the archive is damaged or not a backup (${reason}); nothing was changed`);
  }
  if (problems.length > 0) throw new BackupError(`the archive is damaged or not a backup (${problems[0]}); nothing was changed`);
}

/**
 * Checks an unpacked archive: a manifest of a known format, every file it lists present with its
 * size and checksum, and nothing it does not list. Returns the manifest.
 */
export async function verifyUnpacked(dir) {
  const manifestFile = path.join(dir, MANIFEST);
  if (!existsSync(manifestFile)) throw new BackupError('the archive has no manifest.json: it is damaged or not an Ironbark backup; nothing was changed');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new BackupError('the manifest of the archive is damaged (not valid JSON); nothing was changed');
  }
  if (manifest?.format !== FORMAT || !Array.isArray(manifest.files)) {
    throw new BackupError('the archive is not an Ironbark backup (its manifest has another format); nothing was changed');
  }
  if (!KNOWN_FORMAT_VERSIONS.includes(manifest.formatVersion)) {
    throw new BackupError(
      `the archive has format version ${manifest.formatVersion}, which this version of the site does not know (it reads ${KNOWN_FORMAT_VERSIONS.join(', ')}): restore with the version that made it; nothing was changed`,
    );
  }
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  const present = walk(dir).filter((f) => f !== MANIFEST);
  const unlisted = present.filter((f) => !listed.has(f));
  if (unlisted.length > 0) throw new BackupError(`the archive holds ${unlisted[0]}, which its manifest does not list: it was changed after it was made; nothing was changed`);
  for (const entry of manifest.files) {
    const full = path.join(dir, entry.path);
    if (!existsSync(full)) throw new BackupError(`the archive is incomplete: ${entry.path} is missing (a truncated copy?); nothing was changed`);
    const size = statSync(full).size;
    if (size !== entry.size) throw new BackupError(`the archive is damaged: ${entry.path} has ${size} bytes, the manifest says ${entry.size}; nothing was changed`);
    if ((await sha256File(full)) !== entry.sha256) throw new BackupError(`the archive is damaged: the checksum of ${entry.path} does not match the manifest; nothing was changed`);
  }
  return manifest;
}
