// Admin routes (/leads/...: an admin's session, plus the permission each names) and the content
// API route the web server posts events to (/api/leads/events: the web's API token, which the CMS
// gives the "events.ingest" action, see cms/src/staff/api-token.ts).
const canRead = { policies: [{ name: 'admin::hasPermissions', config: { actions: ['plugin::leads.read'] } }] };

export const routes = {
  admin: {
    type: 'admin',
    routes: [
      { method: 'GET', path: '/measurement', handler: 'measurement.dashboard', config: canRead },
      { method: 'GET', path: '/measurement/export', handler: 'measurement.exportCsv', config: canRead },
      { method: 'GET', path: '/measurement/link-options', handler: 'measurement.linkOptions', config: canRead },
      // And the content manager's permission to change the search tuning (checked in the handler).
      { method: 'POST', path: '/measurement/search-rule', handler: 'measurement.readySearchRule', config: canRead },
      // Leads: the content manager's own read permission on leads decides (checked in the handler).
      { method: 'GET', path: '/export', handler: 'leads.exportCsv', config: { policies: [] } },
      { method: 'GET', path: '/answers/:documentId', handler: 'leads.answers', config: { policies: [] } },
      { method: 'GET', path: '/health', handler: 'leads.health', config: { policies: [] } },
      { method: 'GET', path: '/owners', handler: 'leads.owners', config: { policies: [] } },
      { method: 'POST', path: '/bulk', handler: 'leads.bulk', config: { policies: [] } },
      { method: 'POST', path: '/alerts/test', handler: 'leads.testAlerts', config: { policies: [] } },
    ],
  },
  'content-api': {
    type: 'content-api',
    routes: [{ method: 'POST', path: '/events', handler: 'events.ingest', config: { policies: [] } }],
  },
};
