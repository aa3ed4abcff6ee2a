// GET /scheduling/audit?uid&action&actor&documentId&page&pageSize ("Audit trail"): newest first,
// only the types this admin may read (and releases); a bad action is a 400 naming the choices.
import { adminList } from '../../../admin-routes';
import { AUDITED_TYPES } from '../audit';
import { auditVersions } from '../audit-versions';
import { mayRead, readableTypes, refuse } from '../controllers';
import type { Ctx } from '../context';
import { RELEASE_UID } from '../releases-store';
import { AUDIT_ACTIONS, listAudit } from '../store';

export default adminList<Ctx>(async (ctx, { strapi }) => {
  const q = ctx.query;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 100) : undefined);
  const action = str(q.action);
  if (action && !(AUDIT_ACTIONS as readonly string[]).includes(action)) refuse('action', `action: one of ${AUDIT_ACTIONS.join(', ')}`);
  const page = Math.max(1, Math.floor(Number(q.page ?? 1)) || 1);
  const pageSize = Math.min(100, Math.max(1, Math.floor(Number(q.pageSize ?? 50)) || 50));
  const uid = str(q.uid);
  if (uid && uid in AUDITED_TYPES) mayRead(strapi, ctx, uid);
  const { results, total } = await listAudit(strapi.db.connection, { uid, uids: [...readableTypes(strapi, ctx), RELEASE_UID], action, actor: str(q.actor), documentId: str(q.documentId), page, pageSize });
  const versionIds = await auditVersions(strapi, results);
  return {
    results: results.map((r) => ({ ...r, type: AUDITED_TYPES[r.uid] ?? (r.uid === RELEASE_UID ? 'Release' : r.uid), versionId: versionIds.get(r.id) ?? null })),
    pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) },
  };
});
