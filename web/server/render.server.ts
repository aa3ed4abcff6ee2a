// The server render of a page: runs the router for an address against a content source and
// returns the document (with its Content Security Policy: the hashes of the inline scripts and
// styles the render wrote), a
// redirect, or another answer. The page cache (page-cache.server.ts) stores what anonymous
// visitors get; everything else (a staff session, previews, the staff screens) is rendered for
// the request and marked private. Headers say who may store the answer.
import type { NextFunction, Request, Response } from 'express';
import type { ContentSource, PageData, StaffReads } from '../src/lib/content-source.js';
import { SESSION_COOKIE } from '../src/features/staff/index.js';
import type { BuildOutput } from './assets.server.js';
import type { ServerContent } from './content.server.js';
import { readCookies } from './cookies.server.js';
import type { Env } from './env.server.js';
import { NO_STORE, PRIVATE_NO_STORE, publicCacheControl, redirectCacheControl } from './http-cache.server.js';
import type { DocumentResult, PageCache } from './page-cache.server.js';
import { contentSecurityPolicy } from './security.server.js';

/** Renders an address (path and query, on this site) with a content source. */
export type DocumentRenderer = (target: string, source: ContentSource) => Promise<DocumentResult>;

export type PageRenderer = (req: Request, res: Response, content: ServerContent) => Promise<void>;

export function createDocumentRenderer({ env, build, dev }: { env: Env; build: BuildOutput; dev: boolean }): DocumentRenderer {
  // A route that the admin's preview pane shows (its handle says framedByCms) may be framed by the CMS.
  const cms = `'self' ${new URL(env.CMS_PUBLIC_URL).origin}`;
  return async (target, source) => {
    // Always this site: a target like "//host" stays a path here (never new URL(target, base)).
    const request = new globalThis.Request(`${env.SITE_URL}${target.startsWith('/') ? '' : '/'}${target}`, { method: 'GET', headers: { accept: 'text/html' } });
    const assets = await build.assets();
    const result = await (await build.render())(request, { source, assets });
    if (result instanceof globalThis.Response) {
      const location = result.headers.get('location');
      if (result.status >= 300 && result.status < 400 && location) return { kind: 'redirect', status: result.status, location };
      return { kind: 'other', status: result.status, body: await result.text() };
    }
    // The hashes of what the render itself wrote inline (entry-server.tsx), not of what the HTML holds.
    const csp = contentSecurityPolicy(env, result.inline, { dev, frameAncestors: result.framedByCms ? cms : undefined });
    // Test-only (TEST_INJECT_SCRIPT, refused in production): an inline script the render did not
    // write, as an injection would be, to show the policy blocks it (web/tests/e2e/csp.spec.ts).
    const html = env.TEST_INJECT_SCRIPT ? result.html.replace('</body>', `<script>${env.TEST_INJECT_SCRIPT}</script></body>`) : result.html;
    return { kind: 'document', status: result.status, html, private: result.private, csp, framable: result.framedByCms };
  };
}

/** The admin's live preview: the /preview route at `target` rendered as if its link showed `data` (nothing saved). */
export function previewDataRenderer(renderDocument: DocumentRenderer, anonymous: ContentSource) {
  return async (target: string, data: PageData) => {
    const result = await renderDocument(target, { ...anonymous, preview: async () => ({ kind: 'page', data }) });
    return result.kind === 'document' ? { status: result.status, html: result.html } : { status: result.status };
  };
}

/** The staff reads of a visitor without a staff session (every render the page cache makes). */
export const ANONYMOUS_STAFF_READS: StaffReads = {
  session: async () => null,
  staffResources: () => Promise.reject(Object.assign(new Error('No staff session'), { status: 401 })),
  staffResource: () => Promise.reject(Object.assign(new Error('No staff session'), { status: 401 })),
};

/** Sends a render result. signedIn: rendered for a staff session, so for this visitor only. */
export function sendDocument(env: Env, res: Response, result: DocumentResult, signedIn = false) {
  if (result.kind === 'redirect') {
    // A signed-in visitor's redirect is theirs alone, whatever its status.
    res.setHeader('Cache-Control', signedIn ? NO_STORE : redirectCacheControl(result.status));
    res.redirect(result.status, result.location);
    return;
  }
  if (result.kind === 'other') {
    res.setHeader('Cache-Control', NO_STORE);
    res.status(result.status).send(result.body);
    return;
  }
  const isPrivate = result.private || signedIn;
  res.setHeader('Content-Security-Policy', result.csp);
  // The CSP's frame-ancestors names who may frame it; X-Frame-Options (DENY) cannot.
  if (result.framable) res.removeHeader('X-Frame-Options');
  // A server error is never stored by anyone; a private page by nobody but this browser, briefly.
  res.setHeader('Cache-Control', result.status >= 500 ? NO_STORE : isPrivate ? PRIVATE_NO_STORE : publicCacheControl(env, result.status));
  if (isPrivate) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.status(result.status).type('html').send(result.html);
}

/** Renders a page for this request alone (staff, preview, or with the page cache off). */
export function createPageRenderer(env: Env, renderDocument: DocumentRenderer, staff: (req: Request) => StaffReads): PageRenderer {
  return async (req, res, content) => {
    const signedIn = Boolean(readCookies(req)[SESSION_COOKIE]);
    // The staff reads belong to this request's session (features/staff/staff-area.server.ts).
    const result = await renderDocument(req.originalUrl, { ...content, ...staff(req) });
    sendDocument(env, res, result, signedIn);
  };
}

/** Every GET the routes before it left: a page of the site, from the page cache when it may be. */
export function pages({ env, renderPage, content, pageCache }: { env: Env; renderPage: PageRenderer; content: ServerContent; pageCache?: PageCache }) {
  return (req: Request, res: Response, next: NextFunction) => {
    (async () => {
      if (pageCache && (await pageCache.respond(req, res, (result) => sendDocument(env, res, result)))) return;
      await renderPage(req, res, content);
    })().catch(next);
  };
}
