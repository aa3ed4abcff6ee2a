// Search: each resource's searchText kept on save (search-text.ts), the site search's full-text
// index followed on every change and built at start-up when missing (indexer.ts, store.ts), and
// the indexes of the staff list's search (search-indexes.ts).
import type { Concern } from '../platform/concern';
import { ensureSearchIndex } from './indexer';
import { ensureSearchIndexes } from './search-indexes';
import { backfillSearchText, registerSearchText } from './search-text';

export const search: Concern = {
  register: registerSearchText,
  prepare: ensureSearchIndexes,
  async start(strapi) {
    await backfillSearchText(strapi);
    await ensureSearchIndex(strapi);
  },
};
