// The staff area's API (mounted at /api): sign-in, sign-out and password change, and the
// resource management the staff screens call. Sessions are server-side records (session.server.ts);
// every call to the CMS is made as the signed-in staff member (staff-cms.server.ts), so Strapi's
// role permissions decide what each call may do. Every change needs a CSRF token bound to the
// session (server/csrf.server.ts). Answers are never stored by any cache.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { CmsError } from '../../../server/cms-client.server.js';
import { clearCookie, readCookies, setCookie } from '../../../server/cookies.server.js';
import { XSRF_COOKIE, type Csrf } from '../../../server/csrf.server.js';
import type { Env } from '../../../server/env.server.js';
import { log } from '../../../server/log.server.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_COOKIE_SECONDS, issueDeviceCookie, verifyDeviceCookie } from './device-cookie.server.js';
import type { LoginLimits } from './login-limits.server.js';
import { fieldErrors, MAX_UPLOAD_BYTES, UPLOAD_RULES, type UploadField } from './resource-rules.js';
import { resourcesCsv } from './resources-csv.server.js';
import { SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE, type OpenSession, type SessionStore } from './session.server.js';
import { StaffSessionEnded, type StaffCms } from './staff-cms.server.js';
import { type Outcome, type ResourceAction, type StaffResourceService } from './staff-resource-service.server.js';
import { parseStaffQuery } from './staff-query.js';
import { inspectUpload } from './upload-check.server.js';

export const INVALID_LOGIN = 'The email address or password is not right.';
export const SESSION_ENDED = 'Your session has ended. Sign in again to continue.';

export function tooManyAttempts(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return `Too many sign-in attempts. Wait ${retryAfterSeconds <= 1 ? 'a second' : `${Math.ceil(retryAfterSeconds)} seconds`} and try again.`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : minutes > 1 ? `${minutes} minutes` : 'a minute';
  return `Too many sign-in attempts. Wait ${wait} and try again.`;
}

const loginSchema = z.object({ email: z.string().trim().toLowerCase().email('Enter your email address').max(254), password: z.string().min(1, 'Enter your password').max(1024) });

export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(1024),
    password: z.string().min(12, 'Use at least 12 characters').max(200, 'Use at most 200 characters'),
    passwordConfirmation: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirmation, { message: 'The two new passwords do not match', path: ['passwordConfirmation'] })
  .refine((v) => v.password !== v.currentPassword, { message: 'Choose a password different from your current one', path: ['password'] });

const ACTIONS = new Set<ResourceAction>(['publish', 'unpublish', 'discard-draft']);

export interface StaffApiDeps {
  env: Env;
  csrf: Csrf;
  store: SessionStore;
  staffCms: StaffCms;
  limits: LoginLimits;
  resources: StaffResourceService;
}

