// Short text: one line (a name, an organisation, an ABN). Where its answer is stored in the lead
// (name, company) also gives the browser's autocomplete; an ABN format adds the ABN check.
import { defineComponent } from '../../schema/define.js';
import { enumeration, integer } from '../../schema/fields.js';
import type { FormField } from '../definitions.js';
import { LEAD_LIMITS } from '../lead-field-rules.js';
import { commonField, commonFields, defineFieldKind, readableAnswer, widthField } from './kind.js';

export const SHORT_TEXT_FORMATS = ['none', 'abn'] as const;

export const shortTextKind = defineFieldKind({
  kind: 'short-text',
  component: defineComponent({
    category: 'form-fields',
    name: 'short-text',
    displayName: 'Short text',
    icon: 'feather',
    description: 'One line of text: a name, an organisation, an ABN',
    fields: {
      ...commonFields({ label: 'Label', labelMax: 120, keyPlaceholder: 'organisation', labelPlaceholder: 'Organisation' }),
      width: widthField(),
      maxLength: integer({ label: 'Longest answer (characters)', min: 1, max: 500, default: 160, width: 4 }),
      format: enumeration(SHORT_TEXT_FORMATS, { default: 'none', label: 'Format', labels: { none: 'Any text', abn: 'ABN (11 digits, checked)' }, width: 4 }),
      leadField: enumeration(['none', 'name', 'company'], {
        default: 'none',
        label: 'Stored in the lead as',
        labels: { none: 'An extra answer', name: 'The person’s name', company: 'The organisation' },
        description: 'The lead desk lists names and organisations in their own columns',
        width: 4,
      }),
    },
  }),
  toField: (d) => {
    const field: FormField = { ...commonField('short-text', d), type: 'text', maxLength: d.maxLength };
    if (d.leadField === 'name') Object.assign(field, { lead: 'name', autoComplete: 'name' });
    if (d.leadField === 'company') Object.assign(field, { lead: 'company', autoComplete: 'organization' });
    if (d.leadField !== 'none') field.maxLength = Math.min(d.maxLength, d.leadField === 'name' ? LEAD_LIMITS.name : LEAD_LIMITS.company);
    if (d.format === 'abn') field.rule = 'abn';
    return field;
  },
  csvCell: readableAnswer,
});
