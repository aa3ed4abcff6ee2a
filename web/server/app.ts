// The web server: security headers, compression, static files, the JSON endpoints (content,
// forms, staff), search index, sitemap, feeds, revalidation, preview and the server render of
// every page. server/main.js creates it in development (with Vite) or production (dist/).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ViteDevServer } from 'vite';
import { normalisePath } from '@ironbark/shared/content/page';
import { contentApi } from './api/content-api.server.js';
import { formsApi } from './api/forms-api.server.js';
import { staffApi } from './api/staff-api.server.js';
import { ContentCache } from './cache.server.js';
import { createCmsClient } from './cms-client.server.js';
import { createServerContent, TAGS_BY_MODEL, type ServerContent } from './content.server.js';
import { readCookies, setCookie } from './cookies.server.js';
import { readEnv, type Env } from './env.server.js';
import { log, requestContext, setLogLevel } from './log.server.js';
import { createRateLimiter } from './rate-limit.server.js';
import { contentSecurityPolicy, newNonce, securityHeaders } from './security.server.js';
import { seoRoutes } from './seo.server.js';
import { openSession, SESSION_COOKIE } from './session.server.js';
import { safeEqual } from './secrets.server.js';
import { issueXsrfToken, verifyXsrfToken, XSRF_COOKIE } from './xsrf.server.js';
import type { RenderOptions, RenderResult } from '../src/entry-server.js';
import type { ContentSource } from '../src/lib/content-source.js';

type RenderFn = (request: Request | globalThis.Request, options: RenderOptions) => Promise<globalThis.Response | RenderResult>;

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
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const ENTRY = 'src/entry-client.tsx';

function productionAssets(clientDir: string) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The Vite manifest has no entry for ${ENTRY}: run the web build`);
  const css = new Set<string>();
  const preloads = new Set<string>();
  const visit = (key: string, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((c) => css.add(`/${c}`));
    if (key !== ENTRY) preloads.add(`/${chunk.file}`);
    chunk.imports?.forEach((i) => visit(i, seen));
  };
  visit(ENTRY);
  const headTags = [
    ...[...css].map((href) => `<link rel="stylesheet" href="${href}">`),
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${href}">`),
  ].join('');
  return { headTags, entryModule: `/${entry.file}` };
}

