// The full-page cache: the rendered HTML of anonymous public pages, with its gzip and brotli
// bodies (built once) and strong ETags, served without running React. An entry carries the tags
// of every content read its render made (see traceReads), so an editor's change outdates exactly
// the pages built from that content, like the content cache (same tag versions).
//
// What is cached, and where:
// - Only GET/HEAD without a staff session, never the staff screens, /login or /api/*, never a
//   page the render marks private, never a redirect, never a 5xx.
// - Keyed by path plus exactly the query parameters its route declares (shared content/site-routes
//   APP_ROUTES: /resources: type, page; /search: query, page; content pages: a call to action's
//   enquiry, from, cta and campaign), each normalised by its kind; nothing else, so
//   ?utm_source=x shares the entry. The page is rendered for the key, not the request, so what is
//   stored is exactly what the key names, and a route whose parameters are not declared cannot be
//   served for the wrong value: its parameters never reach the render.
// - The "site" room holds 200 answers at their canonical address; everything a visitor can vary
//   (search terms, later list pages, 404s, other spellings of a path, the thank-you popup) goes to
//   the bounded "visitor" room and cannot push a real page out.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { resourceTypeFromSlug, resourceTypeSlug } from '@ironbark/shared/content/resource-types';
import { searchFacetFrom } from '@ironbark/shared/search/facets';
import { APP_ROUTES, staticPrefix, type AppRoute, type ParamKind } from '@ironbark/shared/content/site-routes';
import { normaliseTerm } from '@ironbark/shared/search/term';
import { ctaQueryOf } from '../src/features/forms/index.js';
import { SESSION_COOKIE } from '../src/features/staff/index.js';
import { MB, type Codec, type Loaded, type Read, type Room, TieredCache } from './cache.server.js';
import { traceReads } from './read-trace.server.js';
import type { TagVersions } from './tag-versions.server.js';
import type { Env } from './env.server.js';
import { etagMatches, pickEncoding, publicCacheControl } from './http-cache.server.js';
import { log } from './log.server.js';
import type { SharedState } from './shared-state.server.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What a render produced, as the page cache needs it (see render.server.ts). */
export type DocumentResult =
  | { kind: 'document'; status: number; html: string; private: boolean; csp: string; framable?: boolean }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'other'; status: number; body: string };

export interface PageEntry {
  status: number;
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** base64url SHA-256 of the HTML; the ETags are derived from it, one per encoding. */
  hash: string;
  csp: string;
  tags: string[];
}

type PageValue = { kind: 'entry'; entry: PageEntry } | { kind: 'passthrough'; result: DocumentResult };

/** A render that ended in a server error: never stored; an older copy is served if there is one. */
export class RenderFailure extends Error {
  override name = 'RenderFailure';
  constructor(readonly result: DocumentResult) {
    super(`render answered ${result.status}`);
  }
}

export interface PageKey {
  /** Path and the normalised query parameters that matter: what is rendered, and the cache key. */
  key: string;
  /** The key was shaped by the visitor (search term, a later list page, the popup). */
  visitor: boolean;
}

const SESSION = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);
const MAX_PAGE = 10_000;

