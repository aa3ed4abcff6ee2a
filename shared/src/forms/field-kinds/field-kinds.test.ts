import { describe, expect, it } from 'vitest';
import { FORM_NAMES } from '../../blocks/form-names.js';
import { FORMS, validateForm, type FormDefinition, type FormField } from '../definitions.js';
import { FIELD_KINDS, cmsFieldsOf, csvCellOf, formProblems, runtimeForm, type CmsFormData } from './index.js';

function cmsFormOf(def: FormDefinition<string>): CmsFormData {
  return { key: def.name, heading: def.title, submitLabel: def.submitLabel, fields: cmsFieldsOf(def) };
}

function runtime(form: CmsFormData): FormDefinition<string> {
  const result = runtimeForm(form);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.form;
}

const withoutKind = (f: FormField) => {
  const { kind, ...rest } = f;
  expect(typeof kind).toBe('string');
  return rest;
};

/** Posts that exercise every rule of the code forms: each is checked by both definitions. */
const POSTS: Record<string, unknown>[] = [
  {},
  { name: 'Jo Park', email: 'jo@bigfour.com.au', phone: '+61 400 000 000', organisation: 'BIG4', interest: 'Wi-Fi' },
  { name: 'Jo\r\nBcc: x', email: 'not-an-email', phone: '12', organisation: 'x'.repeat(161), interest: 'a\u0000b' },
  { name: ' Alex ', email: 'alex@council.nsw.gov.au', company: 'Riverina', enquiryType: 'network', message: 'short', consent: 'on' },
  { name: 'Alex', email: 'alex@council.nsw.gov.au', enquiryType: 'made-up', message: 'We need managed Wi-Fi across four depots.', consent: '' },
  { name: 'Alex', email: 'alex@council.nsw.gov.au', enquiryType: 'cloud', message: 'We need managed Wi-Fi across four depots.', consent: true },
  { company: 'Outback', abn: '51 824 670 580', contactName: 'Sam', email: 'sam@outback.com.au', phone: '02 5550 4200', partnerType: 'reseller' },
  { company: 'Outback', abn: '51 824 670 581', contactName: { a: 1 }, email: ['x'], phone: '02 5550 4200', partnerType: 'nope', message: 'x'.repeat(4001) },
];

describe('the form builder expresses the code forms exactly', () => {
  for (const name of FORM_NAMES) {
    it(`${name}: the same fields, texts and rules`, () => {
      const code = FORMS[name];
      const built = runtime(cmsFormOf(code));
      expect({ ...built, fields: built.fields.map(withoutKind) }).toEqual(code);
      // The same named rules (phone, ABN) on the same fields.
      built.fields.forEach((f, i) => expect(f.rule).toBe(code.fields[i]?.rule));
      for (const post of POSTS) expect(validateForm(built, post)).toEqual(validateForm(code, post));
    });
  }
});

const fleet = { __component: 'form-fields.number', key: 'fleetSize', label: 'Fleet size', required: true, width: 'half', min: 1, max: 10000 };
const services = {
  __component: 'form-fields.multi-select',
  key: 'services',
  label: 'Services',
  required: true,
  options: [
    { value: 'sd-wan', label: 'SD-WAN' },
    { value: 'wifi', label: 'Managed Wi-Fi' },
  ],
};
const event = { __component: 'form-fields.hidden', key: 'event', label: 'Event', value: 'connect-2027' };
const heading = { __component: 'form-fields.heading', heading: 'About your fleet', help: 'Vehicles with a SIM' };
const consent = { __component: 'form-fields.consent', key: 'consent', text: 'I agree to be contacted.', required: true };
const newsletter = { __component: 'form-fields.checkbox', key: 'newsletter', label: 'Send me the newsletter', required: false };
const replyTo = { __component: 'form-fields.email', key: 'email', label: 'Work email', required: true, width: 'half', isContact: true };
const conference: CmsFormData = { key: 'conference', heading: 'Register', submitLabel: 'Register', fields: [heading, fleet, services, event, newsletter, consent, replyTo] };
/** Every post below answers the form's e-mail field (the reply address every form has). */
const base = { email: 'jo@fleet.com.au' };

