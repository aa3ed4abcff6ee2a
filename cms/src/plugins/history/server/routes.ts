// Admin routes (/history/...): an admin's session; each handler checks the content manager's
// permission on the content type concerned (controllers.ts). The list of recently deleted pages
// and resources (GET /deleted) is lists/deleted.ts, added by withAdminLists (index.ts).
import { adminRoutes } from '../../admin-routes';

const none = { policies: [] };

export const routes = {
  admin: adminRoutes(none, [
    ['GET', '/versions', 'versions.list'],
    ['GET', '/versions/:id/compare', 'versions.compare'],
    ['POST', '/versions/:id/restore', 'versions.restore'],
    ['POST', '/deleted/:id/restore', 'deleted.restore'],
  ]),
};
