// The content checks of the form builder's forms (issue 37): a hidden value left empty refuses
// publish (an error naming the field), no consent field and no routing are warnings.
import { describe, expect, it } from 'vitest';
import { checkEntry, checkForm, publishErrors, publishRefusal, type SiteContext } from './content-checks.js';
import { checkedTypes, CONTENT_TYPE_UIDS } from './content-type-uids.js';

const name = { __component: 'form-fields.short-text', key: 'name', label: 'Full name', required: true, width: 'half', maxLength: 120, format: 'none', leadField: 'name' };
const email = { __component: 'form-fields.email', key: 'email', label: 'Work email', required: true, width: 'half', isContact: true };
const hidden = (value: string | null) => ({ __component: 'form-fields.hidden', key: 'event', label: 'Event', value });
const consent = { __component: 'form-fields.consent', key: 'consent', text: 'I agree to Ironbark Communications contacting me.', required: true };

const form = (over: Record<string, unknown> = {}) => ({
  documentId: 'f1',
  name: 'Conference registration',
  key: 'conference-registration',
  heading: 'Register',
  submitLabel: 'Register',
  teamEmail: 'events@example.com.au',
  sendWebhooks: true,
  archived: false,
  fields: [name, email, hidden('connect-2027'), consent],
  ...over,
});

const codes = (doc: Record<string, unknown>) => checkForm(doc).problems.map((p) => `${p.severity} ${p.code} ${p.field}`);

describe('content checks of forms', () => {
  it('forms join the checks by their definition opt-in, with their own rule set', () => {
    expect(checkedTypes()[CONTENT_TYPE_UIDS.form]).toBe('form');
  });

  it('a well-made form has no problems and no search preview', () => {
    const checked = checkForm(form());
    expect(checked).toEqual({ kind: 'form', documentId: 'f1', preview: null, problems: [] });
    const site: SiteContext = { host: 'x', publishedPaths: new Set(), unpublishedPaths: new Set(), redirectPaths: new Set(), published: [] };
    expect(checkEntry('form', form(), site)).toEqual(checked);
  });

  it('no consent field: a warning naming Fields', () => {
    const [p, ...rest] = checkForm(form({ fields: [name, email, hidden('connect-2027')] })).problems;
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ code: 'form-no-consent', severity: 'warning', field: 'fields' });
    expect(p!.message).toMatch(/^No consent field: /);
    expect(p!.message).toContain('Add a Consent field to Fields');
    // A plain checkbox is not consent.
    const box = { __component: 'form-fields.checkbox', key: 'news', label: 'Send me news', required: false };
    expect(codes(form({ fields: [name, email, box] }))).toEqual(['warning form-no-consent fields']);
  });

  it('a hidden value left empty: an error on its Value, which publishing refuses, named like other refused publishes', () => {
    for (const value of ['', '   ', null]) {
      const doc = form({ fields: [name, email, hidden(value), consent] });
      const [p, ...rest] = checkForm(doc).problems;
      expect(rest).toEqual([]);
      expect(p).toMatchObject({ code: 'form-hidden-no-value', severity: 'error', field: 'fields.2.value', fieldLabel: 'Fields, Field 3 (Hidden value “Event”), Value' });
      expect(p!.message).toMatch(/^Fields, Field 3 \(Hidden value “Event”\), Value: empty\. Visitors cannot fill in a hidden field/);
      expect(publishErrors('form', doc)).toEqual([p]);
      const refusal = publishRefusal('form', doc);
      expect(refusal?.message).toBe(`This form cannot be published: ${p!.message}. Fix it, then publish again.`);
    }
    expect(publishRefusal('form', form())).toBeNull();
  });

  it('other breaks of the form rules refuse publishing too (stored past the save rules), one error per field', () => {
    const doc = form({ fields: [name, { ...email, key: 'name' }, hidden(''), consent] });
    expect(codes(doc)).toEqual(['error form-hidden-no-value fields.2.value', 'error field-invalid fields.1.key']);
    expect(publishRefusal('form', doc)?.message).toMatch(/Fix them, then publish again\.$/);
    expect(codes(form({ fields: [] }))).toEqual(['error field-invalid fields', 'warning form-no-consent fields']);
  });

  it('no routing (no team e-mail and not sent to the webhooks): a warning naming the Team e-mail', () => {
    const [p, ...rest] = checkForm(form({ teamEmail: null, sendWebhooks: false })).problems;
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ code: 'form-no-routing', severity: 'warning', field: 'teamEmail' });
    expect(p!.message).toMatch(/^No routing: /);
    // Either one is routing; webhooks are on unless turned off (the field's default).
    expect(codes(form({ teamEmail: '', sendWebhooks: true }))).toEqual([]);
    expect(codes(form({ teamEmail: ' ', sendWebhooks: undefined }))).toEqual([]);
    expect(codes(form({ teamEmail: 'sales@example.com.au', sendWebhooks: false }))).toEqual([]);
    expect(codes(form({ teamEmail: '  ', sendWebhooks: false }))).toEqual(['warning form-no-routing teamEmail']);
  });

  it('an archived form is off the site: its warnings are not reported, its errors are', () => {
    expect(codes(form({ archived: true, teamEmail: null, sendWebhooks: false, fields: [name, email, hidden('')] }))).toEqual(['error form-hidden-no-value fields.2.value']);
  });

  it('errors come first, then the warnings', () => {
    expect(codes(form({ teamEmail: null, sendWebhooks: false, fields: [name, email, hidden('')] }))).toEqual([
      'error form-hidden-no-value fields.2.value',
      'warning form-no-consent fields',
      'warning form-no-routing teamEmail',
    ]);
  });

  it('pages and resources are not given the form rules', () => {
    expect(publishErrors('resource', form())).toEqual([]);
  });
});
