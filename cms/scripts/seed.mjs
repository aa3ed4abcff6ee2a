// `npm run seed -w cms`: creates every seed entry (cms/data/seed, or SEED_DIR) that is missing
// from the database, e.g. a page an editor deleted, and says what it created. It never changes
// or removes existing content. (On its own, the seed runs only on the first start, when the
// database is empty; see src/platform/seed-once.ts.)
import { withStrapi, requireDist } from './lib/strapi-app.mjs';

try {
  await withStrapi(async (strapi) => {
    const { seed } = requireDist('seed/seed.js');
    const { describeSeedReport, writeSeedMarker } = requireDist('platform/seed-once.js');
    const report = await seed(strapi);
    await writeSeedMarker(strapi, 'done', 'seed-command');
    const created = describeSeedReport(report);
    if (created.length === 0) {
      console.log('seed: nothing was missing: every seed entry is in the database.');
      return;
    }
    console.log(`seed: created ${created.length} ${created.length === 1 ? 'entry' : 'entries'} and ${report.files} files in ${report.ms} ms:`);
    for (const line of created) console.log(`  ${line}`);
  });
  process.exit(0);
} catch (error) {
  console.error(`seed: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
