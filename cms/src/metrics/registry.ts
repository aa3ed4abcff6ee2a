// The CMS's Prometheus registry (prom-client), one per process. Other CMS code adds its own series
// here, e.g. a scheduled job:
//   import { Counter } from 'prom-client';
//   import { registry } from '../metrics/registry';
//   export const runs = new Counter({ name: 'cms_job_runs_total', help: '...', labelNames: ['job', 'outcome'], registers: [registry] });
// Keep every label to a small, fixed set of values (route templates, content types, outcomes):
// never a raw path, an id or anything a visitor chooses.
// It is served by src/middlewares/metrics.ts (METRICS_TOKEN) and src/platform/metrics.ts (METRICS_PORT).
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { HTTP_DURATION, HTTP_REQUESTS, SECONDS_BUCKETS } from '@ironbark/shared/server-metrics';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({ name: 'cms_http_requests_total', ...HTTP_REQUESTS, registers: [registry] });
export const httpDuration = new Histogram({ name: 'cms_http_request_duration_seconds', ...HTTP_DURATION, registers: [registry] });

export const documentOperations = new Counter({
  name: 'cms_document_operations_total',
  help: 'Document-service calls (find, create, update, publish, ...), by content type, action and outcome (ok, error)',
  labelNames: ['uid', 'action', 'outcome'] as const,
  registers: [registry],
});

export const documentDuration = new Histogram({
  name: 'cms_document_operation_duration_seconds',
  help: 'Time a document-service call took, by content type and action',
  labelNames: ['uid', 'action'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});

/** The route template a request matched (koa-router's), or a fixed name for what no route matched. */
export function routeLabel(matched: string | undefined, path: string): string {
  // Strapi's catch-all for the public folder is a pattern ("([^/]*)"): one name for all of it.
  if (matched && matched.includes('(')) return '/*';
  if (matched) return matched;
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin/*';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  return 'unmatched';
}
