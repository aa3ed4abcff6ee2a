// Admin routes (/history/...): an admin's session; each handler checks the content manager's
// permission on the content type concerned (controllers.ts).
const none = { policies: [] };

export const routes = {
  admin: {
    type: 'admin',
    routes: [
      { method: 'GET', path: '/versions', handler: 'versions.list', config: none },
      { method: 'GET', path: '/versions/:id/compare', handler: 'versions.compare', config: none },
      { method: 'POST', path: '/versions/:id/restore', handler: 'versions.restore', config: none },
      { method: 'GET', path: '/deleted', handler: 'deleted.list', config: none },
      { method: 'POST', path: '/deleted/:id/restore', handler: 'deleted.restore', config: none },
    ],
  },
};
