// A throw-away copy of the repository's sources (what git tracks, plus new files it does not
// ignore) that can be changed, built and started like a clone: for tests that change the code
// itself (changed-copy.test.ts adds a field to shared/ and runs the scaffolds,
// rolling-deploy.test.ts builds a second release). The installed packages are not copied: each
// node_modules of the copy holds links to this checkout's entries, except the workspace packages
// (@ironbark/*), which link to the copy's own shared/, cms/ and web/ so that the copy's code is the
// code that runs.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { startStack } from '../../scripts/lib/test-stack.mjs';
import { ownDatabase, smallSeed } from './cms-only';

type OwnDatabase = Awaited<ReturnType<typeof ownDatabase>>;

export const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Folders of build outputs and installed packages, never sources. */
const IGNORED_OUTPUTS = new Set(['node_modules', 'dist', '.strapi', '.cache', '.tmp']);

/** Caches tools write into node_modules: the copy gets its own, never a link to this checkout's. */
const OWN_CACHES = new Set(['.vite', '.vite-temp', '.cache', '.tmp']);

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** Where an installed entry should point in the copy: a workspace package to the copy's folder, anything else to this checkout's. */
function linkTarget(entry: string, root: string, copy: string): string {
  const real = realpathSync(entry);
  const workspace = isInside(root, real) && !real.split(path.sep).includes('node_modules');
  return workspace ? path.join(copy, path.relative(root, real)) : entry;
}

function linkNodeModules(from: string, to: string, root: string, copy: string) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (OWN_CACHES.has(name)) continue;
    const entry = path.join(from, name);
    if (name.startsWith('@') && lstatSync(entry).isDirectory()) {
      linkNodeModules(entry, path.join(to, name), root, copy);
      continue;
    }
    symlinkSync(linkTarget(entry, root, copy), path.join(to, name));
  }
}

export interface RepoCopy {
  dir: string;
  /** Replaces `anchor` (which must occur exactly once) in a file of the copy. */
  edit(file: string, anchor: string, replacement: string): void;
  /** Runs a command in the copy; rejects with the end of its output when it fails. */
  run(command: string, args: string[], env?: Record<string, string>): Promise<void>;
  /** The copied files whose content changed since they were copied, and files new in the copy's source folders. */
  changedFiles(): string[];
  remove(): void;
}

