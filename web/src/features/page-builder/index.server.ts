// The page builder's public entry for server code: the reads of pages.
export { listPagesWithSeo, pageContent } from './page-content.server';
