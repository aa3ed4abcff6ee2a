// `node scripts/generate-scale.mjs [--pages 1000] [--resources 10000] [--database-url postgres://…] [--keep]`
// A large, realistic data set in a throw-away database: starts a CMS and a web (the test stack,
// scripts/lib/test-stack.mjs) on a fresh SQLite file (or the given, empty, PostgreSQL database),
// lets the seed fill it, then adds the generated pages and resources (scripts/lib/scale-content.mjs)
// and prints the counts and the time taken. With --keep the stack stays up (Ctrl-C ends it).
// Needs the builds (npm run build).
import { parseArgs } from 'node:util';
import { generateScale } from './lib/scale-generate.mjs';
import { startStack } from './lib/test-stack.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    resources: { type: 'string', default: '10000' },
    'database-url': { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const started = Date.now();
const log = (m) => console.error(`generate-scale: ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${m}`);

log(`starting a CMS on ${values['database-url'] ? 'PostgreSQL' : 'a fresh SQLite file'}...`);
const stack = await startStack({ databaseUrl: values['database-url'] });
let code = 0;
try {
  const r = await generateScale(stack, { pages: Number(values.pages), resources: Number(values.resources), log });
  console.log(`pages created:      ${r.pages} in ${(r.pagesMs / 1000).toFixed(1)} s (${(r.pages / (r.pagesMs / 1000)).toFixed(0)}/s)`);
  console.log(`resources created:  ${r.resources} in ${(r.resourcesMs / 1000).toFixed(1)} s (${(r.resources / (r.resourcesMs / 1000)).toFixed(0)}/s)`);
  console.log(`in the CMS now:     ${r.totalPages} pages, ${r.totalResources} resources (seed included)`);
  console.log(`total time:         ${((Date.now() - started) / 1000).toFixed(0)} s (start-up and seed included)`);
  if (values.keep) {
    console.log(`CMS ${stack.cmsUrl}  web ${stack.webUrl}  (database in ${stack.dir}); Ctrl-C to stop`);
    await new Promise((resolve) => process.once('SIGINT', resolve));
  }
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await stack.stop();
}
process.exit(code);
