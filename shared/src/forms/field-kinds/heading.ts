// Heading and help text: a sub-heading between a form's fields with a line of help; no answer,
// so no validator and no CSV column.
import { defineComponent } from '../../schema/define.js';
import { string, text } from '../../schema/fields.js';
import { defineFieldKind } from './kind.js';

export const headingKind = defineFieldKind({
  kind: 'heading',
  component: defineComponent({
    category: 'form-fields',
    name: 'heading',
    displayName: 'Heading and help text',
    icon: 'information',
    description: 'A heading between fields, with optional help text; visitors answer nothing here',
    fields: {
      heading: string({ label: 'Heading', required: true, max: 120, placeholder: 'About your fleet', width: 12 }),
      help: text({ label: 'Help text', max: 400, width: 12 }),
    },
  }),
  toField: (d) => ({ name: '', label: d.heading, type: 'heading', required: false, kind: 'heading', ...(d.help ? { help: d.help } : {}) }),
  csvCell: null,
});
