// What the web server's composition root (app.ts) is given and gives back: server/main.js, the
// tests and the scripts hold an App.
import type express from 'express';
import type http from 'node:http';
import type { ViteDevServer } from 'vite';
import type { Outbox } from '../src/features/forms/index.server.js';
import type { EventBatcher } from '../src/features/measurement/index.server.js';
import type { ContentCache } from './cache.server.js';
import type { ServerContent } from './content.server.js';
import type { Env } from './env.server.js';
import type { Lifecycle } from './health.server.js';
import type { PageCache } from './page-cache.server.js';
import type { SharedState } from './shared-state.server.js';

export interface AppOptions {
  mode: 'development' | 'production';
  /** Production: the built client (dist/client) with its Vite manifest. */
  clientDir?: string;
  /** Development: Vite in middleware mode. */
  vite?: ViteDevServer;
  env?: Env;
}

export interface App {
  handler: express.Express;
  env: Env;
  content: ServerContent;
  cache: ContentCache;
  pageCache?: PageCache;
  state: SharedState;
  /** First-party measurement on its way to the CMS (flushed on shutdown). */
  events: EventBatcher;
  outbox: Outbox;
  lifecycle: Lifecycle;
  /** Starts the metrics listener when METRICS_PORT is set (server/main.js). */
  listenMetrics(): Promise<http.Server | undefined>;
  /** Stops without dropping anything: drains, finishes requests, flushes the outbox, closes Redis (see shutdown.server.ts). */
  shutdown(server: http.Server, options?: { drain?: boolean }): Promise<{ forced: boolean }>;
}
