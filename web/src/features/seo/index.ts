// The SEO feature's public entry for browser-safe code: head tags and structured data.
export { organisationJsonLd } from './organisation';
export { absoluteUrl, jsonForScript, SeoHead } from './seo-head';
