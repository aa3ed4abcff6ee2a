// GET /scheduling/upcoming ("Scheduled changes"): every pending change (soonest first) and the
// recent failures, of the types this admin may read, each with its entry's title.
import type { Core } from '@strapi/strapi';
import { adminList } from '../../../admin-routes';
import { AUDITED_TYPES } from '../audit';
import { readableTypes } from '../controllers';
import type { Ctx } from '../context';
import { upcomingJobs, type Job } from '../store';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

/** Entry titles for a list of jobs, so the upcoming list names what will change. */
async function titles(strapi: Core.Strapi, jobs: Job[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const uid of new Set(jobs.map((j) => j.uid))) {
    const ids = [...new Set(jobs.filter((j) => j.uid === uid).map((j) => j.documentId))];
    if (uid === CONTENT_TYPE_UIDS.global || uid === CONTENT_TYPE_UIDS.navigation) {
      for (const id of ids) out[`${uid}:${id}`] = AUDITED_TYPES[uid];
      continue;
    }
    const rows = (await strapi.documents(uid as typeof CONTENT_TYPE_UIDS.page).findMany({ filters: { documentId: { $in: ids } }, fields: ['title'], status: 'draft', limit: ids.length })) as { documentId: string; title?: string }[];
    for (const r of rows) out[`${uid}:${r.documentId}`] = r.title || r.documentId;
  }
  return out;
}

export default adminList<Ctx>(async (ctx, { strapi }) => {
  const readable = new Set(readableTypes(strapi, ctx));
  const all = await upcomingJobs(strapi.db.connection);
  const upcoming = all.upcoming.filter((j) => readable.has(j.uid));
  const failed = all.failed.filter((j) => readable.has(j.uid));
  const names = await titles(strapi, [...upcoming, ...failed]);
  const withTitle = (j: Job) => ({ ...j, title: names[`${j.uid}:${j.documentId}`] ?? null, type: AUDITED_TYPES[j.uid] ?? j.uid });
  return { upcoming: upcoming.map(withTitle), failed: failed.map(withTitle) };
});
