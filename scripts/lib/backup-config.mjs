// Where the things a backup holds live, read the way the CMS reads them (cms/config/database.ts,
// server.ts and plugins.ts): the database (PostgreSQL when DATABASE_URL is set, otherwise the
// SQLite file of DATABASE_FILENAME or cms/.tmp/data.db) and the uploads (the S3 bucket when
// S3_BUCKET is set, otherwise <PUBLIC_DIR or cms/public>/uploads) with the gated guides' private
// files (cms/src/documents/private-files.ts: PRIVATE_UPLOADS_DIR, by default private-uploads beside
// the public folder; with S3, S3_PRIVATE_BUCKET or the same bucket, under private/). The repository's .env (or
// ENV_FILE) is loaded first; variables already in the environment win, as for the CMS.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPostgresUrl, loadEnvFile, MALFORMED_DATABASE_URL } from '../../cms/scripts/env.mjs';

export const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsRoot = path.join(repo, 'cms');

/** Modules the CMS depends on (better-sqlite3, pg, @aws-sdk/client-s3), resolved from the CMS. */
export const cmsRequire = createRequire(path.join(cmsRoot, 'package.json'));

/** The archive format this code writes; restore knows these versions. */
export const FORMAT = 'ironbark-backup';
export const FORMAT_VERSION = 1;
export const KNOWN_FORMAT_VERSIONS = [1];

/** An expected failure: its message is the one line the operator sees. */
export class BackupError extends Error {}

const set = (env, name) => env[name] !== undefined && env[name] !== '';

/** The local uploads folder and the folder of gated files beside it (as cms/src/documents/private-files.ts). */
function localUploads(publicDir, env) {
  return { storage: 'local', dir: path.join(publicDir, 'uploads'), privateDir: path.resolve(env.PRIVATE_UPLOADS_DIR || path.join(publicDir, '..', 'private-uploads')) };
}

/**
 * The database and uploads of this installation, from the environment.
 * @returns {{ database: { client: 'sqlite', file: string } | { client: 'postgres', url: string, ssl: boolean },
 *             uploads: { storage: 'local', dir: string, privateDir: string } | { storage: 's3', bucket: string, rootPath: string, privateBucket: string, region: string,
 *                        endpoint?: string, forcePathStyle: boolean, credentials?: { accessKeyId: string, secretAccessKey: string } } }}
 */
export function installation(env = process.env) {
  const database = set(env, 'DATABASE_URL')
    ? { client: 'postgres', url: env.DATABASE_URL, ssl: env.DATABASE_SSL === 'true' }
    : { client: 'sqlite', file: path.resolve(env.DATABASE_FILENAME || path.join(cmsRoot, '.tmp', 'data.db')) };
  if (database.client === 'postgres' && !isPostgresUrl(database.url)) throw new BackupError(MALFORMED_DATABASE_URL);
  const uploads = set(env, 'S3_BUCKET')
    ? {
        storage: 's3',
        bucket: env.S3_BUCKET,
        rootPath: env.S3_ROOT_PATH || '',
        privateBucket: env.S3_PRIVATE_BUCKET || env.S3_BUCKET,
        region: env.S3_REGION || 'us-east-1',
        ...(set(env, 'S3_ENDPOINT') ? { endpoint: env.S3_ENDPOINT } : {}),
        forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        ...(set(env, 'S3_ACCESS_KEY_ID') ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' } } : {}),
      }
    : localUploads(path.resolve(env.PUBLIC_DIR || path.join(cmsRoot, 'public')), env);
  return { database, uploads };
}

/** Loads .env (or ENV_FILE) like the CMS does, then describes the installation. */
export function loadInstallation() {
  loadEnvFile();
  return installation(process.env);
}

/** Versions recorded in the manifest and checked on restore. */
export function versions() {
  const cms = JSON.parse(readFileSync(path.join(cmsRoot, 'package.json'), 'utf8'));
  const root = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
  const strapi = JSON.parse(readFileSync(cmsRequire.resolve('@strapi/strapi/package.json'), 'utf8'));
  return { app: { name: root.name, version: cms.version }, strapi: strapi.version, node: process.version };
}

/** -1, 0 or 1 for two x.y.z versions (pre-release suffixes ignored). */
export function compareVersions(a, b) {
  const parts = (v) => String(v).split('-')[0].split('.').map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  }
  return 0;
}

/** A readable size: 1.2 MB. */
export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  do {
    value /= 1024;
    unit++;
  } while (value >= 1024 && unit < units.length - 1);
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** One line for an unexpected error: the usual system errors in words, others as they are. */
export function describeError(error, where = '') {
  if (error instanceof BackupError) return error.message;
  const code = error && typeof error === 'object' ? error.code : undefined;
  const at = error?.path ?? where;
  if (code === 'ENOSPC') return `not enough space on the disk${at ? ` holding ${at}` : ''}: free some space or choose another place`;
  if (code === 'EACCES' || code === 'EPERM') return `no permission to ${error.syscall ?? 'use'} ${at}`;
  if (code === 'EROFS') return `${at} is on a read-only file system`;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0];
}

/** "57 pages, 18 resources, 3 leads" from the manifest's counts. */
export function describeCounts(counts) {
  const words = { pages: 'page', resources: 'resource', leads: 'lead', staffAccounts: 'staff account', adminUsers: 'admin user', mediaFiles: 'media file' };
  return Object.entries(counts ?? {})
    .map(([k, n]) => `${n} ${words[k] ?? k}${n === 1 ? '' : 's'}`)
    .join(', ');
}
