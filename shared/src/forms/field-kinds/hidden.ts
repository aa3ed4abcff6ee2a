// Hidden value: an answer the editor sets (the event, the source list), never shown to the
// visitor and never changed by a post (a post with another value is refused, naming the field).
import { defineComponent } from '../../schema/define.js';
import { string } from '../../schema/fields.js';
import { FIELD_KEY_MAX, FIELD_KEY_PATTERN, defineFieldKind, readableAnswer } from './kind.js';

export const hiddenKind = defineFieldKind({
  kind: 'hidden',
  component: defineComponent({
    category: 'form-fields',
    name: 'hidden',
    displayName: 'Hidden value',
    icon: 'eye',
    description: 'A value stored with every lead of the form, not shown to visitors, e.g. the event',
    fields: {
      label: string({ label: 'Label in the lead desk and CSV', required: true, max: 120, placeholder: 'Event', width: 4 }),
      key: string({ label: 'Key', required: true, max: FIELD_KEY_MAX, pattern: FIELD_KEY_PATTERN, patternMessage: 'Start with a lower-case letter; letters and digits only, e.g. event', placeholder: 'event', width: 4 }),
      value: string({ label: 'Value', required: true, max: 200, placeholder: 'connect-2027-sydney', width: 4 }),
    },
  }),
  toField: (d) => ({ name: d.key, label: d.label, type: 'hidden', required: false, value: d.value, kind: 'hidden' }),
  csvCell: readableAnswer,
});
