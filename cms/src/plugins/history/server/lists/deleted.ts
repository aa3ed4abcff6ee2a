// GET /history/deleted ("Recently deleted"): pages and resources deleted in the last
// DELETED_KEEP_DAYS days (shared history-rules), of the types this admin may read.
import { adminList } from '../../../admin-routes';
import { mayOnType } from '../../../content-permission';
import { kindName, summary, type Ctx } from '../controllers';
import { versions } from '../store';

export default adminList<Ctx>(async (ctx, { strapi }) => {
  const rows = (await versions(strapi).deleted()).filter((r) => mayOnType(strapi, ctx.state.userAbility, 'read', r.targetUid));
  return { deleted: rows.map((r) => ({ ...summary(r), type: kindName(r.targetUid) })) };
});
