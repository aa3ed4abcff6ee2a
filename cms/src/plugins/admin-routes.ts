// The admin routes of this project's plugins (/<plugin>/...): each plugin's server/routes.ts lists
// its own as [method, path, handler], all behind the same route config.
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function adminRoutes(config: { policies: unknown[] }, routes: [Method, string, string][]) {
  return {
    type: 'admin',
    routes: routes.map(([method, path, handler]) => ({ method, path, handler, config })),
  };
}
