// Public and staff readers see published content only. Strapi 5 would otherwise answer
// ?status=draft to anyone allowed to read (strapi/strapi#25326); drafts are for the web server's
// preview, which calls with its API token.
import type { Core } from '@strapi/strapi';

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  const strategy = (ctx.state as { auth?: { strategy?: { name?: string } } }).auth?.strategy?.name;
  if (strategy !== 'api-token') {
    const query = ctx.query as Record<string, unknown>;
    delete query.status;
  }
  await next();
};
