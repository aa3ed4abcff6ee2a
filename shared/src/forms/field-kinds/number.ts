// Number: a whole number between the editor's smallest and largest ("Fleet size", 1 to 10,000).
// Sent as typed ("10,000" or "10000"), stored as digits.
import { defineComponent } from '../../schema/define.js';
import { integer } from '../../schema/fields.js';
import { commonField, commonFields, defineFieldKind, readableAnswer, widthField } from './kind.js';

export const NUMBER_LIMIT = 1_000_000_000;

export const numberKind = defineFieldKind({
  kind: 'number',
  component: defineComponent({
    category: 'form-fields',
    name: 'number',
    displayName: 'Number',
    icon: 'hashtag',
    description: 'A whole number within a range, e.g. fleet size 1 to 10,000',
    fields: {
      ...commonFields({ label: 'Label', labelMax: 120, keyPlaceholder: 'fleetSize', labelPlaceholder: 'Fleet size' }),
      width: widthField(),
      min: integer({ label: 'Smallest allowed', min: -NUMBER_LIMIT, max: NUMBER_LIMIT, default: 0, width: 4 }),
      max: integer({ label: 'Largest allowed', min: -NUMBER_LIMIT, max: NUMBER_LIMIT, default: 1_000_000, width: 4 }),
    },
    check: (d) => (d.min !== undefined && d.max !== undefined && d.min > d.max ? [{ field: 'max', message: 'Largest allowed must not be smaller than the smallest allowed' }] : []),
  }),
  toField: (d) => ({ ...commonField('number', d), type: 'number', min: d.min, max: d.max }),
  csvCell: readableAnswer,
});
