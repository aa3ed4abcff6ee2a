// The server's client for Strapi's REST API: the API token, a timeout, and validation of every
// answer against the shared schemas, so a malformed answer is an error here and never a broken
// page further down.
import type { z } from 'zod';
import { toQueryString, type QueryParams } from '@ironbark/shared/strapi-query';
import { cmsDuration, cmsEndpoint, cmsErrors } from './metrics.server.js';

export class CmsError extends Error {
  override name = 'CmsError';
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'status' | 'invalid',
    readonly status?: number,
    /** The CMS path asked for, for the log. */
    readonly path?: string,
  ) {
    super(message);
  }

  /** Unreachable, or it says it is unavailable: a retry may work (503); anything else is a bug (500). */
  get unavailable(): boolean {
    return this.kind === 'unreachable' || (this.kind === 'status' && [502, 503, 504].includes(this.status ?? 0));
  }

  /** What the log needs to find the cause. */
  toLog(): Record<string, unknown> {
    return { kind: this.kind, status: this.status, cmsPath: this.path, message: this.message };
  }
}

export interface CmsClient {
  get<S extends z.ZodType>(path: string, params: QueryParams, schema: S): Promise<z.output<S>>;
  send(method: 'POST' | 'PUT', path: string, body: unknown): Promise<unknown>;
  /** Streams a file from the CMS (uploads), for the web's /uploads proxy. */
  raw(path: string, init?: RequestInit): Promise<Response>;
}

export function createCmsClient(opts: { baseUrl: string; token: string; timeoutMs?: number }): CmsClient {
  const timeoutMs = opts.timeoutMs ?? 8000;
  const headers = { authorization: `Bearer ${opts.token}`, accept: 'application/json' };

  async function request(path: string, init: RequestInit): Promise<Response> {
    const endpoint = cmsEndpoint(path);
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const res = await fetch(`${opts.baseUrl}${path}`, {
        ...init,
        // A header given as '' is removed (the login call must not carry the API token).
        headers: Object.fromEntries(
          Object.entries({ ...headers, ...(init.headers as Record<string, string> | undefined) }).filter(([, v]) => v !== ''),
        ),
        signal: init.signal ?? AbortSignal.timeout(timeoutMs),
      });
      cmsDuration.observe({ endpoint, outcome: res.status >= 500 ? 'http_error' : 'ok' }, seconds());
      if (res.status >= 500) cmsErrors.inc({ endpoint, kind: 'status' });
      return res;
    } catch (error) {
      cmsDuration.observe({ endpoint, outcome: 'unreachable' }, seconds());
      cmsErrors.inc({ endpoint, kind: 'unreachable' });
      throw new CmsError(`CMS unreachable (${(error as Error).message})`, 'unreachable', undefined, path.split('?')[0]);
    }
  }

  return {
    async get(path, params, schema) {
      const query = toQueryString(params);
      const res = await request(`${path}${query ? `?${query}` : ''}`, { method: 'GET' });
      if (!res.ok) {
        throw new CmsError(`CMS answered ${res.status} for ${path}`, 'status', res.status, path);
      }
      const body: unknown = await res.json().catch(() => undefined);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new CmsError(
          `CMS answer for ${path} does not match its schema (${issue?.path.join('.')}: ${issue?.message})`,
          'invalid',
          undefined,
          path,
        );
      }
      return parsed.data;
    },

    async send(method, path, body) {
      const res = await request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json: unknown = await res.json().catch(() => undefined);
      if (!res.ok) throw new CmsError(`CMS answered ${res.status} to ${method} ${path}`, 'status', res.status, path);
      return json;
    },

    raw(path, init = {}) {
      return request(path, init);
    },
  };
}

// Every item of a CMS collection, for the reads that need them all (the sitemap, the page index).
// Strapi answers at most 100 items a request (its maxLimit), so 10,000 resources are 100
// requests: the first one says how many pages there are, the rest are asked a few at a time in
// parallel instead of one after another (a sitemap rebuild after a publish took 100 round trips
// in a row).

type PagedAnswer = z.ZodType<{ data: unknown[]; meta: { pagination: { pageCount: number } } }>;

/** Strapi's maxLimit: the most items one request may ask for. */
export const CMS_MAX_PAGE_SIZE = 100;

/**
 * All items of `path` for `params` (which must sort by something stable: pages are read in
 * parallel), in order, `concurrency` requests at a time after the first.
 */
export async function getEveryPage<S extends PagedAnswer>(
  cms: CmsClient,
  path: string,
  params: QueryParams,
  schema: S,
  { concurrency = 6 }: { concurrency?: number } = {},
): Promise<z.output<S>['data']> {
  const read = (page: number) => cms.get(path, { ...params, pagination: { page, pageSize: CMS_MAX_PAGE_SIZE } }, schema);
  const first = await read(1);
  const pageCount = first.meta.pagination.pageCount;
  const pages: z.output<S>['data'][] = [first.data];
  let next = 2;
  const worker = async () => {
    while (next <= pageCount) {
      const page = next++;
      pages[page - 1] = (await read(page)).data;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(0, pageCount - 1)) }, worker));
  return pages.flat();
}
