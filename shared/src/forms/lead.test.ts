import { describe, expect, it } from 'vitest';
import { formSubmissionContentType } from '../content/form-submission.js';
import { BLOCK_FORM_NAMES, FORM_NAMES, isFormKey } from '../blocks/form-names.js';
import { formBlock } from '../blocks/form.js';
import { answersOf, formLabelOf } from './answers.js';
import { FORMS, validateForm } from './definitions.js';
import { HIDDEN_FIELD_ERRORS, leadFromForm } from './lead.js';
import { LEAD_LIMITS, campaignCodeOf, ctaIdOf, isValidEmail } from './lead-rules.js';

const KEY = 'k'.repeat(43);
const context = { landingPath: '/contact-us', submissionKey: KEY };

const contact = {
  name: ' Alex Citizen ',
  email: 'alex@council.nsw.gov.au',
  phone: '',
  company: 'Riverina Shire Council',
  enquiryType: 'network',
  message: 'We need managed Wi-Fi across four depots.',
  consent: 'on',
};

describe('leadFromForm', () => {
  it('turns a contact post into a lead: first-class fields, the rest as extra answers', () => {
    expect(leadFromForm('contact', contact, context)).toEqual({
      ok: true,
      lead: {
        form: 'contact',
        leadStatus: 'new',
        name: 'Alex Citizen',
        email: 'alex@council.nsw.gov.au',
        company: 'Riverina Shire Council',
        message: 'We need managed Wi-Fi across four depots.',
        consent: true,
        landingPath: '/contact-us',
        sourcePage: '/contact-us',
        enquiryType: 'network',
        extra: { enquiryType: 'network' },
        answers: {
          form: 'Contact form',
          fields: [
            { key: 'name', label: 'Full name', kind: 'text', value: 'Alex Citizen', text: 'Alex Citizen', column: 'name' },
            { key: 'email', label: 'Work email', kind: 'email', value: 'alex@council.nsw.gov.au', text: 'alex@council.nsw.gov.au', column: 'email' },
            { key: 'phone', label: 'Phone', kind: 'tel', value: '', text: '', column: 'phone' },
            { key: 'company', label: 'Organisation', kind: 'text', value: 'Riverina Shire Council', text: 'Riverina Shire Council', column: 'company' },
            { key: 'enquiryType', label: 'What is your enquiry about?', kind: 'select', value: 'network', text: 'Network solutions' },
            { key: 'message', label: 'How can we help?', kind: 'textarea', value: 'We need managed Wi-Fi across four depots.', text: 'We need managed Wi-Fi across four depots.', column: 'message' },
            {
              key: 'consent',
              label: 'I agree to being contacted about this enquiry, as set out in the privacy policy.',
              kind: 'consent',
              value: 'yes',
              text: 'Yes',
              column: 'consent',
            },
          ],
        },
        submissionKey: KEY,
      },
      dropped: [],
    });
  });

  it('keeps each answer with the label it had when sent: a later change to the form never changes the lead', () => {
    const form = { ...FORMS.contact, label: 'Contact us', fields: FORMS.contact.fields.map((f) => (f.name === 'company' ? { ...f, label: 'Business name' } : f)) };
    const result = leadFromForm(form, contact, context);
    if (!result.ok) throw new Error('expected a lead');
    expect(result.lead.answers.form).toBe('Contact us');
    expect(result.lead.answers.fields.find((f) => f.key === 'company')).toMatchObject({ label: 'Business name', value: 'Riverina Shire Council' });
    // Renamed again afterwards: the stored snapshot is what the lead desk reads.
    const renamed = answersOf({ ...result.lead, answers: result.lead.answers });
    expect(renamed.find((a) => a.field === 'company')?.label).toBe('Business name');
    expect(formLabelOf({ form: 'contact', answers: result.lead.answers })).toBe('Contact us');
  });

  it('keeps where the visit came from: the page and button that led to the form, the referrer and the first and last utm_* values', () => {
    const result = leadFromForm(
      'contact',
      {
        ...contact,
        _source: '/services/network-solutions/sd-wan',
        _cta: 'book-an-sd-wan-assessment',
        _ref: 'WWW.LinkedIn.com',
        _utm_first_source: 'linkedin',
        _utm_first_campaign: 'q1-sdwan',
        _utm_last_source: 'newsletter',
        _utm_last_medium: 'email',
        _utm_last_campaign: 'Q1 SD-WAN',
      },
      context,
    );
    expect(result.ok && result.lead).toMatchObject({
      sourcePage: '/services/network-solutions/sd-wan',
      landingPath: '/contact-us',
      cta: 'book-an-sd-wan-assessment',
      referrerHost: 'www.linkedin.com',
      firstUtmSource: 'linkedin',
      firstUtmCampaign: 'q1-sdwan',
      lastUtmSource: 'newsletter',
      lastUtmMedium: 'email',
      lastUtmCampaign: 'Q1 SD-WAN',
      // No campaign code on the form or the button: the last campaign link's, as a code.
      campaign: 'q1-sd-wan',
    });
  });

  it("counts a lead under the form's or button's campaign code before the visit's utm_campaign", () => {
    const result = leadFromForm('contact', { ...contact, campaign: 'gday22-roadshow', _utm_last_campaign: 'other' }, context);
    expect(result.ok && result.lead.campaign).toBe('gday22-roadshow');
  });

  it('leaves out, and names, context values that break their rules instead of refusing the message', () => {
    const result = leadFromForm(
      'contact',
      {
        ...contact,
        _source: 'https://evil.example/',
        _cta: 'Book <now>',
        _ref: 'bad host:8080',
        _utm_first_source: 'line\nbreak',
        _utm_last_term: 'x'.repeat(101),
        _utm_last_content: ['a', 'b'],
        _utm_last_medium: 'cpc',
      },
      context,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.dropped.sort()).toEqual(['_cta', '_ref', '_source', '_utm_first_source', '_utm_last_content', '_utm_last_term'].sort());
    expect(result.lead).toMatchObject({ sourcePage: '/contact-us', lastUtmMedium: 'cpc' });
    for (const key of ['cta', 'referrerHost', 'firstUtmSource', 'lastUtmTerm', 'lastUtmContent']) expect(result.lead).not.toHaveProperty(key);
  });

  it('maps the partner form\'s contact name and the campaign form\'s organisation and interest', () => {
    const partner = leadFromForm(
      'partner',
      { company: 'Outback Integrators', abn: '51 824 670 580', contactName: 'Sam Lee', email: 'sam@outback.com.au', phone: '02 5550 4200', partnerType: 'reseller' },
      { ...context, landingPath: '/partner' },
    );
    expect(partner.ok && partner.lead).toMatchObject({
      name: 'Sam Lee',
      company: 'Outback Integrators',
      consent: false,
      extra: { abn: '51 824 670 580', partnerType: 'reseller' },
    });
    const campaign = leadFromForm(
      'campaign-lead',
      { name: 'Jo Park', email: 'jo@bigfour.com.au', phone: '0400 000 000', organisation: 'BIG4', interest: 'Guest Wi-Fi', campaign: 'gday22-roadshow' },
      { ...context, landingPath: '/gday22' },
    );
    expect(campaign.ok && campaign.lead).toMatchObject({ company: 'BIG4', message: 'Guest Wi-Fi', campaign: 'gday22-roadshow', extra: {} });
  });

  it('validates the hidden fields like the visible ones', () => {
    expect(leadFromForm('contact', { ...contact, campaign: '"><script>' }, context)).toEqual({
      ok: false,
      errors: { campaign: HIDDEN_FIELD_ERRORS.campaign },
    });
    expect(leadFromForm('contact', { ...contact, campaign: 'c'.repeat(LEAD_LIMITS.campaign + 1) }, context).ok).toBe(false);
    // A code that is not text (a tampered JSON post) is refused, not dropped; none at all is fine.
    for (const campaign of [['gday22-roadshow', 'x'], { $ne: '' }, 22]) {
      expect(leadFromForm('contact', { ...contact, campaign }, context)).toEqual({ ok: false, errors: { campaign: HIDDEN_FIELD_ERRORS.campaign } });
    }
    expect(leadFromForm('contact', { ...contact, campaign: null }, context).ok).toBe(true);
    expect(leadFromForm('contact', contact, { ...context, landingPath: 'https://evil.example/' })).toEqual({
      ok: false,
      errors: { landingPath: HIDDEN_FIELD_ERRORS.landingPath },
    });
    expect(leadFromForm('contact', contact, { ...context, submissionKey: 'short' }).ok).toBe(false);
  });

  it('reports visible and hidden problems together', () => {
    const result = leadFromForm('contact', { ...contact, email: 'audit@example..com', campaign: 'Bad Code' }, context);
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(['campaign', 'email']);
  });

  it('produces only values the lead content type accepts', () => {
    const result = leadFromForm('contact', contact, context);
    if (!result.ok) throw new Error('expected a lead');
    const stored = formSubmissionContentType.schema.safeParse({ id: 1, documentId: 'l', ...result.lead });
    expect(stored.success, stored.error?.message).toBe(true);
  });
});

