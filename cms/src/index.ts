// Strapi's entry points, composed from the CMS's concerns, each in its own folder with its own
// index.ts (src/platform/concern.ts says what a concern is):
// - platform: readiness, graceful stop, metrics, the admin as code, the seed of an empty database;
// - documents: what may be saved and published (resources, blocks, redirects, gated files);
// - search: searchText and the site search's full-text index;
// - forms: form submissions, the form builder's rules, the team's e-mail, the code forms seeded;
// - staff: sessions, sign-in, permissions, the web's API token, the demo accounts;
// - revalidation: the web told about changes, last, so start-up work is never announced.
// register() runs each concern's middlewares in this order (the outermost first); bootstrap() runs
// every concern's prepare, then every seed, then every start. Each step is idempotent.
// Content types live in src/api, admin plugins (history, scheduling and the audit trail, checks,
// leads, live preview) in src/plugins, Strapi's own plugins' extensions in src/extensions.
import type { Core } from '@strapi/strapi';
import { documents } from './documents';
import { forms } from './forms';
import type { Concern } from './platform/concern';
import { platform } from './platform';
import { revalidation } from './revalidation';
import { search } from './search';
import { staff } from './staff';

const CONCERNS: readonly Concern[] = [platform, documents, search, forms, staff, revalidation];

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    for (const concern of CONCERNS) concern.register?.(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    for (const phase of ['prepare', 'seed', 'start'] as const) {
      for (const concern of CONCERNS) await concern[phase]?.(strapi);
    }
  },
};
