// The web server, composed: each line below is one concern with its own module. Order matters:
// headers and logging first, bad addresses refused, then the page cache (anonymous public pages
// answered from memory without running React), machine routes and files, the JSON APIs, address
// rules, and last the server render of every page (the preview of drafts included: /preview is a
// route like the others). server/main.js creates it in development (with Vite) or production.
import compression from 'compression';
import express from 'express';
import type { ViteDevServer } from 'vite';
import type http from 'node:http';
import { createFormTokens, createLeadOutbox, formsApi, type Outbox } from '../src/features/forms/index.server.js';
import { createEventBatcher, createVisits, eventsApi, servedPaths, type EventBatcher } from '../src/features/measurement/index.server.js';
import { createDownloadLinks, DOWNLOAD_LINK_BASE, downloadLinksRoute, findDownload, gatedDownloads } from '../src/features/resources/index.server.js';
import { seoRoutes } from '../src/features/seo/index.server.js';
import { livePreviewRoute } from '../src/features/preview/index.server.js';
import { createStaffArea } from '../src/features/staff/index.server.js';
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
import { errorHandler, methodNotAllowed, useStylesheets } from './errors.server.js';
import { setSiteAddress } from './brand.server.js';
import { closeConnectionsWhenDraining, health, healthDetails, Lifecycle, liveness, readiness } from './health.server.js';
import { noStoreByDefault } from './http-cache.server.js';
import { log, setLogLevel } from './log.server.js';
import { listenMetrics, measureRequests, metricsRoute, reportOutboxDepth } from './metrics.server.js';
import { buildTags, PageCache } from './page-cache.server.js';
import { clientAddress, createRateLimiters } from './rate-limit.server.js';
import { cmsRedirects, noTrailingSlash, sameSitePaths } from './redirects.server.js';
import { ANONYMOUS_STAFF_READS, createDocumentRenderer, createPageRenderer, pages } from './render.server.js';
import { requestGuard } from './request-guard.server.js';
import { requestLog } from './request-log.server.js';
import { revalidationApi } from './revalidate.server.js';
import { securityHeaders } from './security.server.js';
import { createSharedState, type SharedState } from './shared-state.server.js';
import { shutdown } from './shutdown.server.js';
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
  outbox: Outbox;
  lifecycle: Lifecycle;
  /** Starts the metrics listener when METRICS_PORT is set (server/main.js). */
  listenMetrics(): Promise<http.Server | undefined>;
  /** Stops without dropping anything: drains, finishes requests, flushes the outbox, closes Redis (see shutdown.server.ts). */
  shutdown(server: http.Server, options?: { drain?: boolean }): Promise<{ forced: boolean }>;
}

/** The outbox's last pass on shutdown may take this long; what is left stays queued for the next start. */
const OUTBOX_FLUSH_MS = 5000;
/** Measurement events get this long on shutdown; what is left is dropped (counts, not leads). */
const EVENTS_FLUSH_MS = 3000;

