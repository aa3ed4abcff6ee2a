// The page builder's public entry for server code: every page with its SEO fields (the search index and the sitemap read it) and the pages' reads.
export { listPagesWithSeo, pageContent } from './page-content.server';
