// Anonymous readers see published content only. Strapi 5 would otherwise answer ?status=draft to
// anyone allowed to read (strapi/strapi#25326). Drafts stay readable by the web server's API
// token (preview) and by signed-in staff (their resource list), whose roles decide the rest.
import type { Core } from '@strapi/strapi';

const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

export function mayReadDrafts(auth: { strategy?: { name?: string }; credentials?: unknown } | undefined): boolean {
  const name = auth?.strategy?.name;
  if (name && TOKEN_STRATEGIES.has(name)) return true;
  return name === 'users-permissions' && Boolean(auth?.credentials);
}

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  if (!mayReadDrafts((ctx.state as { auth?: Parameters<typeof mayReadDrafts>[0] }).auth)) {
    delete (ctx.query as Record<string, unknown>).status;
  }
  await next();
};
