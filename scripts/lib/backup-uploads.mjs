// The uploads part of a backup. Local uploads: every file under <public>/uploads, linked (or
// copied) into the staging folder first so the archive holds exactly what was checksummed, even
// while editors upload. S3: the bucket's object list (key, size, ETag); the objects stay in the
// bucket, whose own versioning or replication keeps them safe.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { BackupError, cmsRequire } from './backup-config.mjs';
import { walk } from './backup-archive.mjs';

/** Files Strapi does not write (the repository's placeholder) stay out of the archive. */
const IGNORED = new Set(['.gitkeep']);

export function localUploadFiles(dir) {
  return walk(dir).filter((f) => !IGNORED.has(path.posix.basename(f)));
}

/** Total size of the local uploads (for the space check). */
export function localUploadsSize(dir) {
  return localUploadFiles(dir).reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
}

/** Links (same disk) or copies each upload into `to`; returns the relative paths. */
export function stageLocalUploads(dir, to) {
  const files = localUploadFiles(dir);
  for (const file of files) {
    const from = path.join(dir, file);
    const target = path.join(to, file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      linkSync(from, target);
    } catch (error) {
      if (error?.code === 'ENOENT') continue; // deleted since it was listed
      copyFileSync(from, target);
    }
  }
  return walk(to);
}

/** Whether the target uploads folder already holds files. */
export function localUploadsEmpty(dir) {
  return !existsSync(dir) || localUploadFiles(dir).length === 0;
}

/** Copies the checked uploads into the target folder (each file under a temporary name, then renamed). */
export function restoreLocalUploads(from, dir) {
  const files = walk(from);
  for (const file of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.restore-${process.pid}`;
    copyFileSync(path.join(from, file), temporary);
    renameSync(temporary, target);
  }
  return files.length;
}

function s3Client(uploads) {
  // The SDK's notice about future Node versions would turn the commands' one-line output into ten.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { S3Client } = cmsRequire('@aws-sdk/client-s3');
  return new S3Client({
    region: uploads.region,
    ...(uploads.endpoint ? { endpoint: uploads.endpoint } : {}),
    forcePathStyle: uploads.forcePathStyle,
    ...(uploads.credentials ? { credentials: uploads.credentials } : {}),
  });
}

/** Every object of the bucket under the root path (or `prefix`): key, size, ETag, last modified. */
export async function listBucket(uploads, prefix = uploads.rootPath ? `${uploads.rootPath.replace(/\/+$/, '')}/` : undefined) {
  const { ListObjectsV2Command } = cmsRequire('@aws-sdk/client-s3');
  const client = s3Client(uploads);
  const objects = [];
  let token;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: uploads.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        objects.push({ key: o.Key, size: o.Size, etag: String(o.ETag ?? '').replace(/"/g, ''), lastModified: o.LastModified?.toISOString() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } catch (error) {
    throw new BackupError(`the bucket ${uploads.bucket} could not be listed: ${String(error?.message ?? error).split('\n')[0]}`);
  } finally {
    client.destroy();
  }
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

/** The archive's objects that the bucket no longer holds (or holds with another size or ETag). */
export async function missingFromBucket(uploads, listed, prefix) {
  const now = new Map((await listBucket(uploads, prefix)).map((o) => [o.key, o]));
  return listed.filter((o) => {
    const there = now.get(o.key);
    return !there || there.size !== o.size || (o.etag && there.etag && there.etag !== o.etag);
  });
}

/** Where the gated guides' files are in S3: the private bucket, under private/ (cms/src/documents/private-files.ts). */
export const PRIVATE_PREFIX = 'private/';

/** The private objects' list, as a bucket of their own for listBucket and missingFromBucket. */
export const privateObjects = (uploads) => ({ ...uploads, bucket: uploads.privateBucket });

/** Removes a folder made for staging (never throws). */
export function removeDir(dir) {
  if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

/** Whether a folder has entries. */
export function hasEntries(dir) {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * Ctrl-C or SIGTERM (a deploy, a cron timeout) removes what the command made so far before it
 * exits: no staging folder or partial archive is left behind.
 */
export function cleanUpOnSignal(command, cleanup) {
  const stop = (signal) => {
    try {
      cleanup();
    } finally {
      console.error(`${command}: stopped by ${signal}; nothing partial was kept`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
