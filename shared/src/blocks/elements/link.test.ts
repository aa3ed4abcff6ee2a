import { describe, expect, it } from 'vitest';
import { pageContentType } from '../../content/page.js';
import { componentsIn } from '../../schema/checks.js';
import { ctaEnquiryProblem, ctaEnquiryType, ctaFormKey, isEnquiryValue } from '../../forms/cta-form.js';
import { linkElement } from './link.js';

const conference = { label: 'Conference registration', options: [{ value: 'delegate' }, { value: 'exhibitor' }] };

describe('the form a call to action opens', () => {
  it('is the form chosen from Forms (by its key) before one of the three by name, and none for a plain link', () => {
    expect(ctaFormKey({ form: 'contact', builtForm: { key: 'conference-registration' } })).toBe('conference-registration');
    expect(ctaFormKey({ form: 'none', builtForm: { key: 'conference-registration' } })).toBe('conference-registration');
    expect(ctaFormKey({ form: 'partner', builtForm: null })).toBe('partner');
    expect(ctaFormKey({ form: 'partner' })).toBe('partner');
    // A form from Forms the site did not read back (unpublished): the link keeps its own choice.
    expect(ctaFormKey({ form: 'none', builtForm: { key: undefined } as never })).toBeNull();
    expect(ctaFormKey({ form: 'none', builtForm: null })).toBeNull();
  });

  it('reads "none" and an empty enquiry type as none, as older buttons store them', () => {
    expect(ctaEnquiryType({ enquiryType: 'none' })).toBeNull();
    expect(ctaEnquiryType({ enquiryType: '' })).toBeNull();
    expect(ctaEnquiryType({ enquiryType: null })).toBeNull();
    expect(ctaEnquiryType({})).toBeNull();
    expect(ctaEnquiryType({ enquiryType: 'exhibitor' })).toBe('exhibitor');
  });

  it('accepts as an enquiry type only a value spelt as form options are', () => {
    expect(isEnquiryValue('new-service')).toBe(true);
    expect(isEnquiryValue('exhibitor')).toBe(true);
    for (const bad of ['New-Service', 'new service', '-x', 'x-', '<b>', '', 'a'.repeat(61), 7]) expect(isEnquiryValue(bad), String(bad)).toBe(false);
  });
});

describe('the check of an enquiry type chosen in advance', () => {
  it('passes one of the chosen form’s enquiry types, and no enquiry type at all', () => {
    expect(ctaEnquiryProblem('exhibitor', conference)).toBeNull();
    expect(ctaEnquiryProblem(null, conference)).toBeNull();
    expect(ctaEnquiryProblem(null, null)).toBeNull();
  });

  it('refuses one the form does not offer, naming the form and what it offers', () => {
    expect(ctaEnquiryProblem('network', conference)).toBe('The form “Conference registration” offers: delegate, exhibitor');
    expect(ctaEnquiryProblem('network', { label: 'Campaign lead', options: [] })).toBe('The form “Campaign lead” has no enquiry types');
  });

  it('refuses an enquiry type on a button that opens no form', () => {
    expect(ctaEnquiryProblem('network', null)).toBe('Choose the form this button opens before an enquiry type');
  });

  it('refuses an enquiry type that is not spelt as options are, on save like every field rule', () => {
    const input = linkElement.fields.enquiryType.input!;
    expect(input.safeParse('exhibitor').success).toBe(true);
    const bad = input.safeParse('Exhibitor stand');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Use the value of one of the form’s enquiry types, e.g. network');
    expect(linkElement.strapiSchema.attributes.enquiryType).toMatchObject({ type: 'string', regex: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 60 });
  });

  it('names a form from Forms by its name in the admin (a relation to forms, read with name and key)', () => {
    expect(linkElement.strapiSchema.attributes.builtForm).toEqual({ type: 'relation', relation: 'oneToOne', target: 'api::form.form' });
    expect(linkElement.fields.builtForm.mainField).toBe('name');
    expect(linkElement.populate).toMatchObject({ populate: { builtForm: { fields: ['name', 'key'] } } });
  });
});

describe('the buttons of a page about to be saved', () => {
  const page = {
    title: 'Connect 2027',
    blocks: [
      { __component: 'blocks.hero', heading: 'Connect 2027', actions: [{ label: 'Register', href: '/connect', enquiryType: 'exhibitor' }, { label: 'Call', href: 'tel:+61255500000' }] },
      { __component: 'blocks.rich-text', body: [] },
      { __component: 'blocks.cta-banner', heading: 'Come along', actions: [{ label: 'Book', href: '/connect#enquire' }] },
    ],
  };

  it('are found with their paths through the blocks, for the CMS to check against their forms', () => {
    const found = componentsIn(pageContentType.fields, page, linkElement.uid);
    expect(found.map((f) => f.path)).toEqual([
      ['blocks', 0, 'actions', 0],
      ['blocks', 0, 'actions', 1],
      ['blocks', 2, 'actions', 0],
    ]);
    expect(found[0]!.value).toMatchObject({ label: 'Register', enquiryType: 'exhibitor' });
    expect(componentsIn(pageContentType.fields, null, linkElement.uid)).toEqual([]);
  });
});
