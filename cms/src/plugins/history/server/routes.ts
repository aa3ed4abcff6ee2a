// Admin routes (/history/...): an admin's session; each handler checks the content manager's
// permission on the content type concerned (controllers.ts).
import { adminRoutes } from '../../admin-routes';

const none = { policies: [] };

export const routes = {
  admin: adminRoutes(none, [
    ['GET', '/versions', 'versions.list'],
    ['GET', '/versions/:id/compare', 'versions.compare'],
    ['POST', '/versions/:id/restore', 'versions.restore'],
    ['GET', '/deleted', 'deleted.list'],
    ['POST', '/deleted/:id/restore', 'deleted.restore'],
  ]),
};