export function copyRepository(): RepoCopy {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-copy-'));
  /** Each copied file and the digest of its content as copied. */
  const copied = new Map<string, string>();
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, maxBuffer: 64 * 1024 * 1024 })
      .toString('utf8')
      .split('\0')
      .filter(Boolean);
    for (const file of listed) {
      const source = path.join(repo, file);
      // Tracked but deleted in this checkout, or a folder (a submodule): not part of the sources.
      if (!existsSync(source) || !lstatSync(source).isFile()) continue;
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      copyFileSync(source, path.join(dir, file));
      copied.set(file, digest(path.join(dir, file)));
    }
    for (const workspace of ['.', 'shared', 'cms', 'web']) {
      const modules = path.join(repo, workspace, 'node_modules');
      if (existsSync(modules)) linkNodeModules(modules, path.join(dir, workspace, 'node_modules'), repo, dir);
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    dir,
    edit(file, anchor, replacement) {
      const target = path.join(dir, file);
      const text = readFileSync(target, 'utf8');
      const count = text.split(anchor).length - 1;
      if (count !== 1) throw new Error(`${file}: expected "${anchor}" once, found it ${count} times`);
      writeFileSync(target, text.replace(anchor, () => replacement));
    },
    run(command, args, env = {}) {
      // A build as a developer runs it: not in the test runner's mode (NODE_ENV=test would give
      // development builds of React), and never with the developer's .env.
      const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')));
      return new Promise((resolve, reject) => {
        const child = spawn(command, args, { cwd: dir, env: { ...base, STRAPI_TELEMETRY_DISABLED: 'true', ENV_FILE: path.join(dir, 'no-such-env-file'), ...env } });
        let output = '';
        const keep = (chunk: Buffer) => {
          output = (output + String(chunk)).slice(-6000);
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        child.on('error', reject);
        child.on('close', (status) =>
          status === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${status}) in the copy:\n${output}`)),
        );
      });
    },
    changedFiles() {
      const changed = [...copied].filter(([file, was]) => !existsSync(path.join(dir, file)) || digest(path.join(dir, file)) !== was).map(([file]) => file);
      // Files a command wrote beside the sources (a generated schema, not a build output or cache).
      const known = new Set(copied.keys());
      const added: string[] = [];
      const visit = (folder: string) => {
        for (const entry of readdirSync(path.join(dir, folder), { withFileTypes: true })) {
          const rel = path.join(folder, entry.name);
          if (entry.isDirectory()) {
            if (!IGNORED_OUTPUTS.has(entry.name)) visit(rel);
          } else if (!known.has(rel.split(path.sep).join('/'))) added.push(rel.split(path.sep).join('/'));
        }
      };
      for (const folder of ['shared/src', 'cms/src', 'cms/config', 'web/src', 'web/server']) if (existsSync(path.join(dir, folder))) visit(folder);
      return [...changed, ...added].sort();
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The stack a copy runs as (scripts/lib/test-stack.mjs startStack). */
export interface CopyStack {
  cmsUrl: string;
  webUrl: string;
  env: Record<string, string>;
  cmsEnv: Record<string, string>;
  logs: string[];
  stop(): Promise<void>;
}

/** Runs a step of a copy's preparation, keeping how long it took (in seconds) under its label. */
export type Timed = <T>(label: string, work: () => Promise<T> | T) => Promise<T>;

export interface RunningCopy {
  copy: RepoCopy;
  stack: CopyStack;
  /** The copy's own PostgreSQL database when the suite runs there (TEST_DATABASE_URL); null on SQLite. */
  database: OwnDatabase;
}

/**
 * For a test file about the code itself: before its tests, a copy of the repository is changed by
 * `change`, generated and built as `npm run build` does it (the CMS schema generated from shared/
 * between the shared and CMS builds), checked by `check` when given (checks that read no database:
 * on the SQLite pass only), and started as a stack of its own (Strapi on a fresh database with the
 * small seed, the built web). After them, all of it is
 * stopped and removed, and each step's time is printed. Returns what is running, for the tests.
 */
export function runCopyOfRepository(
  name: string,
  steps: { change(copy: RepoCopy, timed: Timed): Promise<void> | void; check?(copy: RepoCopy, timed: Timed): Promise<void> },
  timeoutMs: number,
): () => RunningCopy {
  const timings: Record<string, number> = {};
  const timed: Timed = async (label, work) => {
    const started = Date.now();
    try {
      return await work();
    } finally {
      timings[label] = Math.round((Date.now() - started) / 1000);
    }
  };
  let running: Partial<RunningCopy> = {};

  async function cleanUp() {
    await running.stack?.stop();
    await running.database?.drop();
    running.copy?.remove();
    running = {};
  }

  beforeAll(async () => {
    try {
      const copy = await timed('copy', () => copyRepository());
      running.copy = copy;
      await steps.change(copy, timed);
      await timed('build shared', () => copy.run('npm', ['run', 'build', '-w', 'shared']));
      await timed('generate CMS schema', () => copy.run('npm', ['run', 'generate-components', '-w', 'cms']));
      await timed('build cms', () => copy.run('npm', ['run', 'build', '-w', 'cms']));
      await timed('build web', () => copy.run('npm', ['run', 'build', '-w', 'web']));
      // The copy's own checks read no database: the SQLite pass runs them, and the PostgreSQL pass
      // (TEST_DATABASE_URL; .ci/run runs it on the same sources right after) does not again.
      if (steps.check && process.env.TEST_DATABASE_URL) console.log(`${name}: the copy's checks ran in the SQLite pass; not again on PostgreSQL`);
      else await steps.check?.(copy, timed);
      running.database = await ownDatabase();
      running.stack = (await timed('start stack', () =>
        startStack({ root: copy.dir, databaseUrl: running.database?.url, extraCmsEnv: { SEED_DIR: smallSeed(copy.dir) } }),
      )) as CopyStack;
    } catch (error) {
      await cleanUp();
      throw error;
    }
  }, timeoutMs);

  afterAll(async () => {
    await cleanUp();
    console.log(`${name}: ${Object.entries(timings).map(([k, v]) => `${k} ${v}s`).join(', ')}`);
  }, 60_000);

  return () => {
    if (!running.copy || !running.stack) throw new Error(`${name}: the copy is not running (its preparation failed: see above)`);
    return running as RunningCopy;
  };
}
