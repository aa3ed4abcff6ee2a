// Consent: the box that records the visitor's agreement to be contacted, with its full wording.
// The first consent field of a form is the lead's consent (Yes/No in the lead desk and the CSV).
import { defineComponent } from '../../schema/define.js';
import { boolean, string, text } from '../../schema/fields.js';
import { FIELD_KEY_MAX, FIELD_KEY_PATTERN, defineFieldKind } from './kind.js';

export const consentKind = defineFieldKind({
  kind: 'consent',
  component: defineComponent({
    category: 'form-fields',
    name: 'consent',
    displayName: 'Consent',
    icon: 'lock',
    description: 'The box a visitor ticks to agree to be contacted, with the wording they agree to',
    fields: {
      key: string({ label: 'Key', required: true, max: FIELD_KEY_MAX, pattern: FIELD_KEY_PATTERN, patternMessage: 'Start with a lower-case letter; letters and digits only, e.g. consent', default: 'consent', width: 6 }),
      text: text({
        label: 'Consent wording',
        required: true,
        max: 500,
        // Brand-free: an example of wording for any business's form, not this one's name.
        placeholder: 'I agree to being contacted about this enquiry.',
        width: 12,
      }),
      required: boolean({ default: true, label: 'Required', description: 'A form that contacts people needs the box ticked', width: 6 }),
    },
  }),
  toField: (d) => ({ name: d.key, label: d.text, type: 'checkbox', required: d.required, lead: 'consent', kind: 'consent' }),
  csvCell: (_field, value) => (value === 'yes' || value === 'Yes' ? 'Yes' : value === 'no' || value === 'No' ? 'No' : value),
});
