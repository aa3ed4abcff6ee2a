// Admin routes (/scheduling/...: an admin's session). Scheduling checks the content manager's
// publish permission on the entry's type in the handler; the audit trail is for any admin user.
import { adminRoutes } from '../../admin-routes';

const admin = { policies: ['admin::isAuthenticatedAdmin'] };

export const routes = {
  admin: adminRoutes(admin, [
    ['GET', '/entry', 'schedule.forEntry'],
    ['POST', '/jobs', 'schedule.create'],
    ['DELETE', '/jobs/:id', 'schedule.cancel'],
    ['GET', '/upcoming', 'schedule.upcoming'],
    ['GET', '/audit', 'audit.list'],
  ]),
};
