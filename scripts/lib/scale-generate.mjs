// Fills a CMS database with the scale data set of scripts/lib/scale-content.mjs (issue 22):
// scripts/lib/scale-insert.mjs runs in a child process with the same environment the test stack
// gives its CMS (scripts/lib/test-stack.mjs), while no CMS runs on that database, and writes the
// pages and resources through Strapi's document service a hundred to a transaction. A data
// directory (SQLite file and uploads) or a PostgreSQL database filled once can be measured again
// and again: the next run only adds what is missing.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testEnv } from './test-stack.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The CMS environment of a stack on `dir` (SQLite file and uploads) or `databaseUrl`. */
export function scaleCmsEnv({ dir, databaseUrl }) {
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  return {
    ...testEnv({ cmsPort: 1, webPort: 1 }),
    DEMO_ACCOUNTS: 'true',
    DEMO_ADMIN_PASSWORD: 'AdminDemo!2024',
    DEMO_STAFF_PASSWORD: 'StaffDemo!2024',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_FILENAME: path.join(dir, 'data.db') }),
    PUBLIC_DIR: path.join(dir, 'public'),
    // Nobody to tell about the changes: no web runs while the set is written.
    WEB_URL: '',
    WEB_INTERNAL_URL: '',
  };
}

/** Whether `dir` already holds a generated SQLite database. */
export const hasScaleData = (dir) => existsSync(path.join(dir, 'data.db'));

/**
 * Creates the pages and resources numbered below `pages` and `resources` that are not there yet;
 * resolves with { pages, resources (created now), pagesMs, resourcesMs, totalPages, totalResources }.
 */
export function generateScale({ dir, databaseUrl, pages = 1000, resources = 10000, log = () => undefined }) {
  // A bulk load holds a transaction per hundred documents while Strapi's own reads (events,
  // relations) take other connections: on PostgreSQL the default pool of 10 ran dry beside other
  // work (KnexTimeoutError after ~4 minutes, twice on 29 November); 40 loaded all 11,076. On a
  // busy machine (builds beside it) a connection could still take over 10 s: it waits up to 60.
  const env = { ...process.env, ...scaleCmsEnv({ dir, databaseUrl }), ...(databaseUrl ? { DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? '40', DATABASE_CONNECTION_TIMEOUT: process.env.DATABASE_CONNECTION_TIMEOUT ?? '60000' } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/lib/scale-insert.mjs', String(pages), String(resources)], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) {
        if (line.startsWith('scale-insert:')) log(line.replace(/^scale-insert:\s+\d+ s\s+/, ''));
        else if (line.trim()) log(`  ${line.trim().slice(0, 300)}`);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last));
      else reject(new Error(`generating the scale set failed (exit ${code})`));
    });
  });
}

export async function staffSession(stack) {
  const res = await fetch(`${stack.cmsUrl}/api/staff-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.env.CMS_API_TOKEN}` },
    body: JSON.stringify({ identifier: 'staff@example.com', password: 'StaffDemo!2024' }),
  });
  if (!res.ok) throw new Error(`staff sign-in answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return { authorization: `Bearer ${(await res.json()).jwt}` };
}
