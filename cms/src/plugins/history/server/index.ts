// The history plugin's server (docs/decisions/0015-content-history.md): a version of every page,
// resource, navigation and global settings at each publish and saved draft (record.ts), the
// comparison (compare.ts), restore into the draft (restore.ts), and recently deleted pages and
// resources, kept DELETED_KEEP_DAYS (shared history-rules) and cleaned up daily with Strapi's cron (cms/config/server.ts enables it).
import type { Core } from '@strapi/strapi';
import { withAdminLists } from '../../admin-routes';
import { contentTypes } from './content-types';
import { controllers } from './controllers';
import { registerVersionRecording } from './record';
import { routes } from './routes';
import { keepVersions, versions } from './store';
import { SITE_TIME_ZONE } from '@ironbark/shared/config/site';
import { DELETED_KEEP_DAYS } from '@ironbark/shared/content/history-rules';

async function cleanup(strapi: Core.Strapi) {
  try {
    const removed = await versions(strapi).cleanup();
    if (removed > 0) strapi.log.info(`history: ${removed} versions of documents deleted more than ${DELETED_KEEP_DAYS} days ago removed`);
  } catch (error) {
    strapi.log.error(`history: cleanup failed: ${(error as Error).message}`);
  }
}

export default withAdminLists(__dirname, {
  register({ strapi }: { strapi: Core.Strapi }) {
    keepVersions(); // a bad HISTORY_KEEP_VERSIONS stops the start with a clear message
    registerVersionRecording(strapi);
  },
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await cleanup(strapi);
    strapi.cron.add({ historyCleanup: { task: () => cleanup(strapi), options: { rule: '17 3 * * *', tz: SITE_TIME_ZONE } } });
  },
  contentTypes,
  controllers,
  routes,
});
