import { factories } from '@strapi/strapi';

// Strapi 5 lets anyone with read access ask for drafts (?status=draft): reads go through
// published-only, so only the web server's API token (preview) sees the unpublished draft.
export default factories.createCoreRouter('api::global.global', {
  config: {
    find: { middlewares: ['global::published-only'] },
  },
});
