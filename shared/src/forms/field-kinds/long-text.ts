// Long text: several lines (a message). Line breaks and tabs are kept; other control characters
// are refused (forms/text-rules).
import { defineComponent } from '../../schema/define.js';
import { boolean, integer } from '../../schema/fields.js';
import type { FormField } from '../definitions.js';
import { LEAD_LIMITS } from '../lead-field-rules.js';
import { commonField, commonFields, defineFieldKind, readableAnswer } from './kind.js';

export const longTextKind = defineFieldKind({
  kind: 'long-text',
  component: defineComponent({
    category: 'form-fields',
    name: 'long-text',
    displayName: 'Long text',
    icon: 'discuss',
    description: 'Several lines of text: a message, a description of the need',
    fields: {
      ...commonFields({ label: 'Label', labelMax: 120, keyPlaceholder: 'message', labelPlaceholder: 'How can we help?' }),
      minLength: integer({ label: 'Shortest answer (characters)', min: 0, max: 1000, default: 0, description: '0: no minimum', width: 4 }),
      maxLength: integer({ label: 'Longest answer (characters)', min: 1, max: LEAD_LIMITS.message, default: LEAD_LIMITS.message, width: 4 }),
      isMessage: boolean({ default: false, label: 'Stored as the lead’s message', description: 'One per form: the lead desk shows it as the message', width: 4 }),
    },
  }),
  toField: (d) => {
    const field: FormField = { ...commonField('long-text', d), type: 'textarea', maxLength: d.maxLength };
    if (d.minLength > 0) field.minLength = d.minLength;
    if (d.isMessage) field.lead = 'message';
    return field;
  },
  csvCell: readableAnswer,
});
