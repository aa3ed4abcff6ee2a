// The web server, composed: each line below is one concern with its own module. Order matters:
// headers and logging first, then machine routes and files, the JSON APIs, address rules, and
// last the server render of every page. server/main.js creates it in development (with Vite) or
// production (dist/).
import compression from 'compression';
import express from 'express';
import type { ViteDevServer } from 'vite';
import { formsApi } from '../src/features/forms/forms-api.server.js';
import { previewRoutes } from '../src/features/preview/preview.server.js';
import { seoRoutes } from '../src/features/seo/seo.server.js';
import { createStaffArea } from '../src/features/staff/staff-area.server.js';
import { developmentBuild, productionBuild } from './assets.server.js';
import { ContentCache } from './cache.server.js';
import { createCmsClient } from './cms-client.server.js';
import { contentApi } from './content-api.server.js';
import { createCsrf } from './csrf.server.js';
import { createServerContent, type ServerContent } from './content.server.js';
import { readEnv, type Env } from './env.server.js';
import { errorHandler } from './errors.server.js';
import { log, setLogLevel } from './log.server.js';
import { createRateLimiter } from './rate-limit.server.js';
import { cmsRedirects, noTrailingSlash } from './redirects.server.js';
import { createPageRenderer, pages } from './render.server.js';
import { requestLog } from './request-log.server.js';
import { revalidationApi } from './revalidate.server.js';
import { securityHeaders } from './security.server.js';
import { createSharedState, type SharedState } from './shared-state.server.js';
import { staticFiles } from './static.server.js';
import { uploadsProxy } from './uploads-proxy.server.js';

export interface AppOptions {
  mode: 'development' | 'production';
  /** Production: the built client (dist/client) with its Vite manifest. */
  clientDir?: string;
  /** Development: Vite in middleware mode. */
  vite?: ViteDevServer;
  env?: Env;
}

export interface App {
  handler: express.Express;
  env: Env;
  content: ServerContent;
  cache: ContentCache;
  state: SharedState;
}

export async function createApp(options: AppOptions): Promise<App> {
  const env = options.env ?? readEnv();
  setLogLevel(env.LOG_LEVEL);
  const dev = options.mode === 'development';
  const state = createSharedState(env.REDIS_URL);
  const cms = createCmsClient({ baseUrl: env.CMS_URL, token: env.CMS_API_TOKEN });
  const cache = new ContentCache(env.CACHE_TTL_SECONDS * 1000, (key, error) => log.warn('cache refresh failed', { key, error: String(error) }));
  const content = createServerContent(cms, cache, env);
  const limiter = createRateLimiter(env);
  const build = dev ? developmentBuild(options.vite!) : await productionBuild(options.clientDir!);
  const csrf = createCsrf(env);
  const staff = createStaffArea({ env, cms, csrf, state });
  const renderPage = createPageRenderer({ env, build, dev, staff: staff.reads });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY ? 1 : false);
  app.set('etag', 'strong');

  app.use(requestLog());
  app.use(securityHeaders(env));
  app.use(compression({ threshold: 1024 }));
  app.use(csrf.sameSiteOnly);
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', cache: cache.stats() });
  });
  // The live search index and the other generated files win over copies in the build output.
  app.use(seoRoutes(content, env));
  app.use(staticFiles(options));
  app.use(uploadsProxy(cms));
  app.get('/api/csrf', csrf.issue);
  app.use('/api/content', contentApi(content));
  app.use('/api/forms', formsApi({ env, cms, limiter, csrf }));
  app.use('/api', staff.api);
  app.use(revalidationApi({ env, cache, content }));
  app.use(previewRoutes({ env, content, renderPage }));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  app.use(cmsRedirects(content));
  app.use(noTrailingSlash());
  app.get(/.*/, pages(renderPage, content));
  app.use(errorHandler());
  return { handler: app, env, content, cache, state };
}

/** The search index for the build hook (web/scripts/build.mjs). */
export async function buildPagesIndex(env: Env = readEnv()) {
  const cms = createCmsClient({ baseUrl: env.CMS_URL, token: env.CMS_API_TOKEN, timeoutMs: 5000 });
  return createServerContent(cms, new ContentCache(0, () => undefined), env).pagesIndex();
}

export { ConfigError } from './env.server.js';
