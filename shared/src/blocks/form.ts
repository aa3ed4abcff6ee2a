import { defineBlock, type ComponentData } from '../schema/define.js';
import { enumeration, string, text } from '../schema/fields.js';

export const FORM_NAMES = ['contact', 'partner', 'campaign-lead'] as const;
export type FormName = (typeof FORM_NAMES)[number];

export const formBlock = defineBlock({
  name: 'form',
  displayName: 'Form',
  icon: 'write',
  description: 'A contact, partner or campaign lead form',
  fields: {
    form: enumeration(['contact', 'partner', 'campaign_lead'], { default: 'contact' }),
    heading: string({ max: 120 }),
    intro: text({ max: 500 }),
    /** Campaign lead forms: recorded with every submission. */
    campaign: string({ max: 80 }),
    submitLabel: string({ max: 40 }),
  },
});

export type FormBlock = ComponentData<typeof formBlock>;

/** The block's enumeration value (Strapi enumerations allow no hyphen) as a form name. */
export function formNameOf(block: FormBlock): FormName {
  return block.form === 'campaign_lead' ? 'campaign-lead' : block.form;
}
