// The SEO feature's public entry for server code: sitemap, robots, RSS, manifest, pages.json and their reads.
export { seoContent } from './seo-content.server';
export { seoRoutes } from './seo.server';