describe('one set of names and limits', () => {
  it('spells the forms the same in the block, the lead and the form definitions', () => {
    expect(formBlock.strapiSchema.attributes.form!.enum).toEqual([...BLOCK_FORM_NAMES]);
    expect(FORM_NAMES.filter((n) => !(BLOCK_FORM_NAMES as readonly string[]).includes(n))).toEqual(['download']);
    // The lead keeps any form's key (CMS forms too), checked as a key.
    expect(formSubmissionContentType.strapiSchema.attributes.form!.type).toBe('string');
    for (const name of FORM_NAMES) expect(isFormKey(name)).toBe(true);
    expect(Object.keys(FORMS).sort()).toEqual([...FORM_NAMES].sort());
  });

  it('lets the lead store every answer a form accepts (form limits within the lead\'s)', () => {
    const attrs = formSubmissionContentType.strapiSchema.attributes;
    for (const form of Object.values(FORMS)) {
      for (const field of form.fields) {
        if (!field.lead || field.lead === 'consent' || field.maxLength === undefined) continue;
        expect(field.maxLength, `${form.name}.${field.name}`).toBeLessThanOrEqual(attrs[field.lead]!.maxLength as number);
      }
    }
  });
});

describe('the email rule', () => {
  it('refuses addresses with an empty domain label, no top-level domain or two @', () => {
    for (const bad of ['audit@example..com', 'name@company', 'a@b.c', 'two@@signs.com', 'x@-example.com', 'a b@example.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('accepts ordinary and unusual but valid addresses, and the form accepts what the rule accepts', () => {
    for (const good of ['alex@council.nsw.gov.au', 'jo+leads@bigfour.com.au', '"jo park"@bigfour.com.au', 'o\'brien@example.com.au']) {
      expect(isValidEmail(good), good).toBe(true);
      expect(validateForm(FORMS.contact, { ...contact, email: good }).ok, good).toBe(true);
    }
  });

  it('is what the lead\'s email field checks before Strapi stores it, with no Strapi email type in the way', () => {
    const email = formSubmissionContentType.fields.email;
    expect(email.strapi).toEqual({ type: 'string', required: true, maxLength: 254 });
    expect(email.check?.('audit@example..com')).toBe('Enter an email address like name@company.com.au');
    expect(email.check?.('"jo park"@bigfour.com.au')).toBeNull();
  });
});

describe('call-to-action identifiers and campaign codes', () => {
  it('makes an identifier of a button label and a code of a utm_campaign value', () => {
    expect(ctaIdOf('Book an SD-WAN assessment')).toBe('book-an-sd-wan-assessment');
    expect(ctaIdOf('Call (02) 5550 4200')).toBe('call-02-5550-4200');
    expect(ctaIdOf('!!!')).toBeNull();
    expect(campaignCodeOf(' Q1 SD-WAN ')).toBe('q1-sd-wan');
    expect(campaignCodeOf('Café–Roadshow')).toBe('cafe-roadshow');
    expect(campaignCodeOf('x'.repeat(200))).toHaveLength(LEAD_LIMITS.campaign);
  });
});
