// Stopping a web instance without dropping anything (SIGTERM during a deploy or a scale-down):
// 1. it reports not ready at once (/readyz 503; /livez stays 200) and every answer closes its
//    connection, while it keeps answering for SHUTDOWN_DRAIN_SECONDS, so the balancer in front
//    (Varnish's probe) stops sending it requests before anything is refused;
// 2. it stops accepting connections and lets the requests still running finish, for at most
//    SHUTDOWN_TIMEOUT_SECONDS, then closes what is left;
// 3. the app's own close: the lead outbox gets one last pass, Redis and the metrics listener close.
import type http from 'node:http';
import type { Lifecycle } from './health.server.js';
import { log } from './log.server.js';

export interface ShutdownOptions {
  server: http.Server;
  lifecycle: Lifecycle;
  /** How long to keep answering while reporting not ready (0: stop accepting at once). */
  drainMs: number;
  /** How long requests still running may take once no new connection is accepted. */
  timeoutMs: number;
  /** Everything else the app holds (outbox, Redis, metrics listener). */
  close: () => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function shutdown({ server, lifecycle, drainMs, timeoutMs, close }: ShutdownOptions): Promise<{ forced: boolean }> {
  lifecycle.drain();
  log.info('shutting down: reporting not ready, still answering', { drainSeconds: drainMs / 1000 });
  if (drainMs > 0) await sleep(drainMs);

  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const forced = await Promise.race([closed.then(() => false), sleep(timeoutMs).then(() => true)]);
  if (forced) {
    log.warn('shutting down: requests still running after the timeout; closing their connections', { timeoutSeconds: timeoutMs / 1000 });
    server.closeAllConnections();
    await closed;
  }
  await close();
  log.info('shut down', { forced });
  return { forced };
}

/** The outbox's last pass on shutdown may take this long; what is left stays queued for the next start. */
const OUTBOX_FLUSH_MS = 5000;
/** Measurement events get this long on shutdown; what is left is dropped (counts, not leads). */
const EVENTS_FLUSH_MS = 3000;

export interface HeldByTheApp {
  outbox: { stop(): void; drain(): Promise<{ stored: number; waiting: number }> };
  events: { stop(): Promise<unknown> };
  /** The metrics listener, when one was started. */
  metricsServer(): http.Server | undefined;
  state: { close(): Promise<unknown> };
}

/** The app's own close (step 3): the outbox's last pass, the events still waiting, the metrics listener, Redis. */
export function closeHeld({ outbox, events, metricsServer, state }: HeldByTheApp) {
  return async () => {
    outbox.stop();
    const flushed = await Promise.race([
      outbox.drain().catch((error: unknown) => {
        log.warn('shutdown: outbox pass failed; the leads stay queued', { error: String(error) });
        return undefined;
      }),
      sleep(OUTBOX_FLUSH_MS).then(() => undefined),
    ]);
    if (flushed) log.info('shutdown: outbox flushed', flushed);
    await Promise.race([events.stop(), sleep(EVENTS_FLUSH_MS)]);
    const metrics = metricsServer();
    await new Promise<void>((resolve) => (metrics ? metrics.close(() => resolve()) : resolve()));
    await state.close();
  };
}
