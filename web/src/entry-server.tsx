// Server rendering: runs the route loaders for a request, then renders the whole HTML document
// (React 19 hoists each route's <title>, <meta> and <link> into <head>). Redirects come back as
// a Response; pages as their HTML with the status the matched route asks for.
// - A public page is never hydrated and no loader data leaves the server: its interactive parts
//   are islands (islands/), its head gets the critical CSS, the boot script and the speculation
//   rules; React islands are rendered on their own after the page (island-slots.server.tsx).
// - A staff screen is the staff app's first render: its loader data goes into a JSON script tag
//   (never run), one constant inline script hands it to React Router, and entry-staff.tsx hydrates
//   the document with it.
// No nonce: the inline scripts and styles written here are allowed by their hashes, each computed
// where its text is made and returned with the HTML (RenderResult.inline, read by
// server/security.server.ts), so the same HTML can be served to every visitor from the page cache
// and nothing else inline (an injection) is allowed. The scripts are the same on every public page. Loader failures are logged
// here, with the request id and their cause, before the error page is rendered saying so.
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
import type { ReactNode } from 'react';
import type { Assets } from '../server/page-assets';
import { causeOf } from '../server/errors.server';
import { log } from '../server/log.server';
import { cspHash, type InlineHashes } from '../server/security.server';
import { Document } from './document';
import { jsonForScript } from './features/seo/seo-head';
import { keepLinksInReleasePreview } from './features/preview/index';
import { IslandSlots, IslandSlotsContext } from './islands/island';
import { fillIslandSlots } from './islands/island-slots.server';
import type { ContentSource } from './lib/content-source';
import { speculationRules } from './lib/speculation-rules';
import { createRoutes, type LoaderFailure, type RouteHandle } from './routes';

export interface RenderOptions {
  source: ContentSource;
  /** The built scripts and styles (server/assets.server.ts). */
  assets: Assets;
}

export interface RenderResult {
  status: number;
  html: string;
  /** Routes that must not be stored by shared caches (staff, preview). */
  private: boolean;
  /** The CMS admin may frame it (preview). */
  framedByCms: boolean;
  /** CSP hashes of the inline scripts and styles this render wrote (and of nothing else in the HTML). */
  inline: InlineHashes;
}

/** The id of the staff app's data (a JSON script tag, not run). */
const ROUTE_DATA_ID = 'ironbark-route-data';
/** The one inline script of a staff screen: the same text on every screen, so one hash. */
const HYDRATION_READER = `window.__staticRouterHydrationData=JSON.parse(document.getElementById(${JSON.stringify(ROUTE_DATA_ID)}).textContent)`;
const HYDRATION_READER_HASH = cspHash(HYDRATION_READER);

/** The staff app's hydration data, as a JSON script tag (HYDRATION_READER gives it to React Router). */
function hydrationData(context: StaticHandlerContext): string {
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
  // JSON inside a script tag: "<" (only ever inside a JSON string) escaped, so nothing closes the tag.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ROUTE_DATA_ID}">${json}</script>`;
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

let rules: { json: string; hash: string } | undefined;

/**
 * What a public page adds to <head>: its critical CSS, the stylesheet, the speculation rules and
 * the boot script, which takes the rules out again on a slow connection or under data saver (right
 * behind them: nothing is speculated before it runs, as the browser acts on them only on intent).
 */
function publicHead(page: string, assets: Assets['public'], source: ContentSource): { html: string; head: string; inline: InlineHashes } {
  if (!rules) {
    // The same rules for every page (made from the route table), so the same hash.
    const json = jsonForScript(speculationRules(createRoutes(source)));
    rules = { json, hash: cspHash(json) };
  }
  // Split at the first screen: its CSS inline, and what is below it marked (critical-css.server.ts).
  const split = assets.critical?.split(page);
  const critical = split?.css;
  const styles =
    critical !== undefined ? `<style>${critical}</style><noscript><link rel="stylesheet" href="${assets.stylesheet}"></noscript>` : (assets.devHead ?? '');
  return {
    html: split?.html ?? page,
    head: `${styles}<script type="speculationrules">${rules.json}</script><script data-islands="${assets.islandsModule}"${assets.critical ? ` data-css="${assets.stylesheet}"` : ''}>${assets.boot}</script>`,
    // The first-screen CSS differs per page: its hash is made here, from the text written above.
    inline: { scripts: [rules.hash, assets.bootHash], styles: critical !== undefined ? [cspHash(critical)] : [] },
  };
}

function renderHtml(tree: ReactNode, options: { bootstrapScriptContent?: string; bootstrapModules?: string[] } = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let failed: unknown;
    // Cleared when the render ends: a pending timer would keep the stream, and with it the whole
    // rendered tree, alive for ten seconds after every request.
    const timer: { id?: ReturnType<typeof setTimeout> } = {};
    const stream = renderToPipeableStream(tree, {
      ...options,
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
    });
    timer.id = setTimeout(() => stream.abort(new Error('render timed out')), 10_000);
    timer.id.unref();
  });
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
  const result = { status, private: isPrivate, framedByCms };

  if (handles.some((h) => h?.staff)) {
    const { headTags, entryModule } = options.assets.staff;
    // The whole document, as the staff app hydrates it (useId's ids depend on the whole tree).
    const html = await renderHtml(
      <Document>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Document>,
      { bootstrapScriptContent: HYDRATION_READER, bootstrapModules: [entryModule] },
    );
    return { ...result, html: html.replace('</head>', `${hydrationData(context)}${headTags}</head>`), inline: { scripts: [HYDRATION_READER_HASH], styles: [] } };
  }

  const slots = new IslandSlots();
  const page = await renderHtml(
    <Document>
      <IslandSlotsContext value={slots}>
        <HelmetProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </HelmetProvider>
      </IslandSlotsContext>
    </Document>,
  );
  const filled = keepLinksInReleasePreview(fillIslandSlots(page, slots), new URL(request.url));
  const { html, head, inline } = publicHead(filled, options.assets.public, options.source);
  return { ...result, html: html.replace('</head>', `${head}</head>`), inline };
}
