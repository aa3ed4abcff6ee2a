// Varnish for the integration tests: varnishd (Debian's package) started by ops/varnish/start.sh on
// a free port with a working folder of its own, as the compose service runs it, and the helpers the
// Varnish suites share (varnish-rules.test.ts: the cache rules with a stand-in web;
// varnish.test.ts: two built webs behind it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { endProcess, freePort } from '../../scripts/lib/test-stack.mjs';
// @ts-expect-error: plain ES module without type declarations
import { findVarnishd, VARNISH_INSTALL_HINT } from '../../scripts/lib/varnish.mjs';
import { raw, type RawAnswer } from './raw-http';

export const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const START = path.join(REPO, 'ops', 'varnish', 'start.sh');
export const PURGE_TOKEN = randomBytes(24).toString('base64url');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Answer = RawAnswer;

/** One request through node:http (from a chosen local address when asked). */
export function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Answer> {
  const { origin, pathname, search } = new URL(url);
  return raw(origin, `${pathname}${search}`, { headers: {}, ...init });
}

/**
 * The environment of a built web behind Varnish on the suite's CMS, as production runs one:
 * Redis-shared, trusting the proxy, purging Varnish with BAN, draining before it stops.
 */
export function webBehindVarnishEnv(port: number, varnishPort: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${varnishPort}`,
    LOG_LEVEL: 'warn',
    REDIS_URL: 'redis://127.0.0.1:6379',
    TRUST_PROXY: '1',
    CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
    CDN_PURGE_TOKEN: PURGE_TOKEN,
    CDN_PURGE_MODE: 'varnish',
    // Longer than Varnish takes to see /readyz fail (two probes 500 ms apart).
    SHUTDOWN_DRAIN_SECONDS: '2',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
  };
}

export interface Varnish {
  url: string;
  child: ChildProcess;
  workdir: string;
  log: string[];
  stop(): Promise<void>;
}

/** varnishd through ops/varnish/start.sh, as the compose service runs it; resolves once it answers. */
export async function startVarnish(backends: string[], port?: number): Promise<Varnish> {
  port ??= (await freePort()) as number;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-varnish-'));
  // Started as root, varnishd reads the VCL as its own unprivileged user.
  chmodSync(dir, 0o755);
  const log: string[] = [];
  const child = spawn('sh', [START], {
    env: {
      PATH: process.env.PATH,
      WEB_BACKENDS: backends.join(' '),
      CDN_PURGE_TOKEN: PURGE_TOKEN,
      VARNISH_LISTEN: `127.0.0.1:${port}`,
      VARNISH_SIZE: '64M',
      VARNISH_PROBE_INTERVAL: '500ms',
      VARNISH_RUNTIME_DIR: path.join(dir, 'vcl'),
      VARNISH_WORKDIR: path.join(dir, 'work'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => log.push(String(c)));
  child.stderr!.on('data', (c: Buffer) => log.push(String(c)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await endProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${log.join('')}`);
    const up = await request(`${url}/__varnish-up`, { method: 'BAN' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 60_000) {
      await stop();
      throw new Error(`varnishd did not answer within 60 s:\n${log.join('')}`);
    }
    await sleep(200);
  }
  return { url, child, workdir: path.join(dir, 'work'), log, stop };
}

/** How many backends Varnish's probes find healthy. */
export function healthyBackends(varnish: Varnish): number {
  const out = spawnSync('varnishadm', ['-n', varnish.workdir, 'backend.list'], { encoding: 'utf8' });
  // One line per backend ("boot.web1  probe  3/3  healthy ..."), and one for the director ("boot.web").
  return (out.stdout ?? '').split('\n').filter((line) => /^\S+\.web\d+\s.*\bhealthy\b/i.test(line)).length;
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Stops a suite at once, with the command to install it, when varnishd is missing. */
export function requireVarnish() {
  beforeAll(() => {
    if (!findVarnishd()) throw new Error(VARNISH_INSTALL_HINT);
  });
}
