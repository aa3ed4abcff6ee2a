import { describe, expect, it } from 'vitest';
import { FORM_NAMES, type FormName } from '../blocks/form-names.js';
import { FORMS, fieldError, validateForm, type FormDefinition } from './definitions.js';

/** What each form stores for a complete, valid submission. */
const EXPECTED_VALUES: Record<FormName, Record<string, string>> = {
  contact: {
    name: 'Alex Citizen',
    email: 'alex@council.nsw.gov.au',
    phone: '',
    company: 'Riverina Shire Council',
    enquiryType: 'network',
    message: 'We need managed Wi-Fi across four depots.',
    consent: 'yes',
  },
  partner: {
    company: 'Outback Integrators Pty Ltd',
    abn: '51 824 670 580',
    contactName: 'Sam Lee',
    email: 'sam@outback.com.au',
    phone: '02 5550 4200',
    partnerType: 'reseller',
    message: '',
  },
  'campaign-lead': {
    name: 'Jo Park',
    email: 'jo@bigfour.com.au',
    phone: '+61 400 000 000',
    organisation: 'BIG4 Holiday Parks',
    interest: 'Guest Wi-Fi for summer',
  },
  download: { name: 'Robin Hart', email: 'robin@fleet.com.au' },
};

/**
 * That submission as sent: some fields padded with spaces as people paste them, the consent box
 * as a browser sends a ticked one; the other fields as stored.
 */
const VALID: Record<FormName, Record<string, unknown>> = {
  contact: {
    ...EXPECTED_VALUES.contact,
    name: '  Alex Citizen ',
    email: ' alex@council.nsw.gov.au ',
    company: ' Riverina Shire Council ',
    message: '  We need managed Wi-Fi across four depots.  ',
    consent: 'on',
  },
  partner: { ...EXPECTED_VALUES.partner, company: ' Outback Integrators Pty Ltd ', contactName: ' Sam Lee ', phone: ' 02 5550 4200 ' },
  'campaign-lead': { ...EXPECTED_VALUES['campaign-lead'], organisation: ' BIG4 Holiday Parks ', interest: ' Guest Wi-Fi for summer ' },
  download: { ...EXPECTED_VALUES.download, name: ' Robin Hart ' },
};

function errorsOf(result: ReturnType<typeof validateForm>): Record<string, string> {
  if (result.ok) throw new Error(`expected errors, got values ${JSON.stringify(result.values)}`);
  return result.errors;
}

describe('FORMS', () => {
  it('defines every form name, each under its own name', () => {
    expect(Object.keys(FORMS).sort()).toEqual([...FORM_NAMES].sort());
    for (const name of FORM_NAMES) expect(FORMS[name].name).toBe(name);
  });
});

describe.each(FORM_NAMES)('validateForm for the %s form', (formName) => {
  const form = FORMS[formName];
  const fieldNames = form.fields.map((f) => f.name);
  const emailField = form.fields.find((f) => f.type === 'email');

  it('accepts a valid submission and returns every value trimmed', () => {
    const result = validateForm(form, VALID[formName]);
    expect(result).toEqual({ ok: true, values: EXPECTED_VALUES[formName] });
  });

  it('returns values only for its own fields, ignoring anything else sent', () => {
    const result = validateForm(form, { ...VALID[formName], isAdmin: 'true', website: 'spam' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.values).sort()).toEqual([...fieldNames].sort());
  });

  it('refuses an invalid email address, keyed by the email field', () => {
    expect(emailField).toBeDefined();
    for (const bad of ['not an email', 'name@company', 'a@b.c', 'two@@signs.com']) {
      const errors = errorsOf(validateForm(form, { ...VALID[formName], email: bad }));
      expect(Object.keys(errors)).toEqual(['email']);
    }
  });

  it('reports every required field that is missing, keyed by field name', () => {
    const errors = errorsOf(validateForm(form, {}));
    const required = form.fields.filter((f) => f.required).map((f) => f.name);
    expect(Object.keys(errors).sort()).toEqual([...required].sort());
  });

  it('treats a value of only spaces as missing', () => {
    const firstRequiredText = form.fields.find((f) => f.required && f.type === 'text');
    expect(firstRequiredText).toBeDefined();
    const key = firstRequiredText!.name;
    const errors = errorsOf(validateForm(form, { ...VALID[formName], [key]: '    ' }));
    expect(errors[key]).toMatch(/is required/);
  });

  it('refuses an object or a list as any field (a tampered JSON post), never stores it as text', () => {
    for (const field of form.fields) {
      for (const bad of [{ $ne: '' }, ['a@example.com', 'b@example.com'], {}]) {
        const errors = errorsOf(validateForm(form, { ...VALID[formName], [field.name]: bad }));
        expect(Object.keys(errors), field.name).toEqual([field.name]);
      }
    }
  });

  it('refuses any text longer than its field allows', () => {
    for (const field of form.fields) {
      if (field.maxLength === undefined) continue;
      const errors = errorsOf(validateForm(form, { ...VALID[formName], [field.name]: 'x'.repeat(field.maxLength + 1) }));
      expect(errors[field.name], field.name).toBeDefined();
    }
  });
});