export async function createApp(options: AppOptions): Promise<App> {
  const env = options.env ?? readEnv();
  setLogLevel(env.LOG_LEVEL);
  const dev = options.mode === 'development';
  const cms = createCmsClient({ baseUrl: env.CMS_URL, token: env.CMS_API_TOKEN });
  const cache = new ContentCache(env.CACHE_TTL_SECONDS * 1000, (key, error) =>
    log.warn('cache refresh failed', { key, error: String(error) }),
  );
  const content = createServerContent(cms, cache, env);
  const limiter = createRateLimiter(env);

  let render: () => Promise<RenderFn>;
  let assets: () => Promise<{ headTags: string; entryModule: string }>;
  if (dev) {
    const vite = options.vite!;
    render = async () => ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFn }).render;
    assets = async () => {
      const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
      const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
      return { headTags: head, entryModule: '/src/entry-client.tsx' };
    };
  } else {
    const built = productionAssets(options.clientDir!);
    const { render: prodRender } = await import('../src/entry-server.js');
    render = async () => prodRender as RenderFn;
    assets = async () => built;
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY ? 1 : false);
  app.set('etag', 'strong');

  // Request id and one structured log line per request.
  app.use((req, res, next) => {
    const requestId = (req.get('x-request-id') ?? '').slice(0, 64) || randomUUID();
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      requestContext.run({ requestId }, () =>
        log.info('request', { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }),
      );
    });
    requestContext.run({ requestId }, () => next());
  });
  app.use(securityHeaders(env));
  app.use(compression({ threshold: 1024 }));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', cache: cache.stats() });
  });

  // The live search index and the other generated files win over copies in the build output.
  app.use(seoRoutes(content, env));

  // Hashed build output never changes: cache it for a year. Other public files briefly.
  if (!dev) {
    app.use(
      '/assets',
      express.static(path.join(options.clientDir!, 'assets'), {
        immutable: true,
        maxAge: '365d',
        index: false,
        fallthrough: true,
      }),
    );
    app.use(express.static(options.clientDir!, { index: false, maxAge: '1h' }));
    // A missing build file is a plain 404, not a page (an old page asking for a replaced bundle).
    app.use('/assets', (req, res, next) => (req.path === '/api/pages.json' ? next() : res.status(404).type('text').send('Not found')));
  } else {
    app.use(options.vite!.middlewares);
  }

  // Uploaded media, from the CMS through this origin (one origin for pages and images).
  app.get(/^\/uploads\/[A-Za-z0-9._-]+$/, async (req, res, next) => {
    try {
      const upstream = await cms.raw(req.path, { headers: { accept: req.get('accept') ?? '*/*' } });
      if (!upstream.ok || !upstream.body) {
        res.status(upstream.status === 404 ? 404 : 502).end();
        return;
      }
      for (const h of ['content-type', 'content-length', 'last-modified', 'etag']) {
        const v = upstream.headers.get(h);
        if (v) res.setHeader(h, v);
      }
      // Strapi names uploads by content hash: a new file gets a new name.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
      const reader = upstream.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        res.write(value);
      }
      res.end();
    } catch (error) {
      next(error);
    }
  });

  // The XSRF cookie: set on any request that lacks a valid one, so forms and staff screens have it.
  app.use((req, res, next) => {
    const cookies = readCookies(req);
    let token = cookies[XSRF_COOKIE];
    if (!token || verifyXsrfToken(env.SESSION_SECRET, token) === null) {
      token = issueXsrfToken(env.SESSION_SECRET);
      setCookie(res, XSRF_COOKIE, token, { httpOnly: false, sameSite: 'Strict', secure: env.SITE_URL.startsWith('https:') });
    }
    res.locals.xsrfToken = token;
    next();
  });

  app.use('/api/content', contentApi(content));
  app.use('/api/forms', formsApi({ env, cms, limiter }));
  app.use('/api', staffApi({ env, cms, limiter }));

  app.post('/api/revalidate', express.json({ limit: '8kb' }), (req, res) => {
    const auth = req.get('authorization') ?? '';
    if (!safeEqual(auth, `Bearer ${env.REVALIDATE_SECRET}`)) {
      res.status(401).json({ error: 'unauthorised' });
      return;
    }
    const model = typeof req.body?.model === 'string' ? (req.body.model as string) : '';
    const tags = TAGS_BY_MODEL[model];
    if (!tags) {
      res.status(400).json({ error: 'unknown model', model });
      return;
    }
    const invalidated = cache.invalidate(tags);
    log.info('revalidated', { model, action: req.body?.action, invalidated });
    // Rebuild the search index straight away, so the next search sees the change.
    if (tags.includes('page')) content.pagesIndex().catch((e: unknown) => log.warn('pages index rebuild failed', { error: String(e) }));
    res.json({ invalidated, tags });
  });

  // Preview of a draft, opened from the Strapi admin: secret-protected, never cached.
  app.get('/api/preview', async (req, res, next) => {
    try {
      const secret = typeof req.query.secret === 'string' ? req.query.secret : '';
      const pagePath = typeof req.query.path === 'string' ? req.query.path : '';
      if (!safeEqual(secret, env.PREVIEW_SECRET) || !pagePath.startsWith('/')) {
        res.status(401).type('text').send('Preview link is invalid or has expired.');
        return;
      }
      const preview: ServerContent = { ...content, page: () => content.previewPage(pagePath) };
      await renderPage(req, res, preview, { private: true, frameAncestors: `'self' ${new URL(env.CMS_PUBLIC_URL).origin}` });
    } catch (error) {
      next(error);
    }
  });

  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'not found' });
  });

  // Redirects managed by editors, read at request time (cached, refreshed on change).
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const redirects = await content.redirects();
      const here = normalisePath(req.path);
      const hit = redirects.find((r) => normalisePath(r.from) === here);
      if (hit) {
        res.redirect(hit.type === 'permanent' ? 301 : 302, hit.to);
        return;
      }
    } catch (error) {
      log.warn('redirects unavailable', { error: String(error) });
    }
    next();
  });

  // One address per page: no trailing slash.
  app.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const q = req.originalUrl.slice(req.path.length);
      res.redirect(301, `${req.path.replace(/\/+$/, '') || '/'}${q}`);
      return;
    }
    next();
  });

  async function renderPage(req: Request, res: Response, shared: ServerContent, extra: { private?: boolean; frameAncestors?: string } = {}) {
    const nonce = newNonce();
    const source: ContentSource = {
      ...shared,
      session: async () => openSession(env.SESSION_SECRET, readCookies(req)[SESSION_COOKIE])?.user ?? null,
    };
    const url = new URL(req.originalUrl, env.SITE_URL);
    const request = new globalThis.Request(url, { method: 'GET', headers: { accept: 'text/html' } });
    const { headTags, entryModule } = await assets();
    const result = await (await render())(request, {
      source,
      nonce,
      headTags: dev ? headTags.replace(/<script/g, `<script nonce="${nonce}"`) : headTags,
      entryModule,
      xsrfToken: String(res.locals.xsrfToken ?? ''),
    });
    if (result instanceof globalThis.Response) {
      const location = result.headers.get('location');
      if (result.status >= 300 && result.status < 400 && location) {
        res.redirect(result.status, location);
        return;
      }
      res.status(result.status).send(await result.text());
      return;
    }
    const isPrivate = result.private || extra.private;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(env, nonce, { dev, frameAncestors: extra.frameAncestors }));
    if (extra.frameAncestors) res.removeHeader('X-Frame-Options');
    res.setHeader('Cache-Control', isPrivate ? 'private, no-store' : 'public, max-age=0, must-revalidate');
    if (isPrivate) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.status(result.status).type('html').send(result.html);
  }

  app.get(/.*/, async (req, res, next) => {
    try {
      await renderPage(req, res, content);
    } catch (error) {
      next(error);
    }
  });

  // Errors: a JSON answer for the API, a plain page for people, never a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500;
    const code = status >= 400 && status < 600 ? status : 500;
    if (code >= 500) log.error('request failed', { path: req.path, error: error instanceof Error ? error.stack : String(error) });
    if (res.headersSent) return;
    if (req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json') {
      res.status(code).json({ error: code === 413 ? 'payload too large' : code >= 500 ? 'server error' : 'bad request' });
      return;
    }
    res
      .status(code)
      .type('html')
      .send(
        `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>We could not show this page. Please try again in a minute, or go to the <a href="/">home page</a>.</p></body></html>`,
      );
  });

  return { handler: app, env, content, cache };
}

/** The search index for the build hook (web/scripts/build.mjs). */
export async function buildPagesIndex(env: Env = readEnv()) {
  const cms = createCmsClient({ baseUrl: env.CMS_URL, token: env.CMS_API_TOKEN, timeoutMs: 5000 });
  const cache = new ContentCache(0, () => undefined);
  return createServerContent(cms, cache, env).pagesIndex();
}

export { ConfigError } from './env.server.js';
