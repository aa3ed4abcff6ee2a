import { defineBlock, type ComponentData } from '../schema/define.js';
import { enumeration, string, text } from '../schema/fields.js';

import { formNameFromBlockValue, type FormName } from './form-names.js';

export { FORM_NAMES, type FormName } from './form-names.js';

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
export function formNameOf(block: Pick<FormBlock, 'form'>): FormName {
  return formNameFromBlockValue(block.form);
}
