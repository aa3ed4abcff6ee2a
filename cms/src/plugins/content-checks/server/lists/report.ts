// GET /content-checks/report ("Content report"): every problem in pages, resources and forms (and
// the navigation), with links to fix them, from the report the server keeps (recomputed after a
// change). Only for those who may read both pages and resources: it names every one with a
// problem; the entries of the other checked types (forms) only to those who may read them.
import { errors } from '@strapi/utils';
import { adminList } from '../../../admin-routes';
import { mayOnType, type UserAbility } from '../../../content-permission';
import { CHECKED, type ReportCache } from '../report';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

/** The types the report is for: who may read these may open it. */
const REPORT_NEEDS = [CONTENT_TYPE_UIDS.page, CONTENT_TYPE_UIDS.blog];

interface Ctx {
  query: Record<string, unknown>;
  params: Record<string, string>;
  state: { userAbility?: UserAbility };
  body: unknown;
}

export default adminList<Ctx, { cache: ReportCache }>(async (ctx, { strapi, cache }) => {
  if (!REPORT_NEEDS.every((uid) => mayOnType(strapi, ctx.state.userAbility, 'read', uid))) {
    throw new errors.ForbiddenError('The content report is for those who may read pages and resources.');
  }
  const report = await cache.get();
  const hidden = Object.keys(CHECKED).filter((uid) => !mayOnType(strapi, ctx.state.userAbility, 'read', uid));
  if (hidden.length === 0) return report;
  // Entries of types this person may not read are left out, with their problems.
  const entries = report.entries.filter((e) => !hidden.includes(e.uid));
  return { ...report, entries, problems: entries.reduce((n, e) => n + e.problems.length, 0) };
});
