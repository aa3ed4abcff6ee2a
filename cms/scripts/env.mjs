// Reads and checks the CMS configuration before Strapi starts, so a bad value stops start-up
// with one line naming the variable instead of a stack trace from deep inside Strapi.
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Loads the repository's .env (written by `npm start` on first run); real env vars win. */
export function loadEnvFile() {
  const file = process.env.ENV_FILE ?? join(repoRoot, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'CMS_API_TOKEN',
  'REVALIDATE_SECRET',
  'PREVIEW_SECRET',
];

function isHttpUrl(value) {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export const MALFORMED_DATABASE_URL = 'DATABASE_URL is malformed: expected postgres://user:password@host:5432/database';

/** A PostgreSQL connection URL with a host and a database name (the CMS and the backup tools both check it). */
export function isPostgresUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return ['postgres:', 'postgresql:'].includes(url.protocol) && Boolean(url.hostname) && url.pathname.length >= 2;
}

/** Every problem with the environment, one sentence each; empty when all is well. */
export function checkCmsEnv(env = process.env) {
  const problems = [];
  for (const name of SECRET_NAMES) {
    const value = env[name];
    if (!value) problems.push(`${name} is not set (run \`npm start\` once to generate local secrets, or set it in the environment)`);
    else if (value.length < 16) problems.push(`${name} is too short: use at least 16 random characters`);
  }
  if (env.APP_KEYS && env.APP_KEYS.split(',').filter(Boolean).length < 2) {
    problems.push('APP_KEYS must hold at least two comma-separated keys');
  }
  if (env.DATABASE_URL) {
    if (!isPostgresUrl(env.DATABASE_URL)) problems.push(MALFORMED_DATABASE_URL);
  }
  for (const name of ['PORT', 'UPLOAD_SIZE_LIMIT', 'DATABASE_POOL_MAX', 'DATABASE_CONNECTION_TIMEOUT', 'METRICS_PORT', 'SHUTDOWN_TIMEOUT_SECONDS']) {
    if (env[name] !== undefined && !/^[1-9][0-9]*$/.test(env[name])) {
      problems.push(`${name} must be a positive whole number (got "${env[name]}")`);
    }
  }
  for (const name of ['PORT', 'METRICS_PORT']) {
    if (env[name] && Number(env[name]) > 65535) problems.push(`${name} must be at most 65535 (got "${env[name]}")`);
  }
  if (env.SHUTDOWN_DRAIN_SECONDS !== undefined && env.SHUTDOWN_DRAIN_SECONDS !== '' && !/^[0-9]+$/.test(env.SHUTDOWN_DRAIN_SECONDS)) {
    problems.push(`SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds (got "${env.SHUTDOWN_DRAIN_SECONDS}")`);
  }
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 16) problems.push('METRICS_TOKEN is too short: use at least 16 random characters');
  for (const name of ['WEB_URL', 'PUBLIC_URL']) {
    if (env[name] && !isHttpUrl(env[name])) problems.push(`${name} must be an http(s) URL (got "${env[name]}")`);
  }
  if (env.DEMO_ACCOUNTS !== undefined && env.DEMO_ACCOUNTS !== '' && !['true', 'false'].includes(env.DEMO_ACCOUNTS)) {
    problems.push(`DEMO_ACCOUNTS must be true or false (got "${env.DEMO_ACCOUNTS}")`);
  }
  // Production has no fallback demo passwords: the operator opts in with both passwords.
  if (env.NODE_ENV === 'production' && env.DEMO_ACCOUNTS === 'true') {
    for (const name of ['DEMO_ADMIN_PASSWORD', 'DEMO_STAFF_PASSWORD']) {
      if (!env[name]) problems.push(`${name} must be set when DEMO_ACCOUNTS=true in production`);
      else if (env[name].length < 12) problems.push(`${name} is too short: use at least 12 characters`);
    }
  }
  if (env.SEED_DIR && !existsSync(env.SEED_DIR)) problems.push(`SEED_DIR must be a folder of seed content (got "${env.SEED_DIR}", which does not exist)`);
  problems.push(...checkS3Env(env));
  return problems;
}

const S3_NAMES = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL', 'S3_FORCE_PATH_STYLE', 'S3_ACL', 'S3_ROOT_PATH', 'S3_PRIVATE_BUCKET'];
const S3_ACLS = ['private', 'public-read', 'public-read-write', 'authenticated-read', 'aws-exec-read', 'bucket-owner-read', 'bucket-owner-full-control'];

/** Uploads go to S3 (or an S3-compatible server) when S3_BUCKET is set. */
export function checkS3Env(env = process.env) {
  const problems = [];
  const set = (name) => env[name] !== undefined && env[name] !== '';
  if (!set('S3_BUCKET')) {
    for (const name of S3_NAMES) {
      if (set(name)) problems.push(`${name} is set but S3_BUCKET is not: set S3_BUCKET to store uploads in a bucket, or remove ${name}`);
    }
    return problems;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET) || env.S3_BUCKET.includes('..')) {
    problems.push(`S3_BUCKET must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens (got "${env.S3_BUCKET}")`);
  }
  if (set('S3_PRIVATE_BUCKET') && (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_PRIVATE_BUCKET) || env.S3_PRIVATE_BUCKET.includes('..'))) {
    problems.push(`S3_PRIVATE_BUCKET must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens (got "${env.S3_PRIVATE_BUCKET}")`);
  }
  if (!set('S3_PUBLIC_URL')) {
    problems.push('S3_PUBLIC_URL is not set: give the public base URL of the uploaded files, e.g. https://<bucket>.s3.<region>.amazonaws.com or your CDN');
  } else if (!isHttpUrl(env.S3_PUBLIC_URL)) {
    problems.push(`S3_PUBLIC_URL must be an http(s) URL (got "${env.S3_PUBLIC_URL}")`);
  }
  if (set('S3_ENDPOINT') && !isHttpUrl(env.S3_ENDPOINT)) {
    problems.push(`S3_ENDPOINT must be an http(s) URL, e.g. https://s3.example.com (got "${env.S3_ENDPOINT}")`);
  }
  if (set('S3_REGION') && !/^[a-z0-9-]{2,32}$/.test(env.S3_REGION)) {
    problems.push(`S3_REGION must be a region name such as ap-southeast-2 (got "${env.S3_REGION}")`);
  }
  if (set('S3_ACCESS_KEY_ID') !== set('S3_SECRET_ACCESS_KEY')) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, to use the AWS default credentials)');
  }
  if (set('S3_FORCE_PATH_STYLE') && !['true', 'false'].includes(env.S3_FORCE_PATH_STYLE)) {
    problems.push(`S3_FORCE_PATH_STYLE must be true or false (got "${env.S3_FORCE_PATH_STYLE}")`);
  }
  if (set('S3_ACL') && !S3_ACLS.includes(env.S3_ACL)) {
    problems.push(`S3_ACL must be one of ${S3_ACLS.join(', ')} (got "${env.S3_ACL}")`);
  }
  return problems;
}

/** Prints the problems and exits when there are any. */
export function assertCmsEnv() {
  const problems = checkCmsEnv();
  if (problems.length > 0) {
    for (const p of problems) console.error(`cms: configuration error: ${p}`);
    process.exit(78); // EX_CONFIG
  }
}
