// Strapi's entry points. register(): the document-service middlewares that check resources, keep
// each resource's searchText, email the team about a form submission and end a user's sessions
// when their password changes. bootstrap(): role permissions, search indexes, the web server's
// API token, the seed (once, on an empty database), the three code forms as CMS forms (once, seed-forms.ts), searchText for resources saved before it
// existed, the demo accounts (see demo-accounts.ts for when), leads of retired statuses, the
// retry of failed lead e-mails, and last the notifier that tells the web about changes, so
// start-up work is never announced. Each step is idempotent. register() also refuses to publish
// a page with a block the site would leave out (publish-blocks.ts) and a redirect that would take
// over a sign-in or staff path or lead to another website unasked (redirect-rules.ts), and to
// delete a form that has leads (form-rules.ts: archive it instead).
// bootstrap() also makes the admin sign-in take the same time for unknown emails (admin-login.ts).
// Gated guides' files are kept out of public reach and out of the content API's answers
// (gated-files.ts, private-file-output.ts), put right at start-up too.
// Upload checks and staff-session rules live in src/extensions (upload, users-permissions).
// Also: metrics (every document-service call counted, the METRICS_PORT listener) and the
// graceful stop scripts/run.mjs calls on SIGTERM (bootstrap/lifecycle.ts).
import type { Core } from '@strapi/strapi';
import { applyAdminConfiguration } from './bootstrap/admin-config';
import { registerConstantTimeAdminLogin } from './bootstrap/admin-login';
import { ensureContentIndexes } from './bootstrap/content-indexes';
import { provisionWebToken } from './bootstrap/api-token';
import { ensureDemoAccounts } from './bootstrap/demo-accounts';
import { registerGatedFiles, startGatedFiles } from './bootstrap/gated-files';
import { registerPrivateFileOutput } from './bootstrap/private-file-output';
import { keepIdleConnections, registerLifecycle } from './bootstrap/lifecycle';
import { registerDocumentMetrics, startMetricsListener } from './bootstrap/metrics';
import { syncPermissions } from './bootstrap/permissions';
import { registerFormSubmissionRules } from './bootstrap/form-submission-rules';
import { registerFormRules } from './bootstrap/form-rules';
import { registerCtaFormRules } from './bootstrap/cta-form-rules';
import { moveClosedLeads } from './bootstrap/lead-statuses';
import { registerSubmissionNotifications, startNotificationSweep } from './bootstrap/notify-submissions';
import { registerPublishCheck } from './bootstrap/publish-blocks';
import { registerRedirectRules } from './bootstrap/redirect-rules';
import { startRevalidation } from './bootstrap/revalidate';
import { ensureSearchIndexes } from './bootstrap/search-indexes';
import { backfillSearchText, registerSearchText } from './bootstrap/search-text';
import { seedOnce } from './bootstrap/seed-once';
import { seedFormsOnce } from './bootstrap/seed-forms';
import { ensureSearchIndex } from './search/indexer';
import { registerSessionRevocation } from './bootstrap/staff-sessions';
import { registerResourceValidation } from './bootstrap/validate-resources';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerLifecycle(strapi);
    registerDocumentMetrics(strapi);
    registerResourceValidation(strapi);
    registerSearchText(strapi);
    registerFormSubmissionRules(strapi);
    registerFormRules(strapi);
    registerCtaFormRules(strapi);
    registerRedirectRules(strapi);
    registerSubmissionNotifications(strapi);
    registerSessionRevocation(strapi);
    registerPublishCheck(strapi);
    registerGatedFiles(strapi);
    registerPrivateFileOutput(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    keepIdleConnections(strapi);
    registerConstantTimeAdminLogin(strapi);
    await syncPermissions(strapi);
    await ensureSearchIndexes(strapi);
    await ensureContentIndexes(strapi);
    await provisionWebToken(strapi);
    await applyAdminConfiguration(strapi);
    await seedOnce(strapi);
    await seedFormsOnce(strapi);
    await startGatedFiles(strapi);
    await backfillSearchText(strapi);
    await ensureSearchIndex(strapi);
    await ensureDemoAccounts(strapi);
    await moveClosedLeads(strapi);
    startNotificationSweep(strapi);
    startRevalidation(strapi);
    await startMetricsListener(strapi);
  },
};
