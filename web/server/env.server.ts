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
  /** Behind a load balancer or CDN: take the client address from X-Forwarded-For (one proxy hop). */
  TRUST_PROXY: flag,
  /** Shared state for several web instances (sessions, rate limits, caches, invalidation). */
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\/[^\s]+$/.test(v), 'must be a redis:// or rediss:// URL')
    .optional(),
  SITE_PRODUCTION: flag,
  SITE_STAGING: flag,
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86400).default(300),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  FORMS_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(5),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(10),
});

export type Env = z.output<typeof schema> & { CMS_PUBLIC_URL: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as it does in docker-compose files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = source[name];
    const shown = got === undefined ? 'it is not set' : /SECRET|TOKEN/.test(name) ? 'got a bad value' : `got "${got}"`;
    throw new ConfigError(`${name} ${issue.message} (${shown})`);
  }
  return { ...result.data, CMS_PUBLIC_URL: result.data.CMS_PUBLIC_URL ?? result.data.CMS_URL };
}
