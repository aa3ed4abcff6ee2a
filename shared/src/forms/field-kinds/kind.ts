// What every field kind of the CMS's form builder is, in one place per kind (one module each in
// this folder): the Strapi component editors fill in (`component`), how a published field becomes
// the runtime field the site draws and the site, the island and the CMS check a post with
// (`toField`, a forms/definitions FormField, so a builder form keeps every rule and message of the
// code forms), and the CSV column of its answer (`csvCell`). The checking itself is
// forms/definitions fieldError: the same function for code and builder forms, free of schema
// code so the browser's form island takes it without zod (see docs/decisions/0021).
import type { ComponentData, ComponentDefinition } from '../../schema/define.js';
import { boolean, enumeration, string, text } from '../../schema/fields.js';
import type { FormField } from '../definitions.js';

/** A field's key: what the post names its answer and the lead's extra answers are stored under. */
export const FIELD_KEY_PATTERN = '^[a-z][a-zA-Z0-9]*$';
export const FIELD_KEY_MAX = 40;

/** Keys the site's forms already use for their own hidden inputs and a lead's context. */
export const RESERVED_FIELD_KEYS = ['website', 'campaign', 'cta', 'landingPath', 'referrerHost', 'form', 'page', 'key', 'status', 'extra'] as const;

/** The fields every answering kind shares: key, label, help, required, width. */
export function commonFields(o: { label: string; labelMax: number; keyPlaceholder: string; labelPlaceholder: string; required?: boolean }) {
  // The label first: the admin titles each field of a form by it ("Number - Fleet size").
  return {
    label: (o.labelMax > 160 ? text : string)({ label: o.label, required: true, max: o.labelMax, placeholder: o.labelPlaceholder, width: 6 }),
    key: string({
      label: 'Key',
      required: true,
      max: FIELD_KEY_MAX,
      pattern: FIELD_KEY_PATTERN,
      patternMessage: 'Start with a lower-case letter; letters and digits only, e.g. fleetSize',
      description: 'How the answer is named in the lead and the CSV; keep it once the form has leads',
      placeholder: o.keyPlaceholder,
      width: 6,
    }),
    help: string({ label: 'Help text', max: 200, description: 'One line under the field, e.g. what format to use', width: 8 }),
    required: boolean({ default: o.required ?? false, label: 'Required', width: 4 }),
  } as const;
}

export const widthField = () => enumeration(['full', 'half'], { default: 'full', label: 'Width', labels: { full: 'Full width', half: 'Half width on wide screens' }, width: 4 });

/** The data every answering kind's component holds. */
export interface CommonData {
  key: string;
  label: string;
  help?: string;
  required: boolean;
  width?: 'full' | 'half';
}

/** The runtime field's shared part: name, label, help, required, width, kind. */
export function commonField(kind: string, d: CommonData): Pick<FormField, 'name' | 'label' | 'required' | 'help' | 'half' | 'kind'> {
  const field: Pick<FormField, 'name' | 'label' | 'required' | 'help' | 'half' | 'kind'> = { name: d.key, label: d.label, required: d.required, kind };
  if (d.help) field.help = d.help;
  if (d.width === 'half') field.half = true;
  return field;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentDefinition<string, any>;

export interface FieldKind<C extends AnyComponent> {
  /** The kind's name, as leads keep it with each answer: "short-text". */
  readonly kind: string;
  /** The Strapi component editors fill in (form-fields.<kind>). */
  readonly component: C;
  /** The runtime field: rendering props and the rules fieldError applies. */
  readonly toField: (data: ComponentData<C>) => FormField;
  /** The CSV cell of an answer (the chosen options' labels, Yes/No, the number as sent); null: no column. */
  readonly csvCell: ((field: FormField, value: string) => string) | null;
}

/** The answer as people read it: option labels, Yes/No for boxes. Shared by the kinds' CSV cells. */
export function readableAnswer(field: FormField, value: string): string {
  if (field.type === 'select') return field.options?.find((o) => o.value === value)?.label ?? value;
  if (field.type === 'multiselect') {
    return value
      .split(',')
      .filter((v) => v !== '')
      .map((v) => field.options?.find((o) => o.value === v)?.label ?? v)
      .join('; ');
  }
  if (field.type === 'checkbox') return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value;
  return value;
}

export function defineFieldKind<C extends AnyComponent>(kind: FieldKind<C>): FieldKind<C> {
  return kind;
}
