// A bad configuration value stops each launcher at once, with one line on stderr that names the
// variable (no stack trace), and a non-zero exit code.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { freePort } from '../../scripts/lib/test-stack.mjs';
import { stack } from './helpers';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NO_ENV_FILE = path.join(os.tmpdir(), `no-such-env-file-${process.pid}`);

/** The environment of this process without what would change a child's behaviour (test runner, .env). */
function baseEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || /^(VITEST|NODE_OPTIONS|TEST_|DATABASE_|SMTP_)/.test(k)) continue;
    out[k] = v;
  }
  return out;
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function run(args: string[], env: Record<string, string>, timeoutMs = 20_000): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, ms: Date.now() - started });
    });
  });
}

function expectOneLineNaming(result: Run, variable: string) {
  expect(result.signal, `killed after ${result.ms} ms: it did not exit by itself`).toBeNull();
  expect(result.code).not.toBe(0);
  expect(result.code).not.toBeNull();
  expect(result.ms).toBeLessThan(15_000);
  const lines = result.stderr.split(/\r?\n/).filter((l) => l.trim() !== '');
  expect(lines, `stderr:\n${result.stderr}`).toHaveLength(1);
  expect(lines[0]).toContain(variable);
  expect(result.stderr).not.toMatch(/^\s+at\s/m);
}

describe('configuration errors', () => {
  it('the CMS launcher refuses a malformed DATABASE_URL with one line naming it', async () => {
    const { env } = stack();
    const port = String(await freePort());
    const result = await run(['cms/scripts/run.mjs', 'start'], {
      ...baseEnv(),
      ...env,
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: 'not-a-url',
      ENV_FILE: NO_ENV_FILE,
    });
    expectOneLineNaming(result, 'DATABASE_URL');
  });

  it('the web launcher refuses a CMS_URL that is not http(s) with one line naming it', async () => {
    const { env } = stack();
    const port = String(await freePort());
    const result = await run(['web/server/main.js'], {
      ...baseEnv(),
      ...env,
      PORT: port,
      HOST: '127.0.0.1',
      CMS_URL: 'ftp://x',
      ENV_FILE: NO_ENV_FILE,
    });
    expectOneLineNaming(result, 'CMS_URL');
  });
});
