// One option of a select or multi-select field: the value the post sends and the lead keeps, and
// the wording the visitor, the lead desk and the CSV show.
import { defineComponent, type ComponentData } from '../../schema/define.js';
import { string } from '../../schema/fields.js';
import { OPTION_VALUE_PATTERN } from '../option-value.js';

export { OPTION_VALUE_PATTERN };

export const formOptionComponent = defineComponent({
  category: 'form-fields',
  name: 'option',
  displayName: 'Option',
  icon: 'bulletList',
  description: 'One choice of a select or multi-select field',
  fields: {
    value: string({
      label: 'Value',
      required: true,
      max: 60,
      pattern: OPTION_VALUE_PATTERN,
      patternMessage: 'Lower-case words and digits joined by hyphens, e.g. new-service',
      description: 'What the lead and the CSV filter keep; keep it once the form has leads',
      placeholder: 'new-service',
      width: 4,
    }),
    label: string({ label: 'Wording', required: true, max: 120, placeholder: 'A new service or quote', width: 8 }),
  },
});

export type FormOptionData = ComponentData<typeof formOptionComponent>;

export function optionsOf(options: readonly FormOptionData[]): { value: string; label: string }[] {
  return options.map((o) => ({ value: o.value, label: o.label }));
}
