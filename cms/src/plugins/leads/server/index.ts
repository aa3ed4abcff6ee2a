// The leads plugin's server: the measurement endpoint the web server sends events to (content API,
// the web's API token), and the admin's routes: the measurement dashboard and its CSV, the leads
// CSV (as filtered in the list), a lead's answers by their labels, and whether e-mail is set up.
// Its own permission, "Read the measurement dashboard", is given to the Editor role by the app
// (cms/src/platform/admin-config.ts: the roles exist only once every plugin has started).
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { controllers } from './controllers';
import { createOwnerAlerts, linkTypedOwners, type OwnerAlerts } from './lead-owners';
import { registerLeadRouting } from './lead-routing';
import { createLeadWebhooks, leadAdminUrl, siteName, webhookSettings, type LeadWebhooks } from './lead-webhooks';
import { keepDays, purgeOldEvents } from './measurement-store';
import { generateDemoMeasurement, type DemoOptions } from './measurement-demo';
import { removeDemoEvents } from './measurement-store';
import { routes } from './routes';

export const READ_ACTION = 'plugin::leads.read';
const HOUR = 3_600_000;
let purgeTimer: NodeJS.Timeout | undefined;
let webhooks: LeadWebhooks | undefined;
let owners: OwnerAlerts | undefined;
let stopWebhookSweep: (() => void) | undefined;

async function purge(strapi: Core.Strapi) {
  try {
    const removed = await purgeOldEvents(strapi.db.connection, { keepDays: keepDays() });
    if (removed.raw > 0) strapi.log.info(`measurement: ${removed.raw} raw events older than 30 days removed`);
    if (removed.daily > 0) strapi.log.info(`measurement: ${removed.daily} daily counts older than MEASUREMENT_KEEP_DAYS removed`);
  } catch (error) {
    strapi.log.error(`measurement: purging old events failed: ${(error as Error).message}`);
  }
}

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // A bad LEAD_WEBHOOKS or secret stops the start with a clear message.
    const settings = webhookSettings();
    const alerts = createLeadWebhooks(strapi, settings);
    webhooks = alerts;
    // A new lead gets its owner by the Lead routing rules (lead-routing.ts), who is e-mailed.
    owners = createOwnerAlerts(strapi, { retrySeconds: settings.retrySeconds, leadUrl: (id) => leadAdminUrl(strapi, id), siteName: () => siteName(strapi) });
    registerLeadRouting(strapi, () => owners);
    // After a lead is stored, its webhook alerts go out in the background (lead-webhooks.ts).
    strapi.documents.use(async (context, next) => {
      const result = await next();
      if (context.uid === CONTENT_TYPE_UIDS.formSubmission && context.action === 'create') {
        const { documentId } = result as unknown as { documentId: string };
        void alerts.leadStored(documentId).catch((error: Error) => strapi.log.error(`lead ${documentId}: webhook alerts not started: ${error.message}`));
      }
      return result;
    });
    const actions = strapi.service('admin::permission') as unknown as { actionProvider: { registerMany(a: Record<string, unknown>[]): Promise<void> } };
    await actions.actionProvider.registerMany([
      { section: 'plugins', displayName: 'Read the measurement dashboard', uid: 'read', pluginName: 'leads' },
    ]);
  },
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    keepDays(); // a bad MEASUREMENT_KEEP_DAYS stops the start with a clear message
    // Owners typed as e-mail addresses before owners were admin users (lead-owners.ts).
    const typed = await linkTypedOwners(strapi);
    if (typed.linked + typed.kept > 0) strapi.log.info(`leads: ${typed.linked} typed owners linked to their admin user, ${typed.kept} kept as typed (no admin user has the address)`);
    await purge(strapi);
    purgeTimer = setInterval(() => void purge(strapi), HOUR);
    purgeTimer.unref();
    if (process.env.CMS_COMMAND !== 'true') {
      void webhooks?.sweep().catch(() => undefined);
      stopWebhookSweep = webhooks?.startSweep();
    }
  },
  destroy() {
    if (purgeTimer) clearInterval(purgeTimer);
    stopWebhookSweep?.();
  },
  controllers,
  routes,
  services: {
    // The demo month (measurement-demo.ts): made after the first seed, and by the command.
    // The webhook alerts, for the admin's "Send a test alert" and the lead desk.
    // The owner's e-mail when someone gives a lead to another person in the desk.
    owners: () => ({ notify: (...args: Parameters<OwnerAlerts['notify']>) => owners?.notify(...args) }),
    alerts: () => ({
      endpoints: () => (webhooks?.endpoints ?? []).map(({ id, format }) => ({ id, format })),
      test: () => webhooks?.test() ?? Promise.resolve([]),
    }),
    demo: ({ strapi }: { strapi: Core.Strapi }) => ({
      generate: (options?: DemoOptions) => generateDemoMeasurement(strapi, options),
      remove: () => removeDemoEvents(strapi.db.connection),
    }),
  },
};
