// The staff area's API. Login exchanges an email and password for a Strapi JWT (users and
// permissions plugin), kept sealed in an httpOnly cookie; every staff call forwards that JWT,
// so Strapi's role permissions decide what each call may do. Every change needs a CSRF token
// bound to the session (server/csrf.server.ts).
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { CmsClient } from '../../../server/cms-client.server.js';
import { CmsError } from '../../../server/cms-client.server.js';
import { clearCookie, readCookies, setCookie } from '../../../server/cookies.server.js';
import type { Env } from '../../../server/env.server.js';
import { log } from '../../../server/log.server.js';
import type { RateLimiters } from '../../../server/rate-limit.server.js';
import { openSession, sealSession, SESSION_COOKIE, SESSION_TTL_SECONDS, type StaffSession } from './session.server.js';
import { XSRF_COOKIE, type Csrf } from '../../../server/csrf.server.js';
import { toQueryString } from '@ironbark/shared/strapi-query';
import { resourceInputSchema as resourceFieldsSchema } from '@ironbark/shared/content/blog';

const loginSchema = z.object({ email: z.string().trim().email().max(160), password: z.string().min(1).max(200) });
const passwordSchema = z
  .object({
    currentPassword: z.string().min(1).max(200),
    password: z.string().min(12, 'Use at least 12 characters').max(200),
    passwordConfirmation: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirmation, { message: 'The two new passwords do not match', path: ['passwordConfirmation'] });

/** A resource as staff send it: the resource definition's fields and limits, and whether to publish. */
export const resourceInputSchema = resourceFieldsSchema.and(z.object({ status: z.enum(['draft', 'published']).default('published') }));

function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** A URL slug from a title: "SD-WAN for 40 sites!" -> "sd-wan-for-40-sites". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'resource';
}

