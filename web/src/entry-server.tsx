// Server rendering: runs the route loaders for a request, then renders the whole HTML document
// (React 19 hoists each route's <title>, <meta> and <link> into <head>). Redirects come back as
// a Response; pages as their HTML with the status the matched route asks for.
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
import { Document } from './document';
import type { ContentSource } from './lib/content-source';
import { createRoutes, type RouteHandle } from './routes';

export interface RenderOptions {
  source: ContentSource;
  nonce: string;
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

export async function render(request: Request, options: RenderOptions): Promise<Response | RenderResult> {
  const handler = createStaticHandler(createRoutes(options.source));
  const context = await handler.query(request);
  if (context instanceof Response) return context;

  const router = createStaticRouter(handler.dataRoutes, context);
  const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined);
  const status = context.errors
    ? context.statusCode
    : (handles.reduce<number | undefined>((s, h) => h?.status ?? s, undefined) ?? context.statusCode);
  const isPrivate = handles.some((h) => h?.private);

  const html = await new Promise<string>((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(
      <Document>
        <HelmetProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
        </HelmetProvider>
      </Document>,
      {
        nonce: options.nonce,
        bootstrapScriptContent: hydrationScript(context),
        bootstrapModules: [options.entryModule],
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (c: Buffer) => chunks.push(c));
          sink.on('end', () => {
            if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
            else resolve(Buffer.concat(chunks).toString('utf8'));
          });
          stream.pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          failed = error;
        },
      },
    );
    setTimeout(() => stream.abort(new Error('render timed out')), 10_000).unref();
  });

  return {
    status,
    private: isPrivate,
    html: html.replace('</head>', `${options.headTags}</head>`),
  };
}
