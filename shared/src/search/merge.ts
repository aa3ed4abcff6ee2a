// The two search sources as one list, ranked together by relevance (rank.ts), as the header box
// shows them.
import { searchFieldsOf, type SourceResult } from './item.js';
import { rankByRelevance } from './rank.js';

/**
 * One list from both sources, most relevant first. Each source has already chosen its items
 * (at most 5 each in the header box); nothing is dropped here. The total is the CMS total plus
 * the number of local matches (spec section 7), whatever each list was cut to.
 */
export function mergeResults(pages: SourceResult, resources: SourceResult, term: string): SourceResult {
  const items = rankByRelevance([...pages.items, ...resources.items], term, searchFieldsOf, { keepAll: true });
  return { items, total: pages.total + resources.total };
}
