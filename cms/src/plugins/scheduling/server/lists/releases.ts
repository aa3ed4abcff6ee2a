// GET /scheduling/releases ("Releases"): the latest 200 releases, scheduled and publishing ones first, with their
// number of entries.
import { adminList } from '../../../admin-routes';
import type { Ctx } from '../context';
import { listReleases } from '../releases-store';

export default adminList<Ctx>(async (_ctx, { strapi }) => ({ releases: await listReleases(strapi.db.connection) }));
