// `npm run search:rebuild -w cms`: empties the site search's full-text index and fills it again
// from every published page and resource (PDF texts come from search_file_texts, read from the
// file once when missing). The index follows publishing on its own; this is for an operator after
// a restore, a bulk import behind the CMS's back, or a change to what is indexed.
import { withStrapi, requireDist } from './lib/strapi-app.mjs';

try {
  await withStrapi(async (strapi) => {
    const { rebuildSearchIndex } = requireDist('search/indexer.js');
    const result = await rebuildSearchIndex(strapi);
    console.log(`search:rebuild: indexed ${result.pages} pages and ${result.resources} resources in ${result.ms} ms.`);
  });
  process.exit(0);
} catch (error) {
  console.error(`search:rebuild: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
