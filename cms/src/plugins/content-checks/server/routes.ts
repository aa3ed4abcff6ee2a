// Admin routes (/content-checks/...): an admin's session; each handler checks the content
// manager's read permission on the content type concerned (controllers.ts). The report (GET
// /report) is lists/report.ts, added by withAdminLists (index.ts).
import { adminRoutes } from '../../admin-routes';

const none = { policies: [] };

export const routes = {
  admin: adminRoutes(none, [
    ['GET', '/document/:uid/:documentId', 'checks.document'],
  ]),
};
