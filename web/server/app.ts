// The web server, composed: each line below is one concern with its own module. Order matters:
// headers and logging first, bad addresses refused, then the page cache (anonymous public pages
// answered from memory without running React), machine routes and files, the JSON APIs, address
// rules, and last the server render of every page (the preview of drafts included: /preview is a
// route like the others). server/main.js creates it in development (with Vite) or production.
import compression from 'compression';
import express from 'express';
import type { ViteDevServer } from 'vite';
import { formsApi } from '../src/features/forms/forms-api.server.js';
import { createFormTokens } from '../src/features/forms/form-tokens.server.js';
import { createEventBatcher, type EventBatcher } from '../src/features/measurement/event-batcher.server.js';
import { eventsApi } from '../src/features/measurement/events-api.server.js';
import { findDownload, gatedDownloads } from '../src/features/resources/gated-download.server.js';
import { previewApi } from '../src/features/preview/preview-api.server.js';
import { seoRoutes } from '../src/features/seo/seo.server.js';
import { createStaffArea } from '../src/features/staff/staff-area.server.js';
import type { ContentSource } from '../src/lib/content-source.js';
import { developmentBuild, productionBuild } from './assets.server.js';
import { ContentCache } from './cache.server.js';
import { createPurger } from './cdn-purge.server.js';
import { createCmsClient } from './cms-client.server.js';
import { contentApi } from './content-api.server.js';
import { createContentStack } from './content-stack.server.js';
import { createServerContent, type ServerContent } from './content.server.js';
import { createCsrf } from './csrf.server.js';
import { readEnv, type Env } from './env.server.js';
import { errorHandler, useStylesheets } from './errors.server.js';
import { health } from './health.server.js';
import { noStoreByDefault } from './http-cache.server.js';
import { setLogLevel } from './log.server.js';
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
  /** First-party measurement on its way to the CMS (flushed on shutdown). */
  events: EventBatcher;
}

export async function createApp(options: AppOptions): Promise<App> {
  const env = options.env ?? readEnv();
  setLogLevel(env.LOG_LEVEL);
  const dev = options.mode === 'development';
  const state = createSharedState(env.REDIS_URL);
  const { site, shared, versions, invalidator, cms, cache, content } = createContentStack(env, state);
  const limiter = createRateLimiters(env, state, site);
  const build = dev ? developmentBuild(options.vite!) : await productionBuild(options.clientDir!);
  if (!dev) useStylesheets(`<link rel="stylesheet" href="${(await build.assets()).public.stylesheet}">`);
  const csrf = createCsrf(env);
  const staff = createStaffArea({ env, cms, csrf, state });
  const renderDocument = createDocumentRenderer({ env, build, dev });
  const renderPage = createPageRenderer(env, renderDocument, staff.reads);
  // What anonymous visitors (every request the page cache answers) read: no staff session.
  const anonymous: ContentSource = { ...content, ...ANONYMOUS_STAFF_READS };
  // Measurement: events wait here and go to the CMS in batches (never on a page's path).
  const events = createEventBatcher({ send: async (batch) => void (await cms.send('POST', '/api/leads/events', { events: batch })) });
  events.start();
  const tokens = createFormTokens(env.SESSION_SECRET);
  const downloadOf = (slug: unknown) => findDownload(content, slug);
  const pageCache = env.PAGE_CACHE ? new PageCache({ env, versions, shared, namespace: site, render: (key) => renderDocument(key, anonymous) }) : undefined;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY > 0 ? env.TRUST_PROXY : false);
  app.set('etag', 'strong');

  app.use(requestLog(), securityHeaders(env), requestGuard(), sameSitePaths());
  if (pageCache) app.use(pageCache.serve());
  app.use(compression({ threshold: 1024 }), csrf.sameSiteOnly);
  app.get('/healthz', health({ state, cache, pageCache }));
  // The live search index and the other generated files win over copies in the build output.
  app.use(seoRoutes(content, env), staticFiles(options), uploadsProxy(cms), noStoreByDefault('/api'));
  app.get('/api/csrf', csrf.issue);
  app.use('/api/content', contentApi(content, env), previewApi(content));
  app.use(
    '/api/forms',
    formsApi({
      env,
      cms,
      limiter,
      csrf,
      state,
      tokens,
      findDownload: downloadOf,
      // A gated download happens on this server: it is counted here, as a page's beacon would.
      onLead: ({ file, campaign }) => {
        if (file) events.add([{ type: 'pdf-download', path: `/resources/${file.slug}`, ...(campaign ? { campaign } : {}), at: new Date().toISOString() }]);
      },
    }),
  );
  app.use('/api/events', eventsApi({ limiter, siteUrl: env.SITE_URL, record: (batch) => events.add(batch) }));
  app.use('/api', staff.api);
  app.use(revalidationApi({ env, invalidator, content, purge: createPurger(env) }));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  app.use(gatedDownloads({ content, tokens }));
  app.use(cmsRedirects(content), noTrailingSlash());
  app.get(/.*/, pages({ env, renderPage, content, pageCache }));
  app.use(errorHandler());
  return { handler: app, env, content, cache, pageCache, state, events };
}

/** The search index for the build hook (web/scripts/build.mjs). */
export async function buildPagesIndex(env: Env = readEnv()) {
  const cms = createCmsClient({ baseUrl: env.CMS_URL, token: env.CMS_API_TOKEN, timeoutMs: 5000 });
  return createServerContent(cms, new ContentCache({ ttlMs: 0 }), env).pagesIndex();
}

/** The built server render and its assets, for the editors' block gallery (scripts/block-gallery.mjs). */
export { productionBuild } from './assets.server.js';

export { ConfigError } from './env.server.js';
