// GET /content-checks/report ("Content report"): every problem in pages and resources (and the
// navigation), with links to fix them, from the report the server keeps (recomputed after a
// change). Only for those who may read both pages and resources: it names every one with a problem.
import { errors } from '@strapi/utils';
import { adminList } from '../../../admin-routes';
import { mayOnType, type UserAbility } from '../../../content-permission';
import { CHECKED, type ReportCache } from '../report';

interface Ctx {
  query: Record<string, unknown>;
  params: Record<string, string>;
  state: { userAbility?: UserAbility };
  body: unknown;
}

export default adminList<Ctx, { cache: ReportCache }>(async (ctx, { strapi, cache }) => {
  if (!Object.keys(CHECKED).every((uid) => mayOnType(strapi, ctx.state.userAbility, 'read', uid))) {
    throw new errors.ForbiddenError('The content report is for those who may read pages and resources.');
  }
  return cache.get();
});
