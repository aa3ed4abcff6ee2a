// Admin routes (/content-checks/...): an admin's session; each handler checks the content
// manager's read permission on the content type concerned (controllers.ts).
const none = { policies: [] };

export const routes = {
  admin: {
    type: 'admin',
    routes: [
      { method: 'GET', path: '/document/:uid/:documentId', handler: 'checks.document', config: none },
      { method: 'GET', path: '/report', handler: 'checks.report', config: none },
    ],
  },
};
