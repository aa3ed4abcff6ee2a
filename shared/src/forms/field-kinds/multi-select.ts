// Multi-select: any number of options from a list (at least one when required). Sent as several
// values of one name (ticked boxes) or one comma-separated value; stored comma-separated.
import { defineComponent } from '../../schema/define.js';
import { component } from '../../schema/fields.js';
import { commonField, commonFields, defineFieldKind, readableAnswer } from './kind.js';
import { formOptionComponent, optionsOf } from './option.js';

export const multiSelectKind = defineFieldKind({
  kind: 'multi-select',
  component: defineComponent({
    category: 'form-fields',
    name: 'multi-select',
    displayName: 'Multi-select',
    icon: 'check',
    description: 'Any number of choices from a list of options, shown as tick boxes',
    fields: {
      ...commonFields({ label: 'Label', labelMax: 120, keyPlaceholder: 'services', labelPlaceholder: 'Which services interest you?' }),
      options: component(formOptionComponent, { repeatable: true, min: 1, max: 40, label: 'Options' }),
    },
  }),
  toField: (d) => ({ ...commonField('multi-select', d), type: 'multiselect', options: optionsOf(d.options) }),
  csvCell: readableAnswer,
});
