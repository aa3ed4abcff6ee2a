// A CMS of its own for the tests that restart Strapi, run its commands or need other settings
// (production mode, S3): Strapi alone (no web) on its own temporary SQLite file and uploads
// folder, with a small seed copied from cms/data/seed so the first start stays quick.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
// @ts-expect-error: plain ES module without type declarations
import { freePort, testEnv, waitFor } from '../../scripts/lib/test-stack.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const seedSource = path.join(repo, 'cms', 'data', 'seed');

/** The pages and resource of the small seed (paths relative to cms/data/seed). */
export const SMALL_SEED = {
  pages: ['pages/home.json', 'pages/contact-us.json', 'pages/not-found.json'],
  resources: ['resources/choosing-p25-dmr-or-push-to-talk-over-cellular.json'],
};

/**
 * A copy of the small seed in `dir` (its SEED_DIR), with `extra` files of cms/data/seed: a CMS on
 * it starts in ~16 s, on the whole seed in ~57 s.
 */
export function smallSeed(dir: string, extra: readonly string[] = []): string {
  const target = path.join(dir, 'seed');
  for (const file of ['global.json', 'navigation.json', ...SMALL_SEED.pages, ...SMALL_SEED.resources, ...extra]) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(path.join(seedSource, file), path.join(target, file));
  }
  // The image files the seed's pages and resources name (data/seed/images).
  cpSync(path.join(seedSource, 'images'), path.join(target, 'images'), { recursive: true });
  return target;
}

/** A small seed in a temporary folder, for a stack of a test's own: its env (SEED_DIR) and remove(). */
export function temporarySmallSeed(extra: readonly string[] = []): { env: { SEED_DIR: string }; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-seed-'));
  return { env: { SEED_DIR: smallSeed(dir, extra) }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface CmsOnly {
  url: string;
  env: Record<string, string>;
  dir: string;
  /** The SQLite file (unused on PostgreSQL). */
  databaseFile: string;
  logs: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs a command of cms/scripts with the same environment (the CMS need not be running). */
  command(script: string, args?: string[]): CommandResult;
  dispose(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL (the suite on PostgreSQL) a fresh database of its own on that server,
 * dropped afterwards; otherwise none (SQLite in the temporary folder).
 */
export async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return null;
  const name = `ironbark_cms_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startCmsOnly(options: { env?: Record<string, string>; seed?: 'small' | 'none' } = {}): Promise<CmsOnly> {
  const port = await freePort();
  // Nothing listens there: revalidation calls fail quietly, as with a web that is down.
  const webPort = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-cms-'));
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const databaseFile = path.join(dir, 'data.db');
  const database = await ownDatabase();
  const env: Record<string, string> = {
    ...(testEnv({ cmsPort: port, webPort }) as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(database ? { DATABASE_URL: database.url } : { DATABASE_FILENAME: databaseFile }),
    PUBLIC_DIR: path.join(dir, 'public'),
    DEMO_ACCOUNTS: 'true',
    DEMO_ADMIN_PASSWORD: 'AdminDemo!2024',
    DEMO_STAFF_PASSWORD: 'StaffDemo!2024',
    ...(options.seed === 'none' ? { SEED: 'false' } : { SEED_DIR: smallSeed(dir) }),
    ...(options.env ?? {}),
  };
  const logs: string[] = [];
  let child: ChildProcess | undefined;

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGTERM');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        running.kill('SIGKILL');
        resolve();
      }, 10_000);
      running.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  };

  const start = async () => {
    const launched = spawn(process.execPath, ['cms/scripts/run.mjs', 'start'], {
      cwd: repo,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = launched;
    const keep = (chunk: Buffer) => {
      logs.push(String(chunk));
      if (logs.length > 400) logs.splice(0, logs.length - 400);
    };
    launched.stdout?.on('data', keep);
    launched.stderr?.on('data', keep);
    try {
      await waitFor(`http://127.0.0.1:${port}/_health`, { child: launched, timeoutMs: 180_000 });
    } catch (error) {
      await stop();
      throw new Error(`${(error as Error).message}\n--- last log lines ---\n${logs.slice(-30).join('')}`);
    }
  };

  const command = (script: string, args: string[] = []): CommandResult => {
    const result = spawnSync(process.execPath, [path.join('cms', 'scripts', script), ...args], {
      cwd: repo,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 180_000,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  const dispose = async () => {
    await stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  };

  return { url: `http://127.0.0.1:${port}`, env, dir, databaseFile, logs, start, stop, command, dispose };
}

/** JSON request helper: status, parsed body (null when not JSON) and headers. */
export async function call(url: string, init: RequestInit & { json?: unknown; bearer?: string } = {}) {
  const { json, bearer, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  if (bearer) headers.set('authorization', `Bearer ${bearer}`);
  const res = await fetch(url, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as Record<string, unknown> | null, text, headers: res.headers };
}

export interface StaffTokens {
  jwt: string;
  refreshToken: string;
  user: { id: number; username: string; email: string };
}

/** Signs a staff member in through the web's trusted route, as the web does. */
export async function staffLogin(cmsUrl: string, webToken: string, identifier: string, password: string): Promise<StaffTokens> {
  const res = await call(`${cmsUrl}/api/staff-auth/login`, { method: 'POST', bearer: webToken, json: { identifier, password } });
  if (res.status !== 200) throw new Error(`staff login for ${identifier} answered ${res.status}: ${res.text}`);
  return res.body as unknown as StaffTokens;
}
