// The layout feature's public entry for server code: the site's frame for pages made without the
// route tree (the error page, the no-JavaScript form answers).
export { STATIC_PAGE_CSP, staticPage, useSiteStylesheets } from './static-page.server';