export function staffApi({ env, cms, limiter, csrf }: { env: Env; cms: CmsClient; limiter: RateLimiters; csrf: Csrf }): Router {
  const router = Router();
  const secure = env.SITE_URL.startsWith('https:');
  const json = express.json({ limit: '64kb' });

  const requireXsrf = csrf.requireToken;
  const requireSession = (req: Request, res: Response, next: NextFunction) => {
    const session = openSession(env.SESSION_SECRET, readCookies(req)[SESSION_COOKIE]);
    if (!session) {
      res.status(401).json({ error: 'unauthenticated' });
      return;
    }
    res.locals.session = session;
    next();
  };

  /** Calls Strapi as the signed-in staff member. */
  async function asStaff(res: Response, method: string, path: string, body?: unknown) {
    const session = res.locals.session as StaffSession;
    const upstream = await cms.raw(path, {
      method,
      headers: { authorization: `Bearer ${session.jwt}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data: unknown = upstream.status === 204 ? null : await upstream.json().catch(() => null);
    return { status: upstream.status, data };
  }

  router.get('/auth/session', (req, res) => {
    const session = openSession(env.SESSION_SECRET, readCookies(req)[SESSION_COOKIE]);
    res.setHeader('Cache-Control', 'no-store');
    res.json(session ? { authenticated: true, user: session.user } : { authenticated: false });
  });

  router.post('/auth/login', limiter.login, json, requireXsrf, async (req, res, next) => {
    const parsed = loginSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'invalid', errors: fieldErrors(parsed.error) });
      return;
    }
    try {
      const upstream = await cms.raw('/api/auth/local', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: '' },
        body: JSON.stringify({ identifier: parsed.data.email, password: parsed.data.password }),
      });
      const body = (await upstream.json().catch(() => ({}))) as { jwt?: string; user?: { id: number; username: string; email: string } };
      if (!upstream.ok || !body.jwt || !body.user) {
        res.status(upstream.status === 429 ? 429 : 401).json({ error: 'invalid credentials', message: 'The email or password is not right.' });
        return;
      }
      const session: StaffSession = {
        jwt: body.jwt,
        user: { id: body.user.id, username: body.user.username, email: body.user.email },
        exp: Math.floor(Date.now() / 1000) + SESSION_TTL_SECONDS,
      };
      const sealed = sealSession(env.SESSION_SECRET, session);
      setCookie(res, SESSION_COOKIE, sealed, { httpOnly: true, sameSite: 'Strict', secure, maxAgeSeconds: SESSION_TTL_SECONDS });
      // The token the page had was bound to the visitor; the signed-in session gets its own.
      csrf.reissueForSession(req, res, sealed);
      log.info('staff login', { user: session.user.id });
      res.json({ authenticated: true, user: session.user });
    } catch (error) {
      next(error);
    }
  });

  router.post('/auth/logout', requireXsrf, (_req, res) => {
    clearCookie(res, SESSION_COOKIE, { httpOnly: true, sameSite: 'Strict', secure });
    // The token was bound to the session that just ended: the next change asks for a new one.
    clearCookie(res, XSRF_COOKIE, { httpOnly: false, sameSite: 'Strict', secure });
    res.json({ authenticated: false });
  });

  router.post('/auth/change-password', json, requireXsrf, requireSession, async (req, res, next) => {
    const parsed = passwordSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'invalid', errors: fieldErrors(parsed.error) });
      return;
    }
    try {
      const { status, data } = await asStaff(res, 'POST', '/api/auth/change-password', parsed.data);
      if (status >= 400) {
        const message = (data as { error?: { message?: string } } | null)?.error?.message ?? 'The password could not be changed.';
        res.status(status === 400 ? 400 : status).json({ error: 'rejected', errors: { currentPassword: message } });
        return;
      }
      const session = res.locals.session as StaffSession;
      const jwt = (data as { jwt?: string } | null)?.jwt ?? session.jwt;
      setCookie(res, SESSION_COOKIE, sealSession(env.SESSION_SECRET, { ...session, jwt }), { httpOnly: true, sameSite: 'Strict', secure, maxAgeSeconds: SESSION_TTL_SECONDS });
      res.json({ ok: true });
    } catch (error) {
      next(error);
    }
  });

  router.get('/staff/resources', requireSession, async (req, res, next) => {
    try {
      const page = Math.max(1, Math.min(1000, Number(req.query.page) || 1));
      const q = toQueryString({
        sort: ['updatedAt:desc'],
        fields: ['title', 'slug', 'type', 'excerpt', 'publishedDate', 'youtubeUrl', 'metaDescription', 'updatedAt', 'publishedAt'],
        status: 'draft',
        pagination: { page, pageSize: 20 },
      });
      const drafts = await asStaff(res, 'GET', `/api/blogs?${q}`);
      res.setHeader('Cache-Control', 'no-store');
      if (drafts.status !== 200) {
        res.status(drafts.status).json(drafts.data);
        return;
      }
      // Every document has a draft; which of them also have a published version?
      const list = drafts.data as { data: { documentId: string }[]; meta: unknown };
      const ids = list.data.map((d) => d.documentId);
      const published = ids.length
        ? await asStaff(res, 'GET', `/api/blogs?${toQueryString({ filters: { documentId: { $in: ids } }, fields: ['documentId'], pagination: { page: 1, pageSize: ids.length } })}`)
        : { status: 200, data: { data: [] } };
      const live = new Set(((published.data as { data?: { documentId: string }[] }).data ?? []).map((d) => d.documentId));
      res.json({ ...list, data: list.data.map((d) => ({ ...d, published: live.has(d.documentId) })) });
    } catch (error) {
      next(error);
    }
  });

  async function uniqueSlug(res: Response, base: string): Promise<string> {
    for (let n = 1; n < 100; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const q = toQueryString({ filters: { slug: { $eq: candidate } }, fields: ['slug'], status: 'draft', pagination: { page: 1, pageSize: 1 } });
      const { status, data } = await asStaff(res, 'GET', `/api/blogs?${q}`);
      if (status !== 200) throw new CmsError(`slug check answered ${status}`, 'status', status);
      if (((data as { data?: unknown[] }).data ?? []).length === 0) return candidate;
    }
    return `${base}-${Date.now().toString(36)}`;
  }

  const saveResource = (method: 'POST' | 'PUT') => async (req: Request, res: Response, next: NextFunction) => {
    const parsed = resourceInputSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'invalid', errors: fieldErrors(parsed.error) });
      return;
    }
    // Empty optional fields arrive as null (cleared); the body is already rich text.
    const { status: publishState, ...data } = parsed.data;
    const path = method === 'POST' ? '/api/blogs' : `/api/blogs/${encodeURIComponent(String(req.params.documentId))}`;
    try {
      // A new resource gets a slug from its title, made unique (Strapi's REST API makes none).
      if (method === 'POST') Object.assign(data, { slug: await uniqueSlug(res, data.slug ?? slugify(data.title)) });
      const result = await asStaff(res, method, `${path}?status=${publishState}`, { data });
      if (result.status >= 400) {
        const err = (result.data as { error?: { message?: string; details?: { errors?: { path: string[]; message: string }[] } } } | null)?.error;
        const errors = Object.fromEntries((err?.details?.errors ?? []).map((e) => [e.path[0] ?? 'form', e.message]));
        res.status(result.status).json({ error: 'rejected', message: err?.message ?? 'The CMS refused the change.', errors });
        return;
      }
      res.status(method === 'POST' ? 201 : 200).json(result.data);
    } catch (error) {
      next(error);
    }
  };

  router.post('/staff/resources', json, requireXsrf, requireSession, saveResource('POST'));
  router.put('/staff/resources/:documentId', json, requireXsrf, requireSession, saveResource('PUT'));
  router.delete('/staff/resources/:documentId', requireXsrf, requireSession, async (req, res, next) => {
    try {
      const { status, data } = await asStaff(res, 'DELETE', `/api/blogs/${encodeURIComponent(String(req.params.documentId))}`);
      res.status(status === 204 ? 200 : status).json(data ?? { ok: true });
    } catch (error) {
      next(error);
    }
  });

  router.get('/staff/submissions', requireSession, async (req, res, next) => {
    try {
      const page = Math.max(1, Math.min(1000, Number(req.query.page) || 1));
      const q = toQueryString({ sort: ['createdAt:desc'], pagination: { page, pageSize: 25 } });
      const { status, data } = await asStaff(res, 'GET', `/api/form-submissions?${q}`);
      res.setHeader('Cache-Control', 'no-store');
      res.status(status).json(data);
    } catch (error) {
      next(error);
    }
  });

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof CmsError && error.kind === 'unreachable') {
      res.status(503).json({ error: 'cms unavailable', message: 'The content service is not answering. Try again shortly.' });
      return;
    }
    next(error);
  });
  return router;
}
