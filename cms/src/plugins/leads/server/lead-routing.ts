// Gives a new lead its owner by the Lead routing rules (shared/src/content/lead-routing.ts): the
// first rule matching its form and enquiry type, else the next member of the round-robin team
// (the turn is a counter in the database, lead-owners.ts nextTurn, so two CMS processes never
// hand out the same turn). The owner is the admin user with the address the routing names, and
// is e-mailed about the lead (unless the routing says not to). A lead stored with an owner keeps
// it. Only an active admin user is ever given a lead: a rule naming someone who has left is
// skipped, so a lead is never refused because of the routing. Saving the routing checks that
// every owner named is an active admin user, and names the field that is not.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { routeLead, type LeadRouting } from '@ironbark/shared/content/lead-routing';
import type { AdminUserRef } from '@ironbark/shared/schema/fields';
import { activeAdminsByEmail, nextTurn, type OwnerAlerts } from './lead-owners';

const LEAD_UID = CONTENT_TYPE_UIDS.formSubmission;
const ROUTING_UID = CONTENT_TYPE_UIDS.leadRouting;

/** The routing with only owners who are active admin users (the rest are skipped), and those users. */
async function usableRouting(strapi: Core.Strapi): Promise<{ routing: LeadRouting; users: Map<string, AdminUserRef> } | null> {
  const routing = (await strapi.documents(ROUTING_UID).findFirst({ populate: ['rules', 'team'] })) as LeadRouting | null;
  if (!routing) return null;
  const named = [...(routing.rules ?? []).map((r) => r.owner), ...(routing.team ?? []).map((m) => m.owner)].filter(Boolean);
  const users = await activeAdminsByEmail(strapi, named);
  return {
    users,
    routing: {
      ...routing,
      rules: (routing.rules ?? []).filter((r) => users.has(r.owner.toLowerCase())),
      team: (routing.team ?? []).filter((m) => users.has(m.owner.toLowerCase())),
    },
  };
}

/** Whether a create's data names an owner already (any of the shapes Strapi takes for a relation). */
function hasOwner(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const v = value as { connect?: unknown[]; set?: unknown[] };
    if ('connect' in v || 'set' in v) return (v.connect?.length ?? 0) + (v.set?.length ?? 0) > 0;
  }
  return !(Array.isArray(value) && value.length === 0);
}

/** A repeated store of the same submission answers the stored lead (form-submission-rules): no turn, no e-mail. */
async function alreadyStored(strapi: Core.Strapi, key: unknown): Promise<boolean> {
  if (typeof key !== 'string' || key === '') return false;
  return (await strapi.db.query(LEAD_UID).count({ where: { submissionKey: key } })) > 0;
}

export function registerLeadRouting(strapi: Core.Strapi, owners: () => OwnerAlerts | undefined) {
  strapi.documents.use(async (context, next) => {
    const data = (context.params as { data?: Record<string, unknown> }).data;
    let routed: { user: AdminUserRef; by: 'rule' | 'round-robin'; notify: boolean } | null = null;
    if (context.uid === LEAD_UID && context.action === 'create' && data && !hasOwner(data.owner) && !(await alreadyStored(strapi, data.submissionKey))) {
      try {
        const usable = await usableRouting(strapi);
        const route = usable ? await routeLead(usable.routing, { form: String(data.form ?? ''), enquiryType: typeof data.enquiryType === 'string' ? data.enquiryType : null }, () => nextTurn(strapi)) : null;
        const user = route ? usable!.users.get(route.owner.toLowerCase()) : undefined;
        if (route && user) {
          data.owner = { set: [{ id: user.id }] };
          routed = { user, by: route.by, notify: usable!.routing.notifyOwner !== false };
        }
      } catch (error) {
        // Routing must never cost a lead: it is stored without an owner.
        strapi.log.error(`lead routing failed; the lead is stored without an owner: ${(error as Error).message}`);
      }
    }
    if (context.uid === ROUTING_UID && (context.action === 'create' || context.action === 'update') && data) {
      const routing = data as Partial<LeadRouting>;
      const named = [
        ...(routing.rules ?? []).map((r, i) => ({ path: ['rules', String(i), 'owner'], email: r.owner })),
        ...(routing.team ?? []).map((m, i) => ({ path: ['team', String(i), 'owner'], email: m.owner })),
      ].filter((n) => typeof n.email === 'string' && n.email.trim() !== '');
      const active = await activeAdminsByEmail(strapi, named.map((n) => n.email));
      const unknown = named.filter((n) => !active.has(n.email.trim().toLowerCase()));
      if (unknown.length > 0) {
        const message = 'No active admin user has this e-mail address: use the address a team member signs in with';
        throw new errors.ValidationError(`${unknown[0]!.path.join('.')}: ${message}`, {
          errors: unknown.map((u) => ({ path: u.path, message, name: 'ValidationError' })),
        });
      }
    }
    const result = await next();
    if (routed?.notify) {
      const { documentId } = result as unknown as { documentId: string };
      owners()?.notify(documentId, routed.user, { by: routed.by });
    }
    return result;
  });
}
