// The server render of a page: runs the router for the request against a content source, then
// answers with the document, a redirect, or the status the matched route asks for. Headers say
// who may store the answer (staff and preview pages: nobody).
import type { NextFunction, Request, Response } from 'express';
import type { ContentSource, StaffReads } from '../src/lib/content-source.js';
import type { BuildOutput } from './assets.server.js';
import type { ServerContent } from './content.server.js';
import type { Env } from './env.server.js';
import { contentSecurityPolicy, newNonce } from './security.server.js';

export interface RenderExtras {
  private?: boolean;
  /** Who may frame the page (the CMS admin, for preview). */
  frameAncestors?: string;
}

export type PageRenderer = (req: Request, res: Response, content: ServerContent, extras?: RenderExtras) => Promise<void>;

export function createPageRenderer({ env, build, dev, staff }: { env: Env; build: BuildOutput; dev: boolean; staff: (req: Request) => StaffReads }): PageRenderer {
  return async (req, res, content, extras = {}) => {
    const nonce = newNonce();
    // The staff reads belong to this request's session (features/staff/staff-area.server.ts).
    const source: ContentSource = { ...content, ...staff(req) };
    const request = new globalThis.Request(new URL(req.originalUrl, env.SITE_URL), { method: 'GET', headers: { accept: 'text/html' } });
    const { headTags, entryModule } = await build.assets();
    const result = await (await build.render())(request, {
      source,
      nonce,
      headTags: dev ? headTags.replace(/<script/g, `<script nonce="${nonce}"`) : headTags,
      entryModule,
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
    const isPrivate = result.private || extras.private;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(env, nonce, { dev, frameAncestors: extras.frameAncestors }));
    if (extras.frameAncestors) res.removeHeader('X-Frame-Options');
    res.setHeader('Cache-Control', isPrivate ? 'private, no-store' : 'public, max-age=0, must-revalidate');
    if (isPrivate) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.status(result.status).type('html').send(result.html);
  };
}

/** Every GET the routes above left: a page of the site. */
export function pages(renderPage: PageRenderer, content: ServerContent) {
  return (req: Request, res: Response, next: NextFunction) => {
    renderPage(req, res, content).catch(next);
  };
}
