// The CMS form builder's field kinds (one module each) and the converter from a published CMS
// form to the runtime definition the site draws and the site, the island and the CMS check
// submissions with (forms/definitions FormDefinition): builder forms and the code forms share one
// rule set. The reverse (cmsFieldsOf) turns a code form into builder fields: the seed of the
// three forms that were code (contact, partner, campaign lead).
import type { ComponentData } from '../../schema/define.js';
import type { FormDefinition, FormField } from '../definitions.js';
import { checkboxKind } from './checkbox.js';
import { consentKind } from './consent.js';
import { emailKind } from './email.js';
import { headingKind } from './heading.js';
import { hiddenKind } from './hidden.js';
import { RESERVED_FIELD_KEYS, type AnyComponent, type FieldKind } from './kind.js';
import { longTextKind } from './long-text.js';
import { multiSelectKind } from './multi-select.js';
import { numberKind } from './number.js';
import { formOptionComponent } from './option.js';
import { phoneKind } from './phone.js';
import { selectKind } from './select.js';
import { shortTextKind } from './short-text.js';

export const FIELD_KINDS = [
  shortTextKind,
  longTextKind,
  emailKind,
  phoneKind,
  numberKind,
  selectKind,
  multiSelectKind,
  checkboxKind,
  consentKind,
  hiddenKind,
  headingKind,
] as const;

type Kinds = (typeof FIELD_KINDS)[number];

/** One field of a CMS form, as Strapi returns an item of its `fields` dynamic zone. */
export type CmsFormField = { [K in Kinds as K['component']['uid']]: ComponentData<K['component']> & { __component: K['component']['uid'] } }[Kinds['component']['uid']];

/** The components of the form builder, for the generator and the form content type's dynamic zone. */
export const FORM_FIELD_COMPONENTS: readonly AnyComponent[] = [...FIELD_KINDS.map((k) => k.component), formOptionComponent];

const byUid = new Map<string, FieldKind<AnyComponent>>(FIELD_KINDS.map((k) => [k.component.uid, k as unknown as FieldKind<AnyComponent>]));

export function fieldKindOf(uid: string): FieldKind<AnyComponent> | undefined {
  return byUid.get(uid);
}

/** What the converter needs of a published CMS form. */
export interface CmsFormData {
  /** The form's key: its address (/api/forms/<key>) and what leads name it by. */
  key: string;
  /** How editors and the lead desk name it ("Conference registration"). */
  name?: string | null;
  /** The message shown once it is sent (the site's usual wording when empty). */
  thankYou?: string | null;
  /** The heading over the form (the runtime definition's title). */
  heading: string;
  submitLabel: string;
  fields: readonly unknown[];
}

export interface FormProblem {
  /** "fields.3.key": the field of the form (its dynamic zone) the problem is in. */
  field: string;
  message: string;
}

/**
 * The problems that keep a form from being a form: an unknown kind, an invalid field, a key used
 * twice or one the site keeps for itself, more than one select marked as the enquiry types. The
 * CMS checks a form's fields with it on save (the dynamic zone's check), the web when it reads one.
 */
export function formFieldProblems(fields: readonly unknown[]): FormProblem[] {
  const problems: FormProblem[] = [];
  const keys = new Map<string, number>();
  let enquiry: number | undefined;
  fields.forEach((raw, i) => {
    const item = raw as { __component?: string; key?: unknown };
    const kind = fieldKindOf(String(item?.__component ?? ''));
    if (!kind) {
      problems.push({ field: `fields.${i}`, message: `Field ${i + 1} is of an unknown kind (${String(item?.__component)})` });
      return;
    }
    const parsed = kind.component.schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push({ field: `fields.${i}.${issue?.path.join('.') ?? ''}`.replace(/\.$/, ''), message: `Field ${i + 1} (${kind.component.info.displayName}): ${issue?.message ?? 'not valid'}` });
      return;
    }
    if ((raw as { isEnquiryType?: unknown }).isEnquiryType === true) {
      if (enquiry !== undefined) problems.push({ field: `fields.${i}.isEnquiryType`, message: `Field ${enquiry + 1} already holds the form's enquiry types: mark one select only` });
      else enquiry = i;
    }
    if (typeof item.key !== 'string') return;
    if ((RESERVED_FIELD_KEYS as readonly string[]).includes(item.key)) {
      problems.push({ field: `fields.${i}.key`, message: `The key "${item.key}" is kept for the site's own use: choose another` });
    }
    const seen = keys.get(item.key);
    if (seen !== undefined) problems.push({ field: `fields.${i}.key`, message: `The key "${item.key}" is already used by field ${seen + 1}` });
    else keys.set(item.key, i);
  });
  // Every lead is answered by e-mail: a form without the address to reply to could not be stored.
  const replyTo = fields.some((f) => (f as { __component?: unknown }).__component === emailKind.component.uid && (f as { isContact?: unknown }).isContact !== false && (f as { required?: unknown }).required === true);
  if (problems.length === 0 && !replyTo) {
    problems.push({ field: 'fields', message: 'Add a required Email field marked “The lead’s email address”: every lead needs an address the team can reply to' });
  }
  return problems;
}

export function formProblems(form: CmsFormData): FormProblem[] {
  return formFieldProblems(form.fields);
}