function positiveInt(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** Each kind of page parameter, normalised: '' when absent, the default or not valid. */
const NORMALISE: Record<ParamKind, (params: URLSearchParams, name: string) => string> = {
  'page-number': (params, name) => {
    const n = positiveInt(params.get(name));
    return n > 1 ? String(n) : '';
  },
  'resource-type': (params, name) => {
    const type = resourceTypeFromSlug(params.get(name));
    return type ? resourceTypeSlug(type) : '';
  },
  'search-term': (params, name) => normaliseTerm(params.get(name) ?? ''),
  'search-facet': (params, name) => searchFacetFrom(params.get(name))?.replace(/_/g, '-') ?? '',
  // A call to action's context, checked as its form page reads it (features/forms/form-context.ts).
  'enquiry-type': (params, name) => ctaQueryOf(new URLSearchParams(params.getAll(name).map((v) => ['enquiry', v]))).enquiry ?? '',
  'landing-path': (params, name) => ctaQueryOf(new URLSearchParams(params.getAll(name).map((v) => ['from', v]))).from ?? '',
  'cta-id': (params, name) => ctaQueryOf(new URLSearchParams(params.getAll(name).map((v) => ['cta', v]))).cta ?? '',
  campaign: (params, name) => ctaQueryOf(new URLSearchParams(params.getAll(name).map((v) => ['campaign', v]))).campaign ?? '',
};

/** Does a route's path (':name' one segment, '*' anything) match a path? Letter case aside, as the router. */
function matches(routePath: string, path: string): boolean {
  if (routePath === '*') return true;
  const want = routePath.toLowerCase().split('/');
  const have = path.toLowerCase().replace(/\/+$/, '').split('/');
  if (routePath === '/') return path === '/';
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

/** The route a path is answered by: a fixed path first, then patterns in the table's order ('*' last). */
export function routeOf(path: string, routes: readonly AppRoute[] = APP_ROUTES): AppRoute | undefined {
  const fixed = routes.find((r) => !/[:*]/.test(r.path) && matches(r.path, path));
  return fixed ?? routes.find((r) => /[:*]/.test(r.path) && r.path !== '*' && matches(r.path, path)) ?? routes.find((r) => r.path === '*');
}

/** Path prefixes never cached: the API and every route that is not public (and what is under it). */
function privatePrefixes(routes: readonly AppRoute[]): string[] {
  return ['/api', ...routes.filter((r) => r.access !== 'public').map((r) => staticPrefix(r.path))].map((p) => p.toLowerCase());
}
const DEFAULT_PRIVATE = privatePrefixes(APP_ROUTES);

/**
 * The cache key of a request, or null when it must be rendered for this request alone (a staff
 * session, a route that is not public, the thank-you popup with other parameters). `routes`: the
 * route table (APP_ROUTES; tests pass a fixture).
 */
export function pageKey(path: string, search: string, cookieHeader: string | undefined, routes: readonly AppRoute[] = APP_ROUTES): PageKey | null {
  if (cookieHeader && SESSION.test(cookieHeader)) return null;
  const lower = path.toLowerCase();
  const closed = routes === APP_ROUTES ? DEFAULT_PRIVATE : privatePrefixes(routes);
  if (closed.some((p) => lower === p || lower.startsWith(`${p}/`))) return null;
  const params = new URLSearchParams(search);
  // The thank-you popup is rendered by the server (forms without JavaScript come back to
  // ?popup=thank-you) on any page; its close link keeps the other parameters, so only the plain
  // form is shared.
  const popup = params.get('popup');
  if (popup !== null) {
    if (popup === 'thank-you' && [...params.keys()].length === 1) return { key: `${path}?popup=thank-you`, visitor: true };
    return null;
  }
  const route = routeOf(path, routes);
  if (route && route.access !== 'public') return null;
  // Exactly the route's parameters, in its order, each normalised: the rest never reach the render.
  const query = new URLSearchParams();
  let visitor = route?.visitor === true;
  for (const param of route?.params ?? []) {
    const value = NORMALISE[param.kind](params, param.name);
    if (!value) continue;
    query.set(param.name, value);
    if (param.room === 'visitor') visitor = true;
  }
  const q = query.toString();
  return { key: q ? `${path}?${q}` : path, visitor };
}

/** The purge tags of builds' pages (every page the page cache answers carries its build's). */
export function buildTags(ids: string[]): string[] {
  return ids.map((id) => `build:${id}`);
}

/** The canonical link a rendered page declares, as a path ('' when it has none). */
export function canonicalPath(html: string, siteUrl: string): string {
  const tag = /<link\s[^>]*rel="canonical"[^>]*>/i.exec(html)?.[0];
  const href = tag ? /\shref="([^"]*)"/i.exec(tag)?.[1] : undefined;
  if (!href || !href.startsWith(siteUrl)) return '';
  return href.slice(siteUrl.length) || '/';
}

async function buildEntry(status: number, html: string, csp: string, tags: string[]): Promise<PageEntry> {
  const body = Buffer.from(html, 'utf8');
  // Built once per entry, off the main thread (zlib's thread pool): the best ratio is worth it.
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
  ]);
  return { status, html: body, gzip: gz, br, hash: createHash('sha256').update(body).digest('base64url').slice(0, 32), csp, tags };
}

export function etagsOf(entry: PageEntry) {
  return { identity: `"${entry.hash}"`, gzip: `"${entry.hash}-gz"`, br: `"${entry.hash}-br"` } as const;
}

