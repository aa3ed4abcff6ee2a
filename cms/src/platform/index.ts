// The platform: readiness and the graceful stop (lifecycle.ts), metrics (every document-service
// call counted, the METRICS_PORT listener), the admin as code (admin-config.ts) and the seed of
// an empty database (seed-once.ts).
import type { Concern } from './concern';
import { applyAdminConfiguration } from './admin-config';
import { keepIdleConnections, registerLifecycle } from './lifecycle';
import { registerDocumentMetrics, startMetricsListener } from './metrics';
import { seedOnce } from './seed-once';

export const platform: Concern = {
  register(strapi) {
    registerLifecycle(strapi);
    registerDocumentMetrics(strapi);
  },
  async prepare(strapi) {
    keepIdleConnections(strapi);
    await applyAdminConfiguration(strapi);
  },
  seed: seedOnce,
  start: startMetricsListener,
};