/**
 * The runtime definition of a published CMS form, or its problems. Headings get names of their
 * own (_heading1, ...) so the site can key them; they carry no answer.
 */
export function runtimeForm(form: CmsFormData): { ok: true; form: FormDefinition<string> } | { ok: false; problems: FormProblem[] } {
  const problems = formProblems(form);
  if (problems.length > 0) return { ok: false, problems };
  let headings = 0;
  let consentTaken = false;
  const fields = form.fields.map((raw) => {
    const item = raw as { __component: string };
    const kind = fieldKindOf(item.__component) as FieldKind<AnyComponent>;
    const field = kind.toField(kind.component.schema.parse(raw));
    if (field.type === 'heading') field.name = `_heading${++headings}`;
    // Only the first consent box is the lead's consent; any other is an extra answer.
    if (field.lead === 'consent') {
      if (consentTaken) delete field.lead;
      consentTaken = true;
    }
    return field;
  });
  const def: FormDefinition<string> = { name: form.key, title: form.heading, submitLabel: form.submitLabel, fields };
  if (form.name) def.label = form.name;
  if (form.thankYou?.trim()) def.thankYou = form.thankYou.trim();
  const enquiry = form.fields.find((f) => (f as { isEnquiryType?: unknown }).isEnquiryType === true) as { key: string } | undefined;
  if (enquiry) def.enquiryField = enquiry.key;
  return { ok: true, form: def };
}

/** The CSV cell of an answer to a field, by its kind (answers of no known kind: as stored). */
export function csvCellOf(field: FormField, value: string): string {
  const kind = field.kind ? FIELD_KINDS.find((k) => k.kind === field.kind) : undefined;
  if (kind) return kind.csvCell ? kind.csvCell(field, value) : '';
  return value;
}

const width = (f: FormField) => (f.half ? 'half' : 'full') as 'half' | 'full';
const common = (f: FormField) => ({ key: f.name, label: f.label, required: f.required, ...(f.help ? { help: f.help } : {}) });

/**
 * A code form's fields as CMS form-builder fields: the seed of the forms that were code. Throws
 * on a field the builder cannot express (a check other than the phone and ABN rules), so a seed
 * never quietly drops a rule.
 */
export function cmsFieldsOf(def: FormDefinition<string>): CmsFormField[] {
  return def.fields.map((f): CmsFormField => {
    const unsupported = () => new Error(`The ${def.name} form's field "${f.name}" cannot be expressed by the form builder`);
    switch (f.type) {
      case 'text': {
        if (f.rule && f.rule !== 'abn') throw unsupported();
        const leadField = f.lead === 'name' || f.lead === 'company' ? f.lead : 'none';
        return { __component: 'form-fields.short-text', ...common(f), width: width(f), maxLength: f.maxLength ?? 160, format: f.rule === 'abn' ? 'abn' : 'none', leadField };
      }
      case 'textarea':
        if (f.rule) throw unsupported();
        return { __component: 'form-fields.long-text', ...common(f), minLength: f.minLength ?? 0, maxLength: f.maxLength ?? 4000, isMessage: f.lead === 'message' };
      case 'email':
        return { __component: 'form-fields.email', ...common(f), width: width(f), isContact: f.lead === 'email' };
      case 'tel':
        if (f.rule !== 'phone') throw unsupported();
        return { __component: 'form-fields.phone', ...common(f), width: width(f), isContact: f.lead === 'phone' };
      case 'number':
        return { __component: 'form-fields.number', ...common(f), width: width(f), min: f.min ?? 0, max: f.max ?? 1_000_000 };
      case 'select':
        return { __component: 'form-fields.select', ...common(f), width: width(f), options: (f.options ?? []).map((o) => ({ ...o })), isEnquiryType: def.enquiryField === f.name };
      case 'multiselect':
        return { __component: 'form-fields.multi-select', ...common(f), options: (f.options ?? []).map((o) => ({ ...o })) };
      case 'checkbox':
        if (f.lead === 'consent') return { __component: 'form-fields.consent', key: f.name, text: f.label, required: f.required };
        return { __component: 'form-fields.checkbox', ...common(f) };
      case 'hidden':
        return { __component: 'form-fields.hidden', key: f.name, label: f.label, value: f.value ?? '' };
      case 'heading':
        return { __component: 'form-fields.heading', heading: f.label, ...(f.help ? { help: f.help } : {}) };
    }
  });
}

/**
 * The enquiry types of a CMS form as stored (its fields as the CMS reads them): the options of the
 * select marked as them, none without one. What a call to action's enquiry type is checked against.
 */
export function cmsEnquiryOptions(fields: readonly unknown[] | null | undefined): { value: string; label: string }[] {
  const select = (fields ?? []).find(
    (f) => (f as { __component?: unknown }).__component === selectKind.component.uid && (f as { isEnquiryType?: unknown }).isEnquiryType === true,
  ) as { options?: unknown } | undefined;
  const options = Array.isArray(select?.options) ? select.options : [];
  return options.flatMap((o) => {
    const { value, label } = (o ?? {}) as { value?: unknown; label?: unknown };
    return typeof value === 'string' ? [{ value, label: typeof label === 'string' ? label : value }] : [];
  });
}
