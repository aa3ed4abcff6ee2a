// The scale data set written straight into a CMS's database (no HTTP server): run by
// scripts/lib/scale-generate.mjs as a child process with the CMS's environment, while no CMS is
// running on that database. It loads the compiled CMS in this process (cms/scripts/lib/strapi-app.mjs)
// and creates pages and resources through Strapi's document service, so the CMS's own rules still
// apply to every one (resource validation, searchText, components and media links), but a hundred
// at a time in one transaction: on SQLite one commit per document was most of the cost over REST
// (~13 resources/s on a busy machine). Every page's blocks are checked against the shared block
// definitions first. A fresh database is seeded first. Items already there (same path or slug)
// are skipped, so a stopped run can be continued and a generated database reused. Prints one JSON line with the counts and times.
//
// Usage (env: the CMS's, as for `npm start`): node scripts/lib/scale-insert.mjs PAGES RESOURCES
import { scalePage, scaleResource } from './scale-content.mjs';
import { requireDist, withStrapi } from '../../cms/scripts/lib/strapi-app.mjs';

const { parseBlocks } = await import('@ironbark/shared/blocks/registry');
const { CONTENT_TYPE_UIDS } = await import('@ironbark/shared/content/content-type-uids');

const PAGE = CONTENT_TYPE_UIDS.page;
const BLOG = CONTENT_TYPE_UIDS.blog;
const BATCH = 100;

const [pages, resources] = process.argv.slice(2).map(Number);
const began = Date.now();
const log = (m) => console.error(`scale-insert: ${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s  ${m}`);

/**
 * The sections (top-level paths with children, and their children) new pages go under: the
 * seed's only, so page n gets the same path in every run (generated paths end in "-n"; no seed
 * page's does).
 */
function sectionsOf(allPaths) {
  const paths = allPaths.filter((p) => !/-\d+$/.test(p));
  const tops = [...new Set(paths.filter((p) => p.split('/').length === 3).map((p) => `/${p.split('/')[1]}`))];
  const sections = paths.filter((p) => tops.includes(p) || (p.split('/').length === 3 && tops.some((t) => p.startsWith(`${t}/`))));
  return sections.length ? sections : ['/'];
}

/** Creates item(n) for every n < count whose key is not taken yet, BATCH to a transaction. */
async function createMissing(strapi, uid, count, item, keyOf, taken, label) {
  const t0 = Date.now();
  let made = 0;
  for (let start = 0; start < count; start += BATCH) {
    const batch = [];
    for (let n = start; n < Math.min(count, start + BATCH); n++) {
      const data = item(n);
      if (!taken.has(keyOf(data))) batch.push(data);
    }
    if (batch.length === 0) continue;
    await strapi.db.transaction(async () => {
      for (const data of batch) await strapi.documents(uid).create({ data, status: 'published' });
    });
    made += batch.length;
    if (made % 1000 < BATCH) log(`${label}: ${made} created (${start + BATCH}/${count} checked, ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  return { made, ms: Date.now() - t0 };
}

try {
  const result = await withStrapi(async (strapi) => {
    // A fresh database gets the seed first (its sections, images and PDFs are what the set uses);
    // one seeded before is left as it is (the seed's own rule, src/platform/seed-once.ts).
    delete process.env.SEED;
    await requireDist('platform/seed-once.js').seedOnce(strapi);
    const published = { publishedAt: { $notNull: true } };
    const pagePaths = (await strapi.db.query(PAGE).findMany({ select: ['path'], where: published })).map((p) => p.path);
    const sections = sectionsOf(pagePaths);
    // The images and PDFs the seed uploaded for its resources are reused (not drawn anew).
    const seeded = await strapi.documents(BLOG).findMany({ status: 'published', populate: { cover: { fields: ['id'] }, doc: { fields: ['id'] } }, limit: 100 });
    const ids = (key) => [...new Set(seeded.map((b) => b[key]?.id).filter(Boolean))].slice(0, 8);
    const media = { covers: ids('cover'), docs: ids('doc') };
    log(`sections: ${sections.length}; reused media: ${media.covers.length} images, ${media.docs.length} PDFs`);

    const page = (n) => {
      const data = scalePage(n, sections);
      const { problems } = parseBlocks(data.blocks.map((b, i) => ({ id: i + 1, ...b })));
      if (problems.length) throw new Error(`generated page ${n} breaks the block definitions: ${JSON.stringify(problems).slice(0, 400)}`);
      return data;
    };
    const p = await createMissing(strapi, PAGE, pages, page, (d) => d.path, new Set(pagePaths), 'pages');
    const slugs = (await strapi.db.query(BLOG).findMany({ select: ['slug'], where: published })).map((b) => b.slug);
    const r = await createMissing(strapi, BLOG, resources, (n) => scaleResource(n, media), (d) => d.slug, new Set(slugs), 'resources');
    // After a bulk load PostgreSQL's planner has no statistics on the new rows (nor its
    // visibility map), until autovacuum comes by: measured straight away, the search's trigram
    // scan was planned for one row and read ~1,200 heap pages (~10 ms a query; ~4 ms after).
    // As after any bulk load, the tables are vacuumed and analysed before anything is measured.
    if (r.made + p.made > 0 && strapi.db.dialect.client === 'postgres') {
      const t0 = Date.now();
      for (const uid of [PAGE, BLOG]) await strapi.db.connection.raw(`VACUUM ANALYZE ${strapi.db.metadata.get(uid).tableName}`);
      log(`vacuum analyze: ${Date.now() - t0} ms`);
    }
    // The site search's index, as an operator would after a bulk load (npm run search:rebuild).
    if (r.made + p.made > 0) {
      const built = await requireDist('search/indexer.js').rebuildSearchIndex(strapi);
      log(`search index: ${built.pages} pages, ${built.resources} resources in ${built.ms} ms`);
      if (strapi.db.dialect.client === 'postgres') await strapi.db.connection.raw('VACUUM ANALYZE search_documents');
    }
    const count = (uid) => strapi.db.query(uid).count({ where: published });
    return { pages: p.made, pagesMs: p.ms, resources: r.made, resourcesMs: r.ms, totalPages: await count(PAGE), totalResources: await count(BLOG) };
  });
  console.log(JSON.stringify(result));
  process.exit(0);
} catch (error) {
  console.error(`scale-insert: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
