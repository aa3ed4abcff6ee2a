// Email: the site's one email rule (forms/lead-rules isValidEmail) and its message.
import { defineComponent } from '../../schema/define.js';
import { boolean } from '../../schema/fields.js';
import { LEAD_LIMITS } from '../lead-field-rules.js';
import { commonField, commonFields, defineFieldKind, readableAnswer, widthField } from './kind.js';

export const emailKind = defineFieldKind({
  kind: 'email',
  component: defineComponent({
    category: 'form-fields',
    name: 'email',
    displayName: 'Email',
    icon: 'envelop',
    description: 'An email address, checked as every form of the site checks one',
    fields: {
      ...commonFields({ label: 'Label', labelMax: 120, keyPlaceholder: 'email', labelPlaceholder: 'Work email', required: true }),
      width: widthField(),
      isContact: boolean({ default: true, label: 'The lead’s email address', description: 'The address the team replies to', width: 4 }),
    },
  }),
  toField: (d) => ({
    ...commonField('email', d),
    type: 'email',
    maxLength: LEAD_LIMITS.email,
    autoComplete: 'email',
    ...(d.isContact ? { lead: 'email' as const } : {}),
  }),
  csvCell: readableAnswer,
});