describe('the new kinds', () => {
  const form = runtime(conference);

  it('draws a heading with its help, named apart, and asks nothing of it', () => {
    expect(form.fields[0]).toMatchObject({ name: '_heading1', type: 'heading', label: 'About your fleet', help: 'Vehicles with a SIM' });
    const result = validateForm(form, { ...base, fleetSize: '12', services: 'wifi', consent: 'on' });
    expect(result.ok && Object.keys(result.values)).toEqual(['fleetSize', 'services', 'event', 'newsletter', 'consent', 'email']);
  });

  it('number: required, whole, within the range, stored as digits', () => {
    expect(validateForm(form, { ...base, services: 'wifi', consent: 'on' })).toEqual({ ok: false, errors: { fleetSize: 'Fleet size is required' } });
    expect(validateForm(form, { ...base, fleetSize: '0', services: 'wifi', consent: 'on' })).toEqual({ ok: false, errors: { fleetSize: 'Fleet size must be between 1 and 10,000' } });
    expect(validateForm(form, { ...base, fleetSize: '10001', services: 'wifi', consent: 'on' })).toEqual({ ok: false, errors: { fleetSize: 'Fleet size must be between 1 and 10,000' } });
    expect(validateForm(form, { ...base, fleetSize: '2.5', services: 'wifi', consent: 'on' })).toEqual({ ok: false, errors: { fleetSize: 'Fleet size must be a whole number' } });
    expect(validateForm(form, { ...base, fleetSize: 'lots', services: 'wifi', consent: 'on' })).toEqual({ ok: false, errors: { fleetSize: 'Fleet size must be a whole number' } });
    const ok = validateForm(form, { ...base, fleetSize: ' 10,000 ', services: 'wifi', consent: 'on' });
    expect(ok.ok && ok.values.fleetSize).toBe('10000');
  });

  it('multi-select: a list or comma-separated values, each an option, none twice', () => {
    const list = validateForm(form, { ...base, fleetSize: '3', services: ['sd-wan', 'wifi'], consent: 'on' });
    expect(list.ok && list.values.services).toBe('sd-wan,wifi');
    expect(validateForm(form, { ...base, fleetSize: '3', services: [], consent: 'on' })).toEqual({ ok: false, errors: { services: 'Services is required' } });
    expect(validateForm(form, { ...base, fleetSize: '3', services: 'wifi,5g', consent: 'on' })).toEqual({ ok: false, errors: { services: 'Choose options for services from the list' } });
    expect(validateForm(form, { ...base, fleetSize: '3', services: 'wifi,wifi', consent: 'on' })).toEqual({ ok: false, errors: { services: 'Choose options for services from the list' } });
    expect(validateForm(form, { ...base, fleetSize: '3', services: [{ x: 1 }], consent: 'on' })).toEqual({ ok: false, errors: { services: 'Services is not valid' } });
  });

  it('hidden: the editor’s value is stored; a changed one is refused, naming it', () => {
    const ok = validateForm(form, { ...base, fleetSize: '3', services: 'wifi', consent: 'on' });
    expect(ok.ok && ok.values.event).toBe('connect-2027');
    expect(validateForm(form, { ...base, fleetSize: '3', services: 'wifi', consent: 'on', event: 'connect-2027' }).ok).toBe(true);
    expect(validateForm(form, { ...base, fleetSize: '3', services: 'wifi', consent: 'on', event: 'other' })).toEqual({ ok: false, errors: { event: 'Event is not valid' } });
  });

  it('consent and checkbox: the first consent is the lead’s, a plain box is an extra yes or no', () => {
    expect(form.fields.find((f) => f.name === 'consent')).toMatchObject({ lead: 'consent', label: 'I agree to be contacted.', type: 'checkbox' });
    expect(form.fields.find((f) => f.name === 'newsletter')?.lead).toBeUndefined();
    expect(validateForm(form, { ...base, fleetSize: '3', services: 'wifi' })).toEqual({ ok: false, errors: { consent: 'Please tick this box to continue' } });
    const two = runtime({ ...conference, fields: [consent, { ...consent, key: 'marketing' }, replyTo] });
    expect(two.fields.map((f) => f.lead)).toEqual(['consent', undefined, 'email']);
  });

  it('each kind gives its CSV cell: option wording, Yes/No, the value as stored; headings no column', () => {
    const by = (n: string) => form.fields.find((f) => f.name === n) as FormField;
    expect(csvCellOf(by('services'), 'sd-wan,wifi')).toBe('SD-WAN; Managed Wi-Fi');
    expect(csvCellOf(by('newsletter'), 'yes')).toBe('Yes');
    expect(csvCellOf(by('consent'), 'no')).toBe('No');
    expect(csvCellOf(by('fleetSize'), '10000')).toBe('10000');
    expect(csvCellOf(by('event'), 'connect-2027')).toBe('connect-2027');
    expect(FIELD_KINDS.filter((k) => k.csvCell === null).map((k) => k.kind)).toEqual(['heading']);
  });
});