export async function createApp(options: AppOptions): Promise<App> {
  const env = options.env ?? readEnv();
  setLogLevel(env.LOG_LEVEL);
  const dev = options.mode === 'development';
  const state = createSharedState(env.REDIS_URL);
  const { site, shared, versions, invalidator, cms, cache, content } = createContentStack(env, state);
  const limiter = createRateLimiters(env, state, site);
  const build = dev ? developmentBuild(options.vite!) : await productionBuild(options.clientDir!);
  const { build: release, public: publicAssets } = await build.assets();
  setSiteAddress(env.SITE_URL);
  if (!dev) useStylesheets(`<link rel="stylesheet" href="${publicAssets.stylesheet}">`);
  const csrf = createCsrf(env);
  const staff = createStaffArea({ env, cms, csrf, state });
  const outbox = createLeadOutbox({ env, cms, state });
  reportOutboxDepth(() => outbox.size());
  const lifecycle = new Lifecycle();
  const renderDocument = createDocumentRenderer({ env, build, dev });
  const renderPage = createPageRenderer(env, renderDocument, staff.reads);
  // What anonymous visitors (every request the page cache answers) read: no staff session.
  const anonymous: ContentSource = { ...content, ...ANONYMOUS_STAFF_READS };
  // Measurement: events wait here and go to the CMS in batches (never on a page's path).
  const events = createEventBatcher({ send: async (batch) => void (await cms.send('POST', '/api/leads/events', { events: batch })) });
  events.start();
  // Visits and the leads they lead to are counted here, where they happen (visits.server.ts).
  const visits = createVisits(state, `${site}:measure`);
  const tokens = createFormTokens(env.SESSION_SECRET);
  const downloadOf = (slug: unknown) => findDownload(content, slug);
  // Gated guides' files: a signed link for each lead, good once (claimed in the shared state).
  const downloadLinks = createDownloadLinks({ secret: env.SESSION_SECRET, state, site, lifetimeSeconds: env.DOWNLOAD_LINK_SECONDS });
  // Pages are kept per build (in Redis too): a page names its build's hashed files and class names.
  const pageCache = env.PAGE_CACHE ? new PageCache({ env, versions, shared, namespace: site, build: release.id, render: (key) => renderDocument(key, anonymous) }) : undefined;
  const purge = createPurger(env);
  // Pages of earlier builds cached in front (Varnish, a CDN) go: each carries its build's tag.
  if (purge && release.previous.length) void purge({ tags: buildTags(release.previous.slice(-31)), model: 'build', action: 'deploy' }).catch((e: unknown) => log.warn('cdn purge of earlier builds failed', { error: String(e) }));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY > 0 ? env.TRUST_PROXY : false);
  app.set('etag', 'strong');

  app.use(measureRequests(), closeConnectionsWhenDraining(lifecycle));
  // Probes come every second or so: answered before the request log, which they would flood.
  app.get('/livez', liveness());
  app.get('/readyz', readiness(lifecycle));
  app.use(requestLog(), securityHeaders(env), requestGuard(), sameSitePaths());
  app.get('/metrics', metricsRoute(env));
  if (pageCache) app.use(pageCache.serve());
  app.use(compression({ threshold: 1024 }), csrf.sameSiteOnly);
  const healthSources = { state, cache, pageCache, lifecycle, build: release };
  app.get('/healthz', health(healthSources, env.METRICS_TOKEN));
  // The live search index and the other generated files win over copies in the build output.
  app.use(seoRoutes(content, env), staticFiles(options), uploadsProxy(cms), noStoreByDefault('/api'));
  app.get('/api/csrf', csrf.issue);
  app.use('/api/content', contentApi(content, env));
  app.use(
    '/api/forms',
    formsApi({
      env,
      cms,
      limiter,
      csrf,
      state,
      tokens,
      outbox,
      findDownload: downloadOf,
      downloadLinks,
      // A form sent, its lead, a gated download and the visit's conversion happen on this
      // server: they are counted here, never from a browser.
      onLead: ({ file, ...lead }) => {
        visits.lead({ ...lead, ...(file ? { download: `/resources/${file.slug}` } : {}) }).then(
          (batch) => events.add(batch),
          (error: unknown) => log.warn('measurement: a lead was not counted', { error: String(error) }),
        );
      },
    }),
  );
  app.use(
    '/api/events',
    eventsApi({
      limiter,
      siteUrl: env.SITE_URL,
      perAddress: env.EVENTS_PER_ADDRESS_PER_MINUTE,
      perSite: env.EVENTS_SITE_PER_MINUTE,
      serves: servedPaths(anonymous),
      visits,
      addressOf: clientAddress,
      record: (batch) => events.add(batch),
    }),
  );
  app.use(DOWNLOAD_LINK_BASE, downloadLinksRoute({ links: downloadLinks, cms }));
  // The admin's live preview: /preview rendered from the editor's unsaved values (signed link, nothing saved).
  app.use(
    livePreviewRoute({
      secret: env.PREVIEW_SECRET,
      livePage: (raw) => content.livePage(raw),
      render: async (target, data) => {
        const result = await renderDocument(target, { ...anonymous, preview: async () => ({ kind: 'page', data }) });
        return result.kind === 'document' ? { status: result.status, html: result.html } : { status: result.status };
      },
    }),
  );
  app.use('/api', staff.api);
  app.use(revalidationApi({ env, invalidator, content, purge }));
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  app.use(gatedDownloads({ content, tokens, cms }));
  app.use(cmsRedirects(content), noTrailingSlash());
  app.get(/.*/, pages({ env, renderPage, content, pageCache }));
  app.use(methodNotAllowed(), errorHandler());
  let metricsServer: http.Server | undefined;
  const closeApp = async () => {
    outbox.stop();
    const flushed = await Promise.race([
      outbox.drain().catch((error: unknown) => {
        log.warn('shutdown: outbox pass failed; the leads stay queued', { error: String(error) });
        return undefined;
      }),
      new Promise<undefined>((resolve) => setTimeout(resolve, OUTBOX_FLUSH_MS)),
    ]);
    if (flushed) log.info('shutdown: outbox flushed', flushed);
    // Measurement events still waiting go to the CMS (a few seconds at most).
    await Promise.race([events.stop(), new Promise((resolve) => setTimeout(resolve, EVENTS_FLUSH_MS))]);
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await state.close();
  };
  return {
    handler: app,
    env,
    content,
    cache,
    pageCache,
    state,
    events,
    outbox,
    lifecycle,
    async listenMetrics() {
      metricsServer = await listenMetrics(env, () => healthDetails(healthSources));
      return metricsServer;
    },
    shutdown: (server, { drain = true } = {}) =>
      shutdown({ server, lifecycle, drainMs: drain ? env.SHUTDOWN_DRAIN_SECONDS * 1000 : 0, timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000, close: closeApp }),
  };
}

/** The search index for the build hook (web/scripts/build.mjs). */
export async function buildPagesIndex(env: Env = readEnv()) {
  const cms = createCmsClient({ baseUrl: env.CMS_URL, token: env.CMS_API_TOKEN, timeoutMs: 5000 });
  return createServerContent(cms, new ContentCache({ ttlMs: 0 }), env).pagesIndex();
}

/** The built server render and its assets, for the editors' block gallery (scripts/block-gallery.mjs). */
export { productionBuild } from './assets.server.js';

export { ConfigError } from './env.server.js';
