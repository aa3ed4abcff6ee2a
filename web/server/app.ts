// The web server, composed: each line below is one concern with its own module. Order matters:
// headers and logging first, bad addresses refused, then the page cache (anonymous public pages
// answered from memory without running React), machine routes and files, the JSON APIs, address
// rules, and last the server render of every page (the preview of drafts included: /preview is a
// route like the others). server/main.js creates it in development (with Vite) or production.
import compression from 'compression';
import express from 'express';
import type http from 'node:http';
import { createFormTokens, createLeadOutbox, formsApi, type FormsApiOptions } from '../src/features/forms/index.server.js';
import { createMeasurement, eventsApi, servedPaths } from '../src/features/measurement/index.server.js';
import { createDownloadLinks, DOWNLOAD_LINK_BASE, downloadLinksRoute, findDownload, gatedDownloads } from '../src/features/resources/index.server.js';
import { seoRoutes } from '../src/features/seo/index.server.js';
import { livePreviewRoute } from '../src/features/preview/index.server.js';
import { createStaffArea } from '../src/features/staff/index.server.js';
import type { ContentSource } from '../src/lib/content-source.js';
import { developmentBuild, productionBuild } from './assets.server.js';
import type { App, AppOptions } from './app-types.js';
import { createPurger, purgeEarlierBuilds } from './cdn-purge.server.js';
import { contentApi } from './content-api.server.js';
import { createContentStack, buildPagesIndex as pagesIndexFromCms } from './content-stack.server.js';
import { createCsrf } from './csrf.server.js';
import { readEnv, type Env } from './env.server.js';
import { errorHandler, methodNotAllowed, useStylesheets } from './errors.server.js';
import { setSiteAddress } from './brand.server.js';
import { closeConnectionsWhenDraining, health, healthDetails, Lifecycle, liveness, readiness } from './health.server.js';
import { noStoreByDefault } from './http-cache.server.js';
import { log, setLogLevel } from './log.server.js';
import { listenMetrics, measureRequests, metricsRoute, reportOutboxDepth } from './metrics.server.js';
import { PageCache } from './page-cache.server.js';
import { clientAddress, createRateLimiters } from './rate-limit.server.js';
import { cmsRedirects, noTrailingSlash, sameSitePaths } from './redirects.server.js';
import { ANONYMOUS_STAFF_READS, createDocumentRenderer, createPageRenderer, pages, previewDataRenderer } from './render.server.js';
import { requestGuard } from './request-guard.server.js';
import { requestLog } from './request-log.server.js';
import { revalidationApi } from './revalidate.server.js';
import { securityHeaders } from './security.server.js';
import { createSharedState } from './shared-state.server.js';
import { closeHeld, shutdown } from './shutdown.server.js';
import { staticFiles } from './static.server.js';
import { uploadsProxy } from './uploads-proxy.server.js';

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
  // Measurement: events go to the CMS in batches; leads and visits are counted here (never by a browser).
  const { events, visits, countLead } = createMeasurement({ send: (batch) => cms.send('POST', '/api/leads/events', { events: batch }).then(() => undefined), state, namespace: site, warn: log.warn });
  const tokens = createFormTokens(env.SESSION_SECRET);
  // Gated guides' files: a signed link for each lead, good once (claimed in the shared state).
  const downloadLinks = createDownloadLinks({ secret: env.SESSION_SECRET, state, site, lifetimeSeconds: env.DOWNLOAD_LINK_SECONDS });
  // Pages are kept per build (in Redis too): a page names its build's hashed files and class names.
  const pageCache = env.PAGE_CACHE ? new PageCache({ env, versions, shared, namespace: site, build: release.id, render: (key) => renderDocument(key, anonymous) }) : undefined;
  const purge = createPurger(env);
  purgeEarlierBuilds(purge, release.previous);
  const app = express().disable('x-powered-by').set('trust proxy', env.TRUST_PROXY > 0 ? env.TRUST_PROXY : false).set('etag', 'strong');

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
  // A form sent, its lead, a gated download and the visit's conversion: counted on this server.
  const onLead: FormsApiOptions['onLead'] = ({ file, ...lead }) => countLead({ ...lead, ...(file ? { download: `/resources/${file.slug}` } : {}) });
  app.use('/api/forms', formsApi({ env, cms, forms: content, limiter, csrf, state, tokens, outbox, findDownload: (slug) => findDownload(content, slug), downloadLinks, onLead }));
  const eventLimits = { siteUrl: env.SITE_URL, perAddress: env.EVENTS_PER_ADDRESS_PER_MINUTE, perSite: env.EVENTS_SITE_PER_MINUTE };
  app.use('/api/events', eventsApi({ limiter, ...eventLimits, serves: servedPaths(anonymous), visits, addressOf: clientAddress, record: (batch) => events.add(batch) }));
  app.use(DOWNLOAD_LINK_BASE, downloadLinksRoute({ links: downloadLinks, cms }));
  // The admin's live preview: /preview rendered from the editor's unsaved values (signed link, nothing saved).
  app.use(livePreviewRoute({ secret: env.PREVIEW_SECRET, livePage: (raw) => content.livePage(raw), render: previewDataRenderer(renderDocument, anonymous) }));
  app.use('/api', staff.api);
  app.use(revalidationApi({ env, invalidator, content, purge }));
  app.use('/api', (_req, res) => void res.status(404).json({ error: 'not found' }));
  app.use(gatedDownloads({ content, tokens, cms }));
  app.use(cmsRedirects(content), noTrailingSlash());
  app.get(/.*/, pages({ env, renderPage, content, pageCache }));
  app.use(methodNotAllowed(), errorHandler());
  let metricsServer: http.Server | undefined;
  const closeApp = closeHeld({ outbox, events, state, metricsServer: () => metricsServer });
  return {
    handler: app, env, content, cache, pageCache, state, events, outbox, lifecycle,
    async listenMetrics() {
      metricsServer = await listenMetrics(env, () => healthDetails(healthSources));
      return metricsServer;
    },
    shutdown: (server, { drain = true } = {}) =>
      shutdown({ server, lifecycle, drainMs: drain ? env.SHUTDOWN_DRAIN_SECONDS * 1000 : 0, timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000, close: closeApp }),
  };
}

// For the build hook (web/scripts/build.mjs: the search index), the editors' block gallery
// (scripts/block-gallery.mjs: the built render) and server/main.js (a configuration error).
export const buildPagesIndex = (env: Env = readEnv()) => pagesIndexFromCms(env);
export { productionBuild };
export { ConfigError } from './env.server.js';