describe('form-specific rules', () => {
  it('contact: refuses the form without the consent box ticked', () => {
    const { consent: _consent, ...rest } = VALID.contact;
    expect(errorsOf(validateForm(FORMS.contact, rest))).toEqual({ consent: 'Please tick this box to continue' });
    expect(Object.keys(errorsOf(validateForm(FORMS.contact, { ...rest, consent: '' })))).toEqual(['consent']);
    expect(Object.keys(errorsOf(validateForm(FORMS.contact, { ...rest, consent: 'false' })))).toEqual(['consent']);
    expect(Object.keys(errorsOf(validateForm(FORMS.contact, { ...rest, consent: false })))).toEqual(['consent']);
  });

  it('contact: accepts consent sent as a JSON true', () => {
    const result = validateForm(FORMS.contact, { ...VALID.contact, consent: true });
    expect(result.ok && result.values.consent).toBe('yes');
  });

  it('contact: accepts a message of exactly 4000 characters and refuses 4001', () => {
    expect(validateForm(FORMS.contact, { ...VALID.contact, message: 'm'.repeat(4000) }).ok).toBe(true);
    const errors = errorsOf(validateForm(FORMS.contact, { ...VALID.contact, message: 'm'.repeat(4001) }));
    expect(Object.keys(errors)).toEqual(['message']);
    expect(errors.message).toMatch(/at most 4000 characters/);
  });

  it('contact: refuses a message under 10 characters', () => {
    expect(Object.keys(errorsOf(validateForm(FORMS.contact, { ...VALID.contact, message: 'Hi there' })))).toEqual(['message']);
  });

  it('partner: refuses a message over 4000 characters', () => {
    const errors = errorsOf(validateForm(FORMS.partner, { ...VALID.partner, message: 'm'.repeat(4001) }));
    expect(Object.keys(errors)).toEqual(['message']);
  });

  it('partner: refuses an ABN with a wrong check digit, keyed by abn', () => {
    const errors = errorsOf(validateForm(FORMS.partner, { ...VALID.partner, abn: '51 824 670 581' }));
    expect(errors).toEqual({ abn: 'Enter a valid 11-digit ABN' });
  });

  it('partner: refuses an ABN with letters or the wrong number of digits', () => {
    for (const abn of ['51 824 670 58', 'ABN51824670580', '51 824 670 5800']) {
      expect(Object.keys(errorsOf(validateForm(FORMS.partner, { ...VALID.partner, abn })))).toEqual(['abn']);
    }
  });

  it('partner and campaign-lead: refuse a phone number that is not 8 to 20 digits', () => {
    for (const formName of ['partner', 'campaign-lead'] as const) {
      for (const phone of ['1234', 'call me maybe']) {
        expect(Object.keys(errorsOf(validateForm(FORMS[formName], { ...VALID[formName], phone })))).toEqual(['phone']);
      }
    }
  });

  it('campaign-lead: refuses an interest over 2000 characters', () => {
    const errors = errorsOf(validateForm(FORMS['campaign-lead'], { ...VALID['campaign-lead'], interest: 'i'.repeat(2001) }));
    expect(Object.keys(errors)).toEqual(['interest']);
  });
});

describe('select fields', () => {
  it('contact: refuses an enquiry type that is not one of the options', () => {
    const errors = errorsOf(validateForm(FORMS.contact, { ...VALID.contact, enquiryType: 'free-money' }));
    expect(Object.keys(errors)).toEqual(['enquiryType']);
  });

  it('partner: refuses a partnership type that is not one of the options, even an option label', () => {
    for (const partnerType of ['distributor', 'Reseller', 'RESELLER']) {
      expect(Object.keys(errorsOf(validateForm(FORMS.partner, { ...VALID.partner, partnerType })))).toEqual(['partnerType']);
    }
  });

  it('accepts every listed option of every select field', () => {
    for (const name of FORM_NAMES) {
      for (const field of FORMS[name].fields) {
        for (const option of field.options ?? []) {
          expect(fieldError(field, option.value), `${name}.${field.name}=${option.value}`).toBeNull();
        }
      }
    }
  });
});

describe('optional checkboxes', () => {
  const form: FormDefinition = {
    name: 'contact',
    title: 'Newsletter',
    submitLabel: 'Send',
    fields: [{ name: 'newsletter', label: 'Send me the newsletter', type: 'checkbox', required: false }],
  };

  it('record a ticked box as yes and an unticked one as no', () => {
    expect(validateForm(form, { newsletter: 'on' })).toEqual({ ok: true, values: { newsletter: 'yes' } });
    expect(validateForm(form, {})).toEqual({ ok: true, values: { newsletter: 'no' } });
  });

  it('record a box sent as false (JSON) or "false" as no, as the required check reads them', () => {
    expect(validateForm(form, { newsletter: false })).toEqual({ ok: true, values: { newsletter: 'no' } });
    expect(validateForm(form, { newsletter: 'false' })).toEqual({ ok: true, values: { newsletter: 'no' } });
  });
});
