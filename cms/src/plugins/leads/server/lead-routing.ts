// Gives a new lead its owner by the Lead routing rules (shared/src/content/lead-routing.ts): the
// first rule matching its form and enquiry type, else the next member of the round-robin team
// (the turn is kept in Strapi's store; two CMS processes storing leads at the same moment may
// give two leads the same turn, which only evens out later). A lead stored with an owner keeps
// it. Only an active admin user is ever given a lead: a rule naming someone who has left is
// skipped, so a lead is never refused because of the routing. Saving the routing checks that
// every owner named is an active admin user, and names the field that is not.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { routeLead, type LeadRouting } from '@ironbark/shared/content/lead-routing';

const LEAD_UID = CONTENT_TYPE_UIDS.formSubmission;
const ROUTING_UID = CONTENT_TYPE_UIDS.leadRouting;
const TURN = { type: 'plugin', name: 'leads', key: 'routing-turn' } as const;

async function activeAdmins(strapi: Core.Strapi, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const users = (await strapi.db.query('admin::user').findMany({ select: ['email'], where: { email: { $in: emails }, isActive: true } })) as { email: string }[];
  return new Set(users.map((u) => u.email.toLowerCase()));
}

/** The routing with only owners who are active admin users (the rest are skipped). */
async function usableRouting(strapi: Core.Strapi): Promise<LeadRouting | null> {
  const routing = (await strapi.documents(ROUTING_UID).findFirst({ populate: ['rules', 'team'] })) as LeadRouting | null;
  if (!routing) return null;
  const named = [...(routing.rules ?? []).map((r) => r.owner), ...(routing.team ?? []).map((m) => m.owner)].filter(Boolean);
  const active = await activeAdmins(strapi, named);
  return {
    ...routing,
    rules: (routing.rules ?? []).filter((r) => active.has(r.owner.toLowerCase())),
    team: (routing.team ?? []).filter((m) => active.has(m.owner.toLowerCase())),
  };
}

export function registerLeadRouting(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (context.uid === LEAD_UID && context.action === 'create' && data && !(typeof data.owner === 'string' && data.owner.trim() !== '')) {
      try {
        const routing = await usableRouting(strapi);
        const store = strapi.store(TURN);
        const turn = Number((await store.get({ key: TURN.key })) ?? 0) || 0;
        const routed = routeLead(routing, { form: String(data.form ?? ''), enquiryType: typeof data.enquiryType === 'string' ? data.enquiryType : null }, turn);
        if (routed) {
          data.owner = routed.owner;
          if (routed.by === 'round-robin') await store.set({ key: TURN.key, value: turn + 1 });
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
      const active = await activeAdmins(strapi, named.map((n) => n.email.trim()));
      const unknown = named.filter((n) => !active.has(n.email.trim().toLowerCase()));
      if (unknown.length > 0) {
        const message = 'No active admin user has this e-mail address: use the address a team member signs in with';
        throw new errors.ValidationError(`${unknown[0]!.path.join('.')}: ${message}`, {
          errors: unknown.map((u) => ({ path: u.path, message, name: 'ValidationError' })),
        });
      }
    }
    return next();
  });
}
