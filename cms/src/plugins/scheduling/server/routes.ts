// Admin routes (/scheduling/...: an admin's session). Each handler checks the content manager's
// permission on the content type involved (read, or publish to schedule; controllers.ts). The
// lists (GET /upcoming, /audit, /releases) are server/lists/, added by withAdminLists (index.ts). One
// content API route, for the web's release preview (release-preview.ts).
import { adminRoutes } from '../../admin-routes';

const admin = { policies: ['admin::isAuthenticatedAdmin'] };

export const routes = {
  admin: adminRoutes(admin, [
    ['GET', '/entry', 'schedule.forEntry'],
    ['POST', '/jobs', 'schedule.create'],
    ['DELETE', '/jobs/:id', 'schedule.cancel'],
    ['POST', '/releases', 'release.create'],
    ['GET', '/releases/document', 'release.forDocument'],
    ['GET', '/releases/:id', 'release.findOne'],
    ['DELETE', '/releases/:id', 'release.remove'],
    ['POST', '/releases/:id/entries', 'release.addEntry'],
    ['DELETE', '/releases/:id/entries/:entryId', 'release.removeEntry'],
    ['POST', '/releases/:id/publish', 'release.publish'],
    ['POST', '/releases/:id/schedule', 'release.schedule'],
    ['POST', '/releases/:id/cancel', 'release.cancel'],
    ['GET', '/releases/:id/preview', 'release.previewLink'],
  ]),
  // The web's release preview reads what a release changes (/api/scheduling/release-preview): no
  // API token, the signed preview link in the query is checked by the handler.
  'content-api': {
    type: 'content-api',
    routes: [{ method: 'GET', path: '/release-preview', handler: 'release.previewPlan', config: { auth: false, policies: [] } }],
  },
};
