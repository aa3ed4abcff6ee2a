// Strapi's entry points. register(): the document-service middleware that tells the web what
// changed, the one that emails the team about a form submission and the one that keeps each
// resource's searchText. bootstrap(): role permissions, search indexes, the web server's API
// token, the seed content, searchText for older resources and (outside production) the demo
// accounts. Each step is idempotent.
import type { Core } from '@strapi/strapi';
import { provisionWebToken } from './bootstrap/api-token';
import { ensureDemoAccounts } from './bootstrap/demo-accounts';
import { syncPermissions } from './bootstrap/permissions';
import { registerSubmissionNotifications } from './bootstrap/notify-submissions';
import { registerRevalidation } from './bootstrap/revalidate';
import { ensureSearchIndexes } from './bootstrap/search-indexes';
import { backfillSearchText, registerSearchText } from './bootstrap/search-text';
import { registerResourceValidation } from './bootstrap/validate-resources';
import { seed } from './seed/seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerResourceValidation(strapi);
    registerSearchText(strapi);
    registerRevalidation(strapi);
    registerSubmissionNotifications(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await syncPermissions(strapi);
    await ensureSearchIndexes(strapi);
    await provisionWebToken(strapi);
    await seed(strapi);
    await backfillSearchText(strapi);
    await ensureDemoAccounts(strapi);
  },
};
