// Server rendering: runs the route loaders for a request, then renders the whole HTML document
// (React 19 hoists each route's <title>, <meta> and <link> into <head>). Redirects come back as
// a Response; pages as their HTML with the status the matched route asks for. No nonce: the one
// inline script (the hydration data) is allowed by its hash (server/security.server.ts), so the
// same HTML can be served to every visitor from the page cache. Loader failures are logged here,
// with the request id and their cause, before the error page is rendered saying so.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { causeOf } from '../server/errors.server';
import { log } from '../server/log.server';
import { Document } from './document';
import type { ContentSource } from './lib/content-source';
import { createRoutes, type LoaderFailure, type RouteHandle } from './routes';

export interface RenderOptions {
  source: ContentSource;
  /** <link>/<script> tags for the built assets, inserted into <head>. */
  headTags: string;
  /** The client entry module, loaded after the document. */
  entryModule: string;
}

export interface RenderResult {
  status: number;
  html: string;
  /** Routes that must not be stored by shared caches (staff, preview). */
  private: boolean;
  /** The CMS admin may frame it (preview). */
  framedByCms: boolean;
}

/** The hydration data as React Router's browser router reads it back. */
function hydrationScript(context: StaticHandlerContext): string {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: 'Unexpected error', __type: 'Error' }
              : error,
        ]),
      )
    : null;
  const data = { loaderData: context.loaderData, actionData: context.actionData, errors };
  // JSON inside a script: escape what could close the tag or break the parser.
  const json = JSON.stringify(JSON.stringify(data))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.__staticRouterHydrationData = JSON.parse(${json});`;
}

/** Logs every failed loader with its cause, then lets the error page say it was logged. */
function logFailures(request: Request, context: StaticHandlerContext) {
  for (const [route, error] of Object.entries(context.errors ?? {})) {
    const path = new URL(request.url).pathname;
    if (isRouteErrorResponse(error)) {
      if (error.status < 500) continue;
      const failure = error.data as (LoaderFailure & { cause?: unknown }) | null;
      log.error('loader failed', { path, route, status: error.status, cause: causeOf(failure?.cause ?? failure) });
      if (failure && typeof failure === 'object') failure.logged = true;
    } else {
      log.error('loader failed', { path, route, status: context.statusCode, cause: causeOf(error) });
    }
  }
}

export async function render(request: Request, options: RenderOptions): Promise<Response | RenderResult> {
  const handler = createStaticHandler(createRoutes(options.source));
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  logFailures(request, context);

  const router = createStaticRouter(handler.dataRoutes, context);
  const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);
  const status = context.errors
    ? context.statusCode
    : (handles.reduce<number | undefined>((s, h) => h?.status ?? s, undefined) ?? context.statusCode);
  const isPrivate = handles.some((h) => h?.private);
  const framedByCms = handles.some((h) => h?.framedByCms);

  const html = await new Promise<string>((resolve, reject) => {
    let failed: unknown;
    // Cleared when the render ends: a pending timer would keep the stream, and with it the whole
    // rendered tree, alive for ten seconds after every request.
    const timer: { id?: ReturnType<typeof setTimeout> } = {};
    const stream = renderToPipeableStream(
      <Document>
        <HelmetProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </HelmetProvider>
      </Document>,
      {
        bootstrapScriptContent: hydrationScript(context),
        bootstrapModules: [options.entryModule],
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (c: Buffer) => chunks.push(c));
          sink.on('end', () => {
            clearTimeout(timer.id);
            if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
            else resolve(Buffer.concat(chunks).toString('utf8'));
          });
          stream.pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer.id);
          reject(error);
        },
        onError(error) {
          failed = error;
        },
      },
    );
    timer.id = setTimeout(() => stream.abort(new Error('render timed out')), 10_000);
    timer.id.unref();
  });

  return {
    status,
    private: isPrivate,
    framedByCms,
    html: html.replace('</head>', `${options.headTags}</head>`),
  };
}
