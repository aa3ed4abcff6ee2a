// `node scripts/generate-scale.mjs [--pages 1000] [--resources 10000] [--dir DIR] [--database-url postgres://…] [--keep]`
// A large, realistic data set in a throw-away database (scripts/lib/scale-generate.mjs): a SQLite
// file and uploads in DIR (default: a new temporary directory), or the given PostgreSQL database,
// seeded if empty, then filled with the generated pages and resources. What is already there is
// kept, so the same DIR can be filled once and measured many times (`npm run bench -- --scale
// --data DIR`). Prints the counts and the time taken. With --keep a CMS and a web (the test stack,
// scripts/lib/test-stack.mjs) are started on it afterwards and stay up until Ctrl-C.
// Needs the builds (npm run build).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateScale } from './lib/scale-generate.mjs';
import { startStack } from './lib/test-stack.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    resources: { type: 'string', default: '10000' },
    dir: { type: 'string' },
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const started = Date.now();
const log = (m) => console.error(`generate-scale: ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${m}`);
const dir = path.resolve(values.dir ?? mkdtempSync(path.join(os.tmpdir(), 'ironbark-scale-')));
const databaseUrl = values['database-url'];

log(`filling ${databaseUrl ? 'the PostgreSQL database' : `${dir}/data.db`}...`);
let code = 0;
try {
  const r = await generateScale({ dir, databaseUrl, pages: Number(values.pages), resources: Number(values.resources), log });
  const rate = (n, ms) => (ms > 0 ? (n / (ms / 1000)).toFixed(0) : '-');
  console.log(`pages created:      ${r.pages} in ${(r.pagesMs / 1000).toFixed(1)} s (${rate(r.pages, r.pagesMs)}/s)`);
  console.log(`resources created:  ${r.resources} in ${(r.resourcesMs / 1000).toFixed(1)} s (${rate(r.resources, r.resourcesMs)}/s)`);
  console.log(`in the CMS now:     ${r.totalPages} pages, ${r.totalResources} resources (seed included)`);
  console.log(`total time:         ${((Date.now() - started) / 1000).toFixed(0)} s (CMS load and seed included)`);
  console.log(`data directory:     ${dir}`);
  if (values.keep) {
    const stack = await startStack({ dir, databaseUrl });
    console.log(`CMS ${stack.cmsUrl}  web ${stack.webUrl}; Ctrl-C to stop`);
    await new Promise((resolve) => process.once('SIGINT', resolve));
    await stack.stop();
  }
} catch (error) {
  console.error(error);
  code = 1;
}
process.exit(code);
