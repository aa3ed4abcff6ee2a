// The web server, composed: each line below is one concern with its own module. Order matters:
// headers and logging first, bad addresses refused, then the page cache (anonymous public pages
// answered from memory without running React), machine routes and files, the JSON APIs, address
// rules, and last the server render of every page. server/main.js creates it in development
// (with Vite) or production (dist/).
import { createHash } from 'node:crypto';
import compression from 'compression';
import express from 'express';
import type { ViteDevServer } from 'vite';
import { formsApi } from '../src/features/forms/forms-api.server.js';
import { previewApi } from '../src/features/preview/preview-api.server.js';
import { seoRoutes } from '../src/features/seo/seo.server.js';
import { createStaffArea } from '../src/features/staff/staff-area.server.js';
import { developmentBuild, productionBuild } from './assets.server.js';
import { ContentCache, MB, TagVersions } from './cache.server.js';
import { createPurger } from './cdn-purge.server.js';
import { createCmsClient } from './cms-client.server.js';
import { contentApi } from './content-api.server.js';
import { createCsrf } from './csrf.server.js';
import type { ContentSource } from '../src/lib/content-source.js';
import { createServerContent, TAGS_BY_MODEL, type ServerContent } from './content.server.js';
import { readEnv, type Env } from './env.server.js';
import { errorHandler, useStylesheets } from './errors.server.js';
import { createInvalidator } from './invalidation.server.js';
import { log, setLogLevel } from './log.server.js';
import { PageCache } from './page-cache.server.js';
import { createRateLimiters } from './rate-limit.server.js';
import { cmsRedirects, noTrailingSlash, sameSitePaths } from './redirects.server.js';
import { ANONYMOUS_STAFF_READS, createDocumentRenderer, createPageRenderer, pages } from './render.server.js';
import { requestGuard } from './request-guard.server.js';
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
  pageCache?: PageCache;
  state: SharedState;
}

export async function createApp(options: AppOptions): Promise<App> {
  const env = options.env ?? readEnv();
  setLogLevel(env.LOG_LEVEL);
  const dev = options.mode === 'development';
  const state = createSharedState(env.REDIS_URL);
  // One Redis may serve several sites or environments: the caches, their versions and the form
  // limits of this site (its SITE_URL) keep to keys of their own.
  const site = createHash('sha256').update(env.SITE_URL).digest('hex').slice(0, 12);
  // Redis, when configured, is the second level of both caches; the tag versions are shared by
  // both, so one invalidation outdates content and the pages built from it.
  const shared = env.REDIS_URL ? state : undefined;
  const versions = new TagVersions();
  const invalidator = createInvalidator(state, versions, [...new Set(Object.values(TAGS_BY_MODEL).flat())], site);
  const cms = createCmsClient({ baseUrl: env.CMS_URL, token: env.CMS_API_TOKEN });
  const contentBudget = env.CONTENT_CACHE_MB * MB;
  const cache = new ContentCache({
    ttlMs: env.CACHE_TTL_SECONDS * 1000,
    keepMs: env.CACHE_KEEP_SECONDS * 1000,
    budgets: { site: Math.floor(contentBudget * 0.75), visitor: Math.floor(contentBudget * 0.25) },
    versions,
    shared,
    namespace: site,
    onBackgroundError: (key, error) => log.warn('cache refresh failed', { key, error: String(error) }),
  });
  const content = createServerContent(cms, cache, env);
  const limiter = createRateLimiters(env, state, site);
  const build = dev ? developmentBuild(options.vite!) : await productionBuild(options.clientDir!);
  if (!dev) useStylesheets((await build.assets()).headTags);
  const csrf = createCsrf(env);
  const staff = createStaffArea({ env, cms, csrf, state });
  const renderDocument = createDocumentRenderer({ env, build, dev });
  const renderPage = createPageRenderer(env, renderDocument, staff.reads);
  // What anonymous visitors (every request the page cache answers) read: no staff session.
  const anonymous: ContentSource = { ...content, ...ANONYMOUS_STAFF_READS };
  const pageCache = env.PAGE_CACHE ? new PageCache({ env, versions, shared, namespace: site, render: (key) => renderDocument(key, anonymous) }) : undefined;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY > 0 ? env.TRUST_PROXY : false);
  app.set('etag', 'strong');

  app.use(requestLog());
  app.use(securityHeaders(env));
  app.use(requestGuard());
  app.use(sameSitePaths());
  if (pageCache) app.use(pageCache.serve());
  app.use(compression({ threshold: 1024 }));
  app.use(csrf.sameSiteOnly);
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', state: state.kind, redis: state.kind === 'redis' ? (state.redis() ? 'up' : 'down') : undefined, cache: cache.stats(), pages: pageCache?.stats() });
  });
  // The live search index and the other generated files win over copies in the build output.
  app.use(seoRoutes(content, env));
  app.use(staticFiles(options));
  app.use(uploadsProxy(cms));
  app.get('/api/csrf', csrf.issue);
  app.use('/api/content', contentApi(content, env), previewApi(content));
  app.use('/api/forms', formsApi({ env, cms, limiter, csrf, state }));
  app.use('/api', staff.api);
  app.use(revalidationApi({ env, invalidator, content, purge: createPurger(env) }));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  app.use(cmsRedirects(content));
  app.use(noTrailingSlash());
  app.get(/.*/, pages({ env, renderPage, content, pageCache }));
  app.use(errorHandler());
  return { handler: app, env, content, cache, pageCache, state };
}

/** The search index for the build hook (web/scripts/build.mjs). */
export async function buildPagesIndex(env: Env = readEnv()) {
  const cms = createCmsClient({ baseUrl: env.CMS_URL, token: env.CMS_API_TOKEN, timeoutMs: 5000 });
  return createServerContent(cms, new ContentCache({ ttlMs: 0 }), env).pagesIndex();
}

export { ConfigError } from './env.server.js';