describe('form problems name the field', () => {
  it('refuses a key used twice, a key the site keeps, an unknown kind, an invalid field and two sets of enquiry types', () => {
    const select = { __component: 'form-fields.select', key: 'topic', label: 'Topic', required: true, options: [{ value: 'a', label: 'A' }], isEnquiryType: true };
    const problems = formProblems({
      ...conference,
      fields: [fleet, { ...fleet }, { ...newsletter, key: 'website' }, { __component: 'form-fields.nope' }, { ...services, options: [] }, { ...fleet, key: 'Fleet size' }, select, { ...select, key: 'topic2' }],
    });
    expect(problems).toEqual([
      { field: 'fields.1.key', message: 'The key "fleetSize" is already used by field 1' },
      { field: 'fields.2.key', message: 'The key "website" is kept for the site\'s own use: choose another' },
      { field: 'fields.3', message: 'Field 4 is of an unknown kind (form-fields.nope)' },
      { field: 'fields.4.options', message: expect.stringContaining('Field 5 (Multi-select)') },
      { field: 'fields.5.key', message: expect.stringContaining('Field 6 (Number)') },
      { field: 'fields.7.isEnquiryType', message: "Field 7 already holds the form's enquiry types: mark one select only" },
    ]);
    expect(runtimeForm({ ...conference, fields: [fleet, fleet] }).ok).toBe(false);
  });

  it('a form needs an e-mail field the team can reply to', () => {
    const message = 'Add a required Email field marked “The lead’s email address”: every lead needs an address the team can reply to';
    expect(formProblems({ ...conference, fields: [fleet, consent] })).toEqual([{ field: 'fields', message }]);
    expect(formProblems({ ...conference, fields: [fleet, { ...replyTo, isContact: false }] })).toEqual([{ field: 'fields', message }]);
    expect(formProblems({ ...conference, fields: [fleet, { ...replyTo, required: false }] })).toEqual([{ field: 'fields', message }]);
    expect(formProblems({ ...conference, fields: [fleet, replyTo] })).toEqual([]);
  });

  it('a number range the wrong way round is a problem of its largest value', () => {
    const number = FIELD_KINDS.find((k) => k.kind === 'number')?.component as unknown as { check: (d: Record<string, unknown>) => unknown };
    expect(number.check({ min: 10, max: 1 })).toEqual([{ field: 'max', message: 'Largest allowed must not be smaller than the smallest allowed' }]);
  });

  it('every kind has a component of the form-fields category', () => {
    expect(FIELD_KINDS.map((k) => k.component.uid)).toEqual(FIELD_KINDS.map((k) => `form-fields.${k.kind}`));
  });
});
