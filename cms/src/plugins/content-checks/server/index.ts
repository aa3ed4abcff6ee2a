// The content checks' server (issue 21): the checks of a page or resource's draft for its edit
// view, and the site-wide report for the admin menu, recomputed after a change (the checks
// themselves are in @ironbark/shared/content/content-checks). Its errors are what publishing
// refuses (the same function: cms/src/documents/publish-blocks.ts); its warnings never stop a publish.
import type { Core } from '@strapi/strapi';
import { withAdminLists } from '../../admin-routes';
import { controllers } from './controllers';
import { registerReportInvalidation } from './middleware';
import { reportCache, type ReportCache } from './report';
import { routes } from './routes';

let cache: ReportCache | null = null;
const lazyCache: ReportCache = {
  markStale: () => cache?.markStale(),
  get: () => {
    if (!cache) throw new Error('content-checks: not started');
    return cache.get();
  },
};

export default withAdminLists(
  __dirname,
  {
    register({ strapi }: { strapi: Core.Strapi }) {
      cache = reportCache(strapi);
      registerReportInvalidation(strapi, lazyCache);
    },
    controllers: controllers(),
    routes,
  },
  { cache: lazyCache },
);
