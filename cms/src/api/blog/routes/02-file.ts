// A published resource's file, wherever the CMS keeps it (a gated guide's is private): for the web's
// API token only (shared content-type-uids: webToken), which checks the visitor's signed
// single-use link first. Sorts before blog.ts, so it is matched before the core /blogs/:id.
export default {
  routes: [{ method: 'GET', path: '/blogs/:slug/file', handler: 'blog.file', config: { policies: [], middlewares: [] } }],
};
