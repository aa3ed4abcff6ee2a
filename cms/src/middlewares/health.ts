// /_live and /_ready for load balancers (Strapi's own /_health, which always answers 204, stays
// for existing checks): live while the process answers; ready while it is not stopping and the
// database answers. While stopping, every answer closes its connection (src/platform/lifecycle.ts).
import type { Core } from '@strapi/strapi';
import { isDraining } from '../platform/lifecycle';

const DATABASE_TIMEOUT_MS = 2000;

async function databaseAnswers(strapi: Core.Strapi): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      strapi.db.connection.raw('select 1').then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    if (isDraining()) ctx.set('Connection', 'close');
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && (ctx.path === '/_live' || ctx.path === '/_ready')) {
      ctx.set('Cache-Control', 'no-store');
      if (ctx.path === '/_live') {
        ctx.body = { status: 'ok' };
        return;
      }
      if (isDraining()) {
        ctx.status = 503;
        ctx.body = { status: 'draining' };
      } else if (!(await databaseAnswers(strapi))) {
        ctx.status = 503;
        ctx.body = { status: 'database unavailable' };
      } else {
        ctx.body = { status: 'ready' };
      }
      return;
    }
    await next();
  };
