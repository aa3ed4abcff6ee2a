// Select: one option from a list. A form's enquiry types are the options of the one select marked
// as them (a call to action may choose one in advance; the lead keeps it as its enquiry type).
import { defineComponent } from '../../schema/define.js';
import { boolean, component } from '../../schema/fields.js';
import { commonField, commonFields, defineFieldKind, readableAnswer, widthField } from './kind.js';
import { formOptionComponent, optionsOf } from './option.js';

export const selectKind = defineFieldKind({
  kind: 'select',
  component: defineComponent({
    category: 'form-fields',
    name: 'select',
    displayName: 'Select',
    icon: 'bulletList',
    description: 'One choice from a list of options',
    fields: {
      ...commonFields({ label: 'Label', labelMax: 120, keyPlaceholder: 'enquiryType', labelPlaceholder: 'What is your enquiry about?' }),
      width: widthField(),
      options: component(formOptionComponent, { repeatable: true, min: 1, max: 40, label: 'Options' }),
      isEnquiryType: boolean({
        default: false,
        label: 'These are the form’s enquiry types',
        description: 'One select per form: a call to action may choose its option in advance, and routing rules and the lead desk use it',
        width: 8,
      }),
    },
  }),
  toField: (d) => ({ ...commonField('select', d), type: 'select', options: optionsOf(d.options) }),
  csvCell: readableAnswer,
});
