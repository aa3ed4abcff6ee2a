// Admin routes (/scheduling/...: an admin's session). Scheduling checks the content manager's
// publish permission on the entry's type in the handler; the audit trail is for any admin user.
const admin = { policies: ['admin::isAuthenticatedAdmin'] };

export const routes = {
  admin: {
    type: 'admin',
    routes: [
      { method: 'GET', path: '/entry', handler: 'schedule.forEntry', config: admin },
      { method: 'POST', path: '/jobs', handler: 'schedule.create', config: admin },
      { method: 'DELETE', path: '/jobs/:id', handler: 'schedule.cancel', config: admin },
      { method: 'GET', path: '/upcoming', handler: 'schedule.upcoming', config: admin },
      { method: 'GET', path: '/audit', handler: 'audit.list', config: admin },
    ],
  },
};