export function staffApi({ env, csrf, store, staffCms, limits, resources }: StaffApiDeps): Router {
  const router = Router();
  const secure = env.SITE_URL.startsWith('https:');
  const json = express.json({ limit: '512kb' });
  const requireXsrf = csrf.requireToken;
  const sessionCookie = { httpOnly: true, sameSite: 'Strict' as const, secure };
  const deviceCookie = { httpOnly: true, sameSite: 'Lax' as const, secure, path: DEVICE_COOKIE_PATH, maxAgeSeconds: DEVICE_COOKIE_SECONDS };
  /** The nonce of this browser's device cookie when it is valid for this account. */
  const deviceOf = (req: Request, email: string) => verifyDeviceCookie(env.SESSION_SECRET, readCookies(req)[DEVICE_COOKIE], email);
  const tooMany = (res: Response, retryAfterSeconds: number) => {
    res.setHeader('Retry-After', String(retryAfterSeconds));
    res.status(429).json({ error: 'too many attempts', message: tooManyAttempts(retryAfterSeconds) });
  };

  const signedOut = (res: Response) => {
    clearCookie(res, SESSION_COOKIE, sessionCookie);
    res.status(401).json({ error: 'unauthenticated', message: SESSION_ENDED });
  };

  router.use(['/auth', '/staff'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  const requireSession = (req: Request, res: Response, next: NextFunction) => {
    store.read(readCookies(req)[SESSION_COOKIE]).then((session) => {
      if (!session) return signedOut(res);
      res.locals.session = session;
      next();
    }, next);
  };
  const sessionOf = (res: Response) => res.locals.session as OpenSession;

  /** Sends an outcome: the value (JSON), or the refusal with its field errors. */
  const answer = <T>(res: Response, outcome: Outcome<T>, okStatus = 200, wrap = (v: T): unknown => ({ data: v })) => {
    if (outcome.ok) res.status(okStatus).json(wrap(outcome.value));
    else res.status(outcome.status).json({ error: 'rejected', message: outcome.message, errors: outcome.errors });
  };

  // ------------------------------------------------------------------------------------------
  // Signing in and out

  router.get('/auth/session', async (req, res, next) => {
    try {
      const session = await store.read(readCookies(req)[SESSION_COOKIE]);
      res.json(session ? { authenticated: true, user: session.record.user } : { authenticated: false });
    } catch (error) {
      next(error);
    }
  });

  router.post('/auth/login', json, requireXsrf, async (req, res, next) => {
    const parsed = loginSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'invalid', message: 'Enter your email address and password.', errors: fieldErrors(parsed.error) });
      return;
    }
    const { email, password } = parsed.data;
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    try {
      // The same steps for every attempt, whether or not the account exists (see login-limits.server.ts).
      const device = deviceOf(req, email);
      const check = await limits.check(email, address, device);
      if (!check.allowed) return tooMany(res, check.retryAfterSeconds);
      const outcome = await staffCms.login(email, password);
      if (!outcome.ok) {
        if (outcome.reason === 'unavailable') {
          res.status(503).json({ error: 'cms unavailable', message: 'Signing in is not possible right now. Try again shortly.' });
          return;
        }
        await limits.failed(email, address, check.trustedDevice);
        res.status(401).json({ error: 'invalid credentials', message: INVALID_LOGIN });
        return;
      }
      await limits.succeeded(email, address, device);
      // This browser is now known for this account: the account's throttling no longer applies to it.
      setCookie(res, DEVICE_COOKIE, issueDeviceCookie(env.SESSION_SECRET, email), deviceCookie);
      // A session this browser still had ends: one browser, one session.
      const previous = readCookies(req)[SESSION_COOKIE];
      if (previous) await store.destroy(previous);
      const session = await store.create(outcome.user, outcome.tokens);
      setCookie(res, SESSION_COOKIE, session.id, { ...sessionCookie, maxAgeSeconds: SESSION_ABSOLUTE_SECONDS });
      // The token the page had was bound to the visitor; the signed-in session gets its own.
      csrf.reissueForSession(req, res, session.id);
      log.info('staff sign-in', { user: outcome.user.id });
      res.json({ authenticated: true, user: outcome.user });
    } catch (error) {
      next(error);
    }
  });

  router.post('/auth/logout', requireXsrf, async (req, res, next) => {
    try {
      const id = readCookies(req)[SESSION_COOKIE];
      const session = await store.read(id);
      if (session) {
        const tokens = await store.tokens(session.id);
        await store.destroy(session.id);
        if (tokens) await staffCms.logout(tokens);
        log.info('staff sign-out', { user: session.record.user.id });
      } else if (id) {
        await store.destroy(id);
      }
      clearCookie(res, SESSION_COOKIE, sessionCookie);
      // The token was bound to the session that just ended: the next change asks for a new one.
      clearCookie(res, XSRF_COOKIE, { httpOnly: false, sameSite: 'Strict', secure });
      res.json({ authenticated: false });
    } catch (error) {
      next(error);
    }
  });

  router.post('/auth/change-password', json, requireXsrf, requireSession, async (req, res, next) => {
    const parsed = passwordSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'invalid', message: 'Some fields need attention.', errors: fieldErrors(parsed.error) });
      return;
    }
    const session = sessionOf(res);
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    try {
      // Guessing the current password counts as failed sign-ins for this account (and this browser).
      const email = session.record.user.email;
      const check = await limits.check(email, address, deviceOf(req, email));
      if (!check.allowed) return tooMany(res, check.retryAfterSeconds);
      const { status, data } = await staffCms.call(session, 'POST', '/api/auth/change-password', parsed.data);
      if (status >= 400) {
        const message = (data as { error?: { message?: string } } | null)?.error?.message ?? '';
        if (/current password is invalid/i.test(message)) {
          await limits.failed(email, address, check.trustedDevice);
          res.status(400).json({ error: 'rejected', message: 'Some fields need attention.', errors: { currentPassword: 'That is not your current password.' } });
          return;
        }
        res.status(status >= 500 ? 502 : 400).json({ error: 'rejected', message: 'Some fields need attention.', errors: { password: message || 'The password could not be changed.' } });
        return;
      }
      const tokens = data as { jwt?: unknown; refreshToken?: unknown };
      if (typeof tokens.jwt !== 'string' || typeof tokens.refreshToken !== 'string') throw new CmsError('CMS answer for a password change has no tokens', 'invalid');
      // Every other session of this user ends (web and Strapi); this one continues under a new id.
      const renewed = await store.renewAfterPasswordChange(session, { jwt: tokens.jwt, refreshToken: tokens.refreshToken });
      setCookie(res, SESSION_COOKIE, renewed.id, { ...sessionCookie, maxAgeSeconds: Math.max(1, Math.floor((renewed.record.createdAt + SESSION_ABSOLUTE_SECONDS * 1000 - Date.now()) / 1000)) });
      csrf.reissueForSession(req, res, renewed.id);
      log.info('staff password changed; other sessions ended', { user: session.record.user.id });
      res.json({ ok: true });
    } catch (error) {
      next(error);
    }
  });

  // ------------------------------------------------------------------------------------------
  // Resources

  router.get('/staff/resources', requireSession, async (req, res, next) => {
    try {
      res.json(await resources.list(sessionOf(res), parseStaffQuery(new URLSearchParams(req.url.split('?')[1] ?? ''))));
    } catch (error) {
      next(error);
    }
  });

  // The table as CSV: the same filters and order, every page of it.
  router.get('/staff/resources.csv', requireSession, async (req, res, next) => {
    try {
      const query = parseStaffQuery(new URLSearchParams(req.url.split('?')[1] ?? ''));
      const items = await resources.all(sessionOf(res), { ...query, page: 1 });
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', 'attachment; filename="resources.csv"');
      res.send(resourcesCsv(items, env.SITE_URL));
    } catch (error) {
      next(error);
    }
  });

  router.get('/staff/resources/:documentId', requireSession, async (req, res, next) => {
    try {
      const resource = await resources.one(sessionOf(res), String(req.params.documentId));
      if (!resource) {
        res.status(404).json({ error: 'not found', message: 'No such resource.' });
        return;
      }
      res.json({ data: resource });
    } catch (error) {
      next(error);
    }
  });

  router.get('/staff/slug-check', requireSession, async (req, res, next) => {
    const slug = typeof req.query.slug === 'string' ? req.query.slug.trim() : '';
    const documentId = typeof req.query.documentId === 'string' ? req.query.documentId : undefined;
    if (!slug || slug.length > 200) {
      res.status(400).json({ error: 'invalid', message: 'Give the address to check.' });
      return;
    }
    try {
      res.json(await resources.slugCheck(sessionOf(res), slug, documentId));
    } catch (error) {
      next(error);
    }
  });

  router.post('/staff/resources', json, requireXsrf, requireSession, async (req, res, next) => {
    try {
      answer(res, await resources.save(sessionOf(res), undefined, req.body), 201);
    } catch (error) {
      next(error);
    }
  });

  router.put('/staff/resources/:documentId', json, requireXsrf, requireSession, async (req, res, next) => {
    try {
      answer(res, await resources.save(sessionOf(res), String(req.params.documentId), req.body));
    } catch (error) {
      next(error);
    }
  });

  router.post('/staff/resources/:documentId/:action', requireXsrf, requireSession, async (req, res, next) => {
    const action = String(req.params.action) as ResourceAction;
    if (!ACTIONS.has(action)) {
      res.status(404).json({ error: 'not found' });
      return;
    }
    try {
      answer(res, await resources.act(sessionOf(res), String(req.params.documentId), action));
    } catch (error) {
      next(error);
    }
  });

  router.delete('/staff/resources/:documentId', requireXsrf, requireSession, async (req, res, next) => {
    try {
      answer(res, await resources.remove(sessionOf(res), String(req.params.documentId)), 200, () => ({ ok: true }));
    } catch (error) {
      next(error);
    }
  });

  // Uploads: checked by their bytes here before they go to the CMS (which checks again).
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6 } }).single('file');
  router.post('/staff/uploads', requireXsrf, requireSession, (req, res, next) => {
    const field = req.query.field;
    if (field !== 'cover' && field !== 'doc') {
      res.status(400).json({ error: 'invalid', message: 'Say which field the file is for (cover or doc).' });
      return;
    }
    const rule = UPLOAD_RULES[field as UploadField];
    upload(req, res, async (error: unknown) => {
      try {
        if (error instanceof multer.MulterError) {
          const name = (error as { field?: string }).field === 'file' ? 'The file' : 'The upload';
          const message = error.code === 'LIMIT_FILE_SIZE' ? `${name} is too big. Choose ${rule.allowed}.` : `${name} could not be read (${error.code}).`;
          res.status(error.code === 'LIMIT_FILE_SIZE' ? 413 : 400).json({ error: 'rejected', message, errors: { [field]: message } });
          return;
        }
        if (error) throw error;
        const file = req.file;
        if (!file) {
          res.status(400).json({ error: 'invalid', message: 'Choose a file to upload.', errors: { [field]: 'Choose a file to upload.' } });
          return;
        }
        // multer reads the name as latin1; browsers send UTF-8.
        const name = Buffer.from(file.originalname, 'latin1').toString('utf8');
        const verdict = await inspectUpload(field as UploadField, { bytes: file.buffer, name });
        if (!verdict.ok) {
          log.info('staff upload refused by the web', { field, size: file.size });
          res.status(415).json({ error: 'rejected', message: verdict.message, errors: { [field]: verdict.message } });
          return;
        }
        const stored = await resources.upload(sessionOf(res), field as UploadField, { bytes: file.buffer, name: verdict.storedName, mime: verdict.mime });
        answer(res, stored, 201);
      } catch (failure) {
        next(failure);
      }
    });
  });

  router.use(['/auth', '/staff'], (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof StaffSessionEnded) return signedOut(res);
    if (error instanceof CmsError && error.kind === 'unreachable') {
      res.status(503).json({ error: 'cms unavailable', message: 'The content service is not answering. Try again shortly.' });
      return;
    }
    next(error);
  });
  return router;
}
