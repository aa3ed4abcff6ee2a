// Phone: 8 to 20 digits, spaces, brackets and hyphens, an optional leading + (the 'phone' rule,
// the code forms' own rule and message).
import { defineComponent } from '../../schema/define.js';
import { boolean } from '../../schema/fields.js';
import { LEAD_LIMITS } from '../lead-field-rules.js';
import { commonField, commonFields, defineFieldKind, readableAnswer, widthField } from './kind.js';


export const phoneKind = defineFieldKind({
  kind: 'phone',
  component: defineComponent({
    category: 'form-fields',
    name: 'phone',
    displayName: 'Phone',
    icon: 'headphone',
    description: 'A phone number, e.g. 02 5550 4200',
    fields: {
      ...commonFields({ label: 'Label', labelMax: 120, keyPlaceholder: 'phone', labelPlaceholder: 'Phone' }),
      width: widthField(),
      isContact: boolean({ default: true, label: 'The lead’s phone number', width: 4 }),
    },
  }),
  toField: (d) => ({
    ...commonField('phone', d),
    type: 'tel',
    maxLength: LEAD_LIMITS.phone,
    autoComplete: 'tel',
    rule: 'phone' as const,
    ...(d.isContact ? { lead: 'phone' as const } : {}),
  }),
  csvCell: readableAnswer,
});
