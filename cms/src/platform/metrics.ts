// The CMS's metrics that need Strapi itself: every document-service call counted and timed (by
// content type, action and outcome), and the metrics listener on METRICS_PORT (bound to
// METRICS_HOST, 127.0.0.1 by default), which is not the public port. The registry is
// src/metrics/registry.ts; requests are counted by src/middlewares/metrics.ts.
import http from 'node:http';
import type { Core } from '@strapi/strapi';
import { documentDuration, documentOperations, registry } from '../metrics/registry';
import { metricsAuthorised } from '../middlewares/metrics';

export function registerDocumentMetrics(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const labels = { uid: String(context.uid), action: String(context.action) };
    const end = documentDuration.startTimer(labels);
    try {
      const result = await next();
      documentOperations.inc({ ...labels, outcome: 'ok' });
      return result;
    } catch (error) {
      documentOperations.inc({ ...labels, outcome: 'error' });
      throw error;
    } finally {
      end();
    }
  });
}

let listener: http.Server | undefined;

export async function startMetricsListener(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env) {
  if (!env.METRICS_PORT) return;
  const host = env.METRICS_HOST || '127.0.0.1';
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (!metricsAuthorised(req.headers.authorization, env.METRICS_TOKEN)) {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' }).end('Unauthorised');
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(body),
      (error: unknown) => {
        strapi.log.error(`metrics: could not collect (${String(error)})`);
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(env.METRICS_PORT), host, () => resolve());
  });
  listener = server;
  strapi.log.info(`Metrics on http://${host}:${env.METRICS_PORT}/metrics`);
}

export async function stopMetricsListener() {
  const server = listener;
  listener = undefined;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}