/** Second level (Redis): a header line and the three bodies, as bytes. */
export const pageCodec: Codec<PageValue> = {
  encode(value) {
    if (value.kind !== 'entry') throw new Error('only page entries are shared');
    const { html, gzip: gz, br, ...rest } = value.entry;
    const head = Buffer.from(JSON.stringify({ ...rest, lengths: [html.length, gz.length, br.length] }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(head.length);
    return Buffer.concat([length, head, html, gz, br]);
  },
  decode(buffer) {
    const headLength = buffer.readUInt32BE(0);
    const head = JSON.parse(buffer.subarray(4, 4 + headLength).toString('utf8')) as Omit<PageEntry, 'html' | 'gzip' | 'br'> & { lengths: [number, number, number] };
    const [h, g, b] = head.lengths;
    let at = 4 + headLength;
    const take = (n: number) => {
      // A copy, so the entry does not pin the whole Redis answer buffer.
      const part = Buffer.from(buffer.subarray(at, at + n));
      at += n;
      return part;
    };
    const { lengths: _lengths, ...rest } = head;
    return { kind: 'entry', entry: { ...rest, html: take(h), gzip: take(g), br: take(b) } };
  },
};

/** How many seconds an entry built from stale or outdated content stays before it is rendered again. */
const RETRY_STALE_MS = 10_000;

export interface PageCacheOptions {
  env: Env;
  versions: TagVersions;
  shared?: SharedState;
  /** Keeps this site's Redis keys apart from other sites sharing the Redis. */
  namespace?: string;
  /**
   * The build rendering the pages (assets.server.ts BuildInfo): entries are kept per build in
   * Redis, so an instance of a new build never adopts a page that names another build's files and
   * class names, and every page answered carries its build's tag for a purge in front.
   */
  build?: string;
  /** Renders a key (path and query) for an anonymous visitor. */
  render(key: string): Promise<DocumentResult>;
  /** The route table the keys follow (APP_ROUTES; tests pass a fixture). */
  routes?: readonly AppRoute[];
}

export class PageCache {
  private readonly cache: TieredCache<PageValue>;
  private readonly env: Env;
  private readonly ttlMs: number;

  constructor(private readonly options: PageCacheOptions) {
    this.env = options.env;
    this.ttlMs = options.env.CACHE_TTL_SECONDS * 1000;
    const budget = options.env.PAGE_CACHE_MB * MB;
    this.cache = new TieredCache<PageValue>({
      name: [options.namespace, options.build && `build-${options.build}`, 'page'].filter(Boolean).join(':'),
      ttlMs: this.ttlMs,
      keepMs: options.env.CACHE_KEEP_SECONDS * 1000,
      budgets: { site: Math.floor(budget * 0.75), visitor: Math.floor(budget * 0.25) },
      sizeOf: (value) => (value.kind === 'entry' ? value.entry.html.length + value.entry.gzip.length + value.entry.br.length + 512 : 512),
      versions: options.versions,
      shared: options.shared ? { state: options.shared, codec: pageCodec } : undefined,
      onBackgroundError: (key, error) =>
        log.warn('page refresh failed; serving the stored copy', { key, error: error instanceof RenderFailure ? `render answered ${error.result.status}` : String(error) }),
    });
  }

  /** The cache key for an Express request, or null when it is not cacheable. */
  keyFor(req: Request): PageKey | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const q = req.url.indexOf('?');
    return pageKey(req.path, q >= 0 ? req.url.slice(q + 1) : '', req.headers.cookie, this.options.routes);
  }

  private loader(target: PageKey): () => Promise<Loaded<PageValue>> {
    return async () => {
      const { result, trace } = await traceReads(() => this.options.render(target.key));
      if (result.status >= 500) throw new RenderFailure(result);
      if (result.kind !== 'document' || result.private || (result.status !== 200 && result.status !== 404)) {
        return { value: { kind: 'passthrough', result }, tags: [], room: null };
      }
      const keyPath = target.key.split('?')[0]!;
      const canonical = result.status === 200 && !target.visitor && canonicalPath(result.html, this.env.SITE_URL) === keyPath;
      const room: Room = canonical ? 'site' : 'visitor';
      const tags = [...trace.tags, 'redirect'];
      const entry = await buildEntry(result.status, result.html, result.csp, tags);
      // As fresh as its oldest input; built from stale or outdated content (the CMS is down or
      // slow), it is rendered again after a short while rather than on every request.
      const storedAt = Math.max(trace.oldest, Date.now() - this.ttlMs + Math.min(this.ttlMs, RETRY_STALE_MS));
      return { value: { kind: 'entry', entry }, tags, room, storedAt };
    };
  }

  /** Answers a request from this process's copy, without any await; otherwise passes it on. */
  serve(): RequestHandler {
    return (req, res, next) => {
      const target = this.keyFor(req);
      if (!target) return next();
      const read = this.cache.peek(target.key, this.loader(target));
      if (!read || read.value.kind !== 'entry') return next();
      this.send(req, res, read.value.entry, read.state);
    };
  }

  /**
   * Answers a cacheable request from any level, rendering (once for all concurrent requests)
   * when needed. Resolves false when the request is not cacheable (the caller renders it).
   */
  async respond(req: Request, res: Response, sendResult: (result: DocumentResult) => void): Promise<boolean> {
    const target = this.keyFor(req);
    if (!target) return false;
    let read: Read<PageValue>;
    try {
      read = await this.cache.read(target.key, this.loader(target));
    } catch (error) {
      if (error instanceof RenderFailure) {
        sendResult(error.result);
        return true;
      }
      throw error;
    }
    if (read.value.kind === 'entry') this.send(req, res, read.value.entry, read.state);
    else sendResult(read.value.result);
    return true;
  }

  send(req: Request, res: Response, entry: PageEntry, state: Read<PageValue>['state']) {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const etags = etagsOf(entry);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', publicCacheControl(this.env, entry.status));
    res.setHeader('Content-Security-Policy', entry.csp);
    // For CDNs that purge by tag (Cloudflare Cache-Tag, Fastly Surrogate-Key); the build's tag lets
    // a deploy purge the pages of the builds before it (app.ts).
    const tags = this.options.build ? [...entry.tags, ...buildTags([this.options.build])] : entry.tags;
    res.setHeader('Cache-Tag', tags.join(','));
    res.setHeader('Surrogate-Key', tags.join(' '));
    res.setHeader('X-Cache', state === 'fresh' ? 'HIT' : state === 'loaded' ? 'MISS' : 'STALE');
    if (entry.status === 200) {
      res.setHeader('ETag', etags[encoding]);
      if (etagMatches(req.headers['if-none-match'], Object.values(etags))) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.html;
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = entry.status;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  stats() {
    return this.cache.stats();
  }
}
