// Who a new lead goes to (single type "lead-routing"), edited in the admin by the sales team:
// rules by form and enquiry type, each naming an owner (the first that matches wins), else the
// next person of a round-robin team. The owner is an admin user (the e-mail they sign in with,
// checked on save); the lead's owner becomes that admin user, who is e-mailed about it. Applied by
// the CMS when a lead is stored (leads plugin, lead-routing.ts); a lead that already has an owner
// keeps it.
import { FORM_LABELS, FORM_NAMES } from '../blocks/form-names.js';
import { ENQUIRY_TYPE_VALUES } from '../forms/definitions.js';
import { defineComponent } from '../schema/define.js';
import { defineContentType, singleTypeAdmin, type DocumentData } from '../schema/content-type.js';
import { boolean, component, email, enumeration } from '../schema/fields.js';
import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';

export const ANY = 'any';

export const routingRuleComponent = defineComponent({
  category: 'leads',
  name: 'routing-rule',
  displayName: 'Routing rule',
  icon: 'arrowRight',
  description: 'Leads of a form and enquiry type go to one person',
  fields: {
    form: enumeration([ANY, ...FORM_NAMES], {
      default: ANY,
      label: 'Form',
      labels: { [ANY]: 'Any form', ...FORM_LABELS },
      width: 4,
    }),
    enquiryType: enumeration([ANY, ...ENQUIRY_TYPE_VALUES], { default: ANY, label: 'Enquiry type', labels: { [ANY]: 'Any enquiry type' }, width: 4 }),
    owner: email({ label: 'Owner', required: true, description: 'The e-mail address this team member signs in to the CMS with', width: 4 }),
  },
});

export const teamMemberComponent = defineComponent({
  category: 'leads',
  name: 'team-member',
  displayName: 'Team member',
  icon: 'user',
  description: 'One person of the round-robin team',
  fields: {
    owner: email({ label: 'Team member', required: true, description: 'The e-mail address they sign in to the CMS with' }),
  },
});

export const leadRoutingContentType = defineContentType({
  kind: 'singleType',
  singularName: 'lead-routing',
  pluralName: 'lead-routings',
  displayName: CONTENT_TYPE_EDITORIAL.leadRouting.label,
  description: 'Who a new lead goes to: rules by form and enquiry type, else the next person of the team',
  draftAndPublish: false,
  fields: {
    rules: component(routingRuleComponent, { repeatable: true, max: 50, label: 'Rules', description: 'The first rule that matches a new lead gives it its owner' }),
    team: component(teamMemberComponent, {
      repeatable: true,
      max: 30,
      label: 'Round-robin team',
      description: 'Leads that no rule matches go to each of these people in turn',
    }),
    notifyOwner: boolean({
      label: 'E-mail the owner of a new lead',
      description: 'The person the rules or the team give a lead to gets an e-mail about it',
      default: true,
    }),
  },
  // A single type's first save creates it.
  admin: singleTypeAdmin(['create', 'read', 'update']),
});

export type LeadRouting = DocumentData<(typeof leadRoutingContentType)['fields']>;

/** A lead as routing sees it. */
export interface RoutedLead {
  form: string;
  enquiryType?: string | null;
}

/**
 * The owner of a new lead: the first rule whose form and enquiry type match (ANY matches all),
 * else the team member whose turn it is (round-robin), else none. `nextTurn` is asked only when
 * the lead goes round the team, and must hand every caller a different number (the CMS counts in
 * the database, so two processes never take the same turn).
 */
export async function routeLead(
  routing: { rules?: { form: string; enquiryType: string; owner: string }[] | null; team?: { owner: string }[] | null } | null,
  lead: RoutedLead,
  nextTurn: () => number | Promise<number>,
): Promise<{ owner: string; by: 'rule' | 'round-robin' } | null> {
  for (const rule of routing?.rules ?? []) {
    const form = rule.form === ANY || rule.form === lead.form;
    const enquiry = rule.enquiryType === ANY || rule.enquiryType === (lead.enquiryType ?? '');
    if (form && enquiry && rule.owner) return { owner: rule.owner, by: 'rule' };
  }
  const team = (routing?.team ?? []).filter((m) => m.owner);
  if (team.length === 0) return null;
  const turn = await nextTurn();
  return { owner: team[((turn % team.length) + team.length) % team.length]!.owner, by: 'round-robin' };
}
