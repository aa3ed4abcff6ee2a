// The staff screens' resource actions. This file sorts before blog.ts, so /blogs/manage and
// /blogs/slug-check are matched before the core route /blogs/:id. Each action is its own
// permission (api::blog.blog.<action>), granted to staff in staff/permissions.ts.
export default {
  routes: [
    { method: 'GET', path: '/blogs/manage', handler: 'blog.manage', config: { policies: [], middlewares: [] } },
    { method: 'GET', path: '/blogs/manage/:documentId', handler: 'blog.manageOne', config: { policies: [], middlewares: [] } },
    { method: 'GET', path: '/blogs/slug-check', handler: 'blog.slugCheck', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/blogs/:documentId/publish', handler: 'blog.publish', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/blogs/:documentId/unpublish', handler: 'blog.unpublish', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/blogs/:documentId/discard-draft', handler: 'blog.discardDraft', config: { policies: [], middlewares: [] } },
  ],
};
