// The leads plugin's server: the measurement endpoint the web server sends events to (content API,
// the web's API token), and the admin's routes: the measurement dashboard and its CSV, the leads
// CSV (as filtered in the list), a lead's answers by their labels, and whether e-mail is set up.
// Its own permission, "Read the measurement dashboard", is given to the Editor role by the app
// (cms/src/bootstrap/admin-config.ts: the roles exist only once every plugin has started).
import type { Core } from '@strapi/strapi';
import { controllers } from './controllers';
import { ensureMeasurementTables, keepDays, purgeOldEvents } from './measurement-store';
import { generateDemoMeasurement, type DemoOptions } from './measurement-demo';
import { removeDemoEvents } from './measurement-store';
import { routes } from './routes';

export const READ_ACTION = 'plugin::leads.read';
const HOUR = 3_600_000;
let purgeTimer: NodeJS.Timeout | undefined;

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
    const actions = strapi.service('admin::permission') as unknown as { actionProvider: { registerMany(a: Record<string, unknown>[]): Promise<void> } };
    await actions.actionProvider.registerMany([
      { section: 'plugins', displayName: 'Read the measurement dashboard', uid: 'read', pluginName: 'leads' },
    ]);
  },
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    keepDays(); // a bad MEASUREMENT_KEEP_DAYS stops the start with a clear message
    await ensureMeasurementTables(strapi.db.connection);
    await purge(strapi);
    purgeTimer = setInterval(() => void purge(strapi), HOUR);
    purgeTimer.unref();
  },
  destroy() {
    if (purgeTimer) clearInterval(purgeTimer);
  },
  controllers,
  routes,
  services: {
    // The demo month (measurement-demo.ts): made after the first seed, and by the command.
    demo: ({ strapi }: { strapi: Core.Strapi }) => ({
      generate: (options?: DemoOptions) => generateDemoMeasurement(strapi, options),
      remove: () => removeDemoEvents(strapi.db.connection),
    }),
  },
};
