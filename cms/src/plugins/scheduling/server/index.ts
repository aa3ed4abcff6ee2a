// The scheduling plugin's server: scheduled publish and unpublish (runner.ts: Strapi's cron every
// few seconds, and once at start for what fell due while the CMS was down), the audit trail
// (audit.ts: the 'audit.record' events anything emits, and the publish, unpublish and delete
// people make, kept AUDIT_KEEP_DAYS and purged daily), and their admin routes (the lists' found in lists/).
import type { Core } from '@strapi/strapi';
import { withAdminLists } from '../../admin-routes';
import { registerAuditMiddleware, subscribeAudit } from './audit';
import { controllers } from './controllers';
import { routes } from './routes';
import { pollSeconds, runDueJobs, trackJobMetrics } from './runner';
import { purgeOld } from './store';

let startupTimer: NodeJS.Timeout | undefined;

async function purge(strapi: Core.Strapi) {
  try {
    const removed = await purgeOld(strapi.db.connection);
    if (removed > 0) strapi.log.info(`audit: ${removed} entries older than a year removed`);
  } catch (error) {
    strapi.log.error(`audit: purging old entries failed: ${(error as Error).message}`);
  }
}

export default withAdminLists(__dirname, {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerAuditMiddleware(strapi);
  },
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    trackJobMetrics(strapi);
    subscribeAudit(strapi);
    await purge(strapi);
    // Nothing runs before the app's own bootstrap has finished (the web's revalidation is set up
    // last there), so a scheduled publish is always announced.
    // A one-off command (create-staff, seed: cms/scripts/lib/strapi-app.mjs) loads the CMS without
    // serving it: it runs no scheduled change, which its shutdown would cut off mid-way.
    if (process.env.CMS_COMMAND === 'true') return;
    const whenLoaded = () => (strapi.isLoaded ? runDueJobs(strapi) : Promise.resolve(0));
    strapi.cron.add({
      'scheduling-run-due': { task: whenLoaded, options: `*/${pollSeconds()} * * * * *` },
      'audit-purge': { task: () => purge(strapi), options: '0 30 3 * * *' },
    });
    // What fell due while the CMS was down runs as soon as the app has finished starting.
    startupTimer = setInterval(() => {
      if (!strapi.isLoaded) return;
      clearInterval(startupTimer);
      void runDueJobs(strapi);
    }, 250);
    startupTimer.unref();
  },
  destroy() {
    clearInterval(startupTimer);
  },
  controllers,
  routes,
});
