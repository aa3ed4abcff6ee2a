// Strapi's entry points. register(): the document-service middleware that tells the web what
// changed, and the one that emails the team about a form submission. bootstrap(): role
// permissions, search indexes, the web server's API token, the seed content and (outside
// production) the demo accounts. Each step is idempotent.
import type { Core } from '@strapi/strapi';
import { applyAdminConfiguration } from './bootstrap/admin-config';
import { provisionWebToken } from './bootstrap/api-token';
import { ensureDemoAccounts } from './bootstrap/demo-accounts';
import { syncPermissions } from './bootstrap/permissions';
import { registerFormSubmissionRules } from './bootstrap/form-submission-rules';
import { registerSubmissionNotifications } from './bootstrap/notify-submissions';
import { registerRevalidation } from './bootstrap/revalidate';
import { ensureSearchIndexes } from './bootstrap/search-indexes';
import { registerResourceValidation } from './bootstrap/validate-resources';
import { seed } from './seed/seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerResourceValidation(strapi);
    registerRevalidation(strapi);
    registerFormSubmissionRules(strapi);
    registerSubmissionNotifications(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await syncPermissions(strapi);
    await ensureSearchIndexes(strapi);
    await provisionWebToken(strapi);
    await applyAdminConfiguration(strapi);
    await seed(strapi);
    await ensureDemoAccounts(strapi);
  },
};
