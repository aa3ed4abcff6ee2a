// Readiness and a stop that drops nothing, for the CMS behind a load balancer (and for the web,
// whose every cache miss, lead and staff save goes through it):
// - while it runs, /_ready answers 200 when the database answers; /_live answers 200 while the
//   process does; Strapi's own /_health stays as it was (src/middlewares/health.ts);
// - on SIGTERM (scripts/run.mjs calls stop() before Strapi's destroy()): /_ready answers 503 at
//   once and every answer closes its connection, for SHUTDOWN_DRAIN_SECONDS, so the balancer
//   moves traffic away; then no connection is accepted and the requests still running get up to
//   SHUTDOWN_TIMEOUT_SECONDS. Only then does Strapi's destroy() close the rest and the database
//   (on its own it cuts every open connection at once).
import type http from 'node:http';
import type { Core } from '@strapi/strapi';
import { stopMetricsListener } from './metrics';

export const LIFECYCLE_SERVICE = 'ironbark.lifecycle';

export interface CmsLifecycle {
  stop(options: { drain: boolean }): Promise<void>;
}

let draining = false;

/** True from the moment the CMS is asked to stop. */
export function isDraining(): boolean {
  return draining;
}

function seconds(value: string | undefined, fallback: number): number {
  // scripts/env.mjs has refused anything but a whole number before Strapi started.
  return value === undefined || value === '' ? fallback : Number(value);
}

export function shutdownTimes(env: NodeJS.ProcessEnv = process.env) {
  return { drainMs: seconds(env.SHUTDOWN_DRAIN_SECONDS, 5) * 1000, timeoutMs: seconds(env.SHUTDOWN_TIMEOUT_SECONDS, 20) * 1000 };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Stops accepting and waits (bounded) for the requests still running. True when it had to cut some. */
export async function closeServer(server: http.Server, timeoutMs: number): Promise<boolean> {
  if (!server.listening) return false;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const forced = await Promise.race([closed.then(() => false), sleep(timeoutMs).then(() => true)]);
  if (forced) {
    server.closeAllConnections();
    await closed;
  }
  return forced;
}

export async function stopGracefully(strapi: Core.Strapi, { drain }: { drain: boolean }) {
  const { drainMs, timeoutMs } = shutdownTimes();
  draining = true;
  strapi.log.info(`Stopping: reporting not ready${drain && drainMs > 0 ? ` and still answering for ${drainMs / 1000} s` : ''}`);
  if (drain && drainMs > 0) await sleep(drainMs);
  const forced = await closeServer(strapi.server.httpServer, timeoutMs);
  if (forced) strapi.log.warn(`Stopping: requests still running after ${timeoutMs / 1000} s were cut`);
  await stopMetricsListener();
}

/**
 * Idle keep-alive connections stay open 65 s (Node's default is 5 s), longer than the clients
 * and balancers in front keep theirs: one that reuses a connection just as the server closes it
 * gets a reset (seen by a browser test's API client reusing a 5-second-idle socket). The web
 * server does the same (web/server/main.js).
 */
export function keepIdleConnections(strapi: Core.Strapi) {
  const server = strapi.server?.httpServer;
  if (!server) return;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

export function registerLifecycle(strapi: Core.Strapi) {
  const lifecycle: CmsLifecycle = { stop: (options) => stopGracefully(strapi, options) };
  strapi.add(LIFECYCLE_SERVICE, lifecycle);
}
