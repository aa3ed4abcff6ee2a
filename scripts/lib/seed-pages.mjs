// The paths of the pages the seed creates (cms/data/seed/pages/**/*.json): the client's own
// content routes, read from the client's data rather than written again in code. The tests walk
// them (every seeded page answers, is cached, fits every width).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'cms', 'data', 'seed', 'pages');

/** @returns {string[]} every seeded page's path, sorted */
export function seededPagePaths() {
  return readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(PAGES, f), 'utf8')).path)
    .filter((p) => typeof p === 'string')
    .sort();
}
