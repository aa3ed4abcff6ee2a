// Checkbox: one box to tick ("Send me the quarterly newsletter"); stored as yes or no.
import { defineComponent } from '../../schema/define.js';
import { commonField, commonFields, defineFieldKind, readableAnswer } from './kind.js';

export const checkboxKind = defineFieldKind({
  kind: 'checkbox',
  component: defineComponent({
    category: 'form-fields',
    name: 'checkbox',
    displayName: 'Checkbox',
    icon: 'check',
    description: 'One box to tick, e.g. "Send me the newsletter"',
    fields: commonFields({ label: 'Label', labelMax: 300, keyPlaceholder: 'newsletter', labelPlaceholder: 'Send me the quarterly newsletter' }),
  }),
  toField: (d) => ({ ...commonField('checkbox', d), type: 'checkbox' }),
  csvCell: readableAnswer,
});
