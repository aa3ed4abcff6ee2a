// The SEO feature's public entry for server code: sitemap, robots, RSS, manifest and pages.json.
export { seoRoutes } from './seo.server';
