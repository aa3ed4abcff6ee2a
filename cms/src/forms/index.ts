// Forms and leads: what a form submission may hold (form-submission-rules.ts), the form builder's
// save rules (form-rules.ts: a form with leads is archived, not deleted), a button's enquiry type
// checked against the form it opens (cta-form-rules.ts), the team's e-mail about a
// lead with its retries (notify-submissions.ts), leads of retired statuses moved on
// (lead-statuses.ts), and the three code forms as CMS forms on a new database (seed-forms.ts).
// The lead desk and measurement are the leads plugin (src/plugins/leads).
import type { Concern } from '../platform/concern';
import { registerCtaFormRules } from './cta-form-rules';
import { registerFormRules } from './form-rules';
import { registerFormSubmissionRules } from './form-submission-rules';
import { moveClosedLeads } from './lead-statuses';
import { registerSubmissionNotifications, startNotificationSweep } from './notify-submissions';
import { seedFormsOnce } from './seed-forms';

export const forms: Concern = {
  register(strapi) {
    registerFormSubmissionRules(strapi);
    registerFormRules(strapi);
    registerCtaFormRules(strapi);
    registerSubmissionNotifications(strapi);
  },
  seed: seedFormsOnce,
  async start(strapi) {
    await moveClosedLeads(strapi);
    startNotificationSweep(strapi);
  },
};
