// The web server's configuration: read once from the environment and checked at start-up, so a
// bad value stops the server with one line naming the variable.
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const url = z
  .string()
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const secret = z.string().min(16, 'must be at least 16 characters');

/** A flag that is on unless set to false/0. */
const onByDefault = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === undefined || v === 'true' || v === '1');

const seconds = (fallback: number, max = 30 * 86400) => z.coerce.number().int().min(0).max(max).default(fallback);
const megabytes = (fallback: number) => z.coerce.number().int().min(1).max(16384).default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: url.default('http://localhost:3000'),
  CMS_URL: url.default('http://localhost:1337'),
  CMS_PUBLIC_URL: url.optional(),
  CMS_API_TOKEN: secret,
  CMS_SEARCH_TOKEN: z.string().default(''),
  REVALIDATE_SECRET: secret,
  PREVIEW_SECRET: secret,
  SESSION_SECRET: secret,
  /**
   * How many proxies (load balancer, CDN) stand in front of the web: the client address is taken
   * that many hops from the right of X-Forwarded-For (what the visitor sent is ignored). 0 (the
   * default): the socket's address. "true" means 1, "false" 0.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be the number of proxies in front of the web (0-99), or true (1) / false (0)')
    .optional()
    .transform((v) => (v === undefined || v === 'false' ? 0 : v === 'true' ? 1 : Number(v))),
  /** Shared state for several web instances (sessions, rate limits, caches, invalidation). */
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/[^\s]+$/.test(v), 'must be a redis:// or rediss:// URL')
    .optional(),
  SITE_PRODUCTION: flag,
  SITE_STAGING: flag,
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86400).default(300),
  /** How long a stale copy is kept to be served while the CMS is unreachable (and its Redis expiry). */
  CACHE_KEEP_SECONDS: seconds(86400),
  /** Memory of the content cache (CMS answers) in this process; a quarter of it for visitor-chosen keys. */
  CONTENT_CACHE_MB: megabytes(32),
  /** The full-page cache of anonymous public pages (false: every page is rendered; for comparisons). */
  PAGE_CACHE: onByDefault,
  /** Memory of the page cache in this process; a quarter of it for visitor-chosen keys. */
  PAGE_CACHE_MB: megabytes(64),
  /** Shared caches (a CDN) may keep public pages this long (s-maxage)... */
  CDN_S_MAXAGE_SECONDS: seconds(60),
  /** ...then serve them stale while they fetch a new copy (stale-while-revalidate)... */
  CDN_STALE_WHILE_REVALIDATE_SECONDS: seconds(300),
  /** ...and serve them stale when the web answers with an error (stale-if-error). */
  CDN_STALE_IF_ERROR_SECONDS: seconds(86400),
  /** Called (POST, JSON {tags, paths, model, action}) after every revalidation, to purge a CDN. */
  CDN_PURGE_URL: url.optional(),
  /** Sent as "Authorization: Bearer <token>" to CDN_PURGE_URL; required with it. */
  CDN_PURGE_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** json: POST {tags, model, ...} (a CDN or an adapter); varnish: BAN with X-Purge-Tags (ops/varnish). */
  CDN_PURGE_MODE: z.enum(['json', 'varnish']).default('json'),
  /** Prometheus metrics on a listener of their own (not the public port). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Where that listener binds: this machine only unless told otherwise. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** With it, GET /metrics on the public port answers to "Authorization: Bearer <token>" (otherwise 404). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** On SIGTERM, how long the server keeps answering while reporting not ready, so a balancer drains it. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** Then, how long requests still running may take before their connections are closed. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  FORMS_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(5),
  // Measurement events taken per minute from one address, and from everyone together (every
  // instance, with Redis); what is over either is dropped and counted, never stored.
  EVENTS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  EVENTS_SITE_PER_MINUTE: z.coerce.number().int().min(1).max(10000000).default(3000),
  /**
   * Where a lead waits when the CMS cannot store it and Redis is not available (one file per
   * lead, sent again in the background). Default: a folder per site under the system's
   * temporary directory; set a persistent path in production.
   */
  FORMS_OUTBOX_DIR: z.string().min(1, 'must be a folder path').optional(),
  /** How often waiting leads are sent to the CMS again. */
  FORMS_OUTBOX_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How long the signed link a gated guide's form answers with works (once). */
  DOWNLOAD_LINK_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  /**
   * Tests only (refused with NODE_ENV=production): a script written inline into every rendered
   * page, as an injection would be, to show the Content Security Policy blocks it.
   */
  TEST_INJECT_SCRIPT: z.string().optional(),
});

export type Env = z.output<typeof schema> & { CMS_PUBLIC_URL: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as it does in docker-compose files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = schema
    .superRefine((v, ctx) => {
      if (v.CDN_PURGE_URL && !v.CDN_PURGE_TOKEN) ctx.addIssue({ code: 'custom', path: ['CDN_PURGE_TOKEN'], message: 'must be set when CDN_PURGE_URL is set' });
      if (v.TEST_INJECT_SCRIPT !== undefined && v.NODE_ENV === 'production') ctx.addIssue({ code: 'custom', path: ['TEST_INJECT_SCRIPT'], message: 'is for tests only and must not be set in production' });
    })
    .safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = source[name];
    const shown = got === undefined ? 'it is not set' : /SECRET|TOKEN/.test(name) ? 'got a bad value' : `got "${got}"`;
    throw new ConfigError(`${name} ${issue.message} (${shown})`);
  }
  return { ...result.data, CMS_PUBLIC_URL: result.data.CMS_PUBLIC_URL ?? result.data.CMS_URL };
}
