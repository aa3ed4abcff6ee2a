// Bad input to the site forms (POST /api/forms/<name>), with JavaScript (JSON answers) and
// without (a plain HTML post: always an HTML page, never raw JSON): every refusal has its exact
// status, is never kept by a cache, never stores a lead, and a valid post still stores exactly
// once. Leads are read through the Strapi admin, as an editor reads them. The forms' happy paths
// and their bot check are in forms.test.ts.
import { describe, expect, it } from 'vitest';
import { contactFields, expectHtmlPage, expectJson, formsSuite, post, sleep, unique, type Answer } from './forms-helpers';
import { stack } from './helpers';
import { expectSameSiteLocation } from './raw-http';

const suite = formsSuite(stack);
const { stored } = suite;

const errorFields = (res: Answer) => Object.keys(res.json<{ errors: Record<string, string> }>().errors).sort();

function campaignLead(overrides: Record<string, unknown> = {}) {
  return {
    _page: '/gday22',
    name: 'Campaign Tester',
    email: `it-${unique()}@example.com`,
    phone: '0400 000 000',
    organisation: 'Campaign Test Pty Ltd',
    interest: 'Guest Wi-Fi',
    campaign: 'gday22-roadshow',
    ...overrides,
  };
}

describe('answers a form refuses: 400 naming the field, nothing stored', () => {
  it.each([
    ['audit@example..com'],
    ['<b>x</b>@example.com'],
    ['"><script>alert(1)</script>@example.com'],
    ['x@example'],
    ['x@[127.0.0.1]'],
    ['x y@example.com'],
    ['x@example.com,y@example.com'],
    ['x@example.com\r\nBcc: victim@example.com'],
    ['aaa…@example.com (257 characters)', `${'a'.repeat(245)}@example.com`],
  ])('the email address %j', async (label, email = label) => {
    const fields = contactFields({ email });
    const res = await suite.visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(400);
    expectJson(res);
    expect(errorFields(res)).toEqual(['email']);
    expect(await stored(email)).toEqual([]);
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['a name of 121 characters', { name: 'n'.repeat(121) }, 'name'],
    ['a message under 10 characters', { message: 'Call me' }, 'message'],
    ['a message of 4,001 characters', { message: 'm'.repeat(4001) }, 'message'],
    ['an enquiry type not in the list', { enquiryType: 'free-money' }, 'enquiryType'],
    ['a phone number of words', { phone: 'call me maybe' }, 'phone'],
    ['an organisation of 161 characters', { company: 'c'.repeat(161) }, 'company'],
    ['consent given as "yes please"', { consent: 'yes please' }, 'consent'],
  ])('%s', async (_label, change, field) => {
    const fields = contactFields(change);
    const res = await suite.visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(400);
    expect(errorFields(res)).toEqual([field]);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it.each([
    ['an object for the email (an operator)', { email: { $ne: '' } }, 'email'],
    ['a list of two emails', { email: ['a@example.com', 'b@example.com'] }, 'email'],
    ['consent as false', { consent: false }, 'consent'],
    ['an object for the name', { name: { first: 'Jo', last: 'Park' } }, 'name'],
  ])('as JSON: %s', async (_label, change, field) => {
    const email = `it-${unique()}@example.com`;
    const body = JSON.stringify({ _started: suite.visitor.started, ...contactFields({ email }), ...change });
    const res = await post(stack().webUrl, '/api/forms/contact', body, suite.visitor.headers({ json: true, headers: { 'content-type': 'application/json' } }));
    expect(res.status, res.text).toBe(400);
    expect(errorFields(res)).toEqual([field]);
    expect(await stored(email)).toEqual([]);
  });

  it('without JavaScript, the answer is the form again as HTML, listing every problem, with what was typed', async () => {
    const fields = contactFields({ email: '<b>x</b>@example.com', name: '', message: 'Tell me about <script>alert(1)</script> SD-WAN' });
    const res = await suite.visitor.submit('contact', fields);
    expect(res.status).toBe(400);
    expectHtmlPage(res);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.text).toContain('Please check 2 fields');
    expect(res.text).toContain('Full name is required');
    expect(res.text).toContain('Enter an email address like name@company.com.au');
    // What was typed comes back escaped, never as markup.
    expect(res.text).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain('Tell me about &lt;script&gt;alert(1)&lt;/script&gt; SD-WAN');
  });
});

// Issue 23, finding 8: a lead's name with CR/LF became the subject of the team's notification
// email. Single-line answers hold no control character; a message keeps line breaks and tabs only.
describe('control characters', () => {
  it.each([
    ['a name with CR/LF', { name: 'Jo Park\r\nBcc: victim@example.com' }, 'name'],
    ['a name ending in a line feed', { name: 'Jo Park\n' }, 'name'],
    ['a name with a tab', { name: 'Jo\tPark' }, 'name'],
    ['a name with NUL', { name: 'Jo\u0000Park' }, 'name'],
    ['a name with ESC (a terminal escape)', { name: 'Jo\u001b[31mPark' }, 'name'],
    ['a name with DEL', { name: 'Jo\u007fPark' }, 'name'],
    ['a name with a C1 control (NEL)', { name: 'Jo\u0085Park' }, 'name'],
    ['a name with U+2028', { name: 'Jo\u2028Park' }, 'name'],
    ['an organisation with U+2029', { company: 'Ironbark\u2029Pty Ltd' }, 'company'],
    ['a phone number with CR/LF', { phone: '0400 000 000\r\n' }, 'phone'],
    ['a message with NUL', { message: 'Please call me about SD-WAN\u0000 today' }, 'message'],
    ['a message with a lone CR', { message: 'Please call me\rabout SD-WAN today' }, 'message'],
    ['a message with U+2028', { message: 'Please call me\u2028about SD-WAN today' }, 'message'],
  ])('%s: 400 naming the field, nothing stored', async (_label, change, field) => {
    const fields = contactFields(change);
    const res = await suite.visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(400);
    expectJson(res);
    expect(errorFields(res)).toEqual([field]);
    expect(res.json<{ errors: Record<string, string> }>().errors[field]).toMatch(/control characters/);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('the campaign form\'s organisation with CR/LF: 400 naming the field', async () => {
    const res = await suite.visitor.submit('campaign-lead', campaignLead({ organisation: 'Acme\r\nX-Injected: 1' }), { json: true });
    expect(res.status, res.text).toBe(400);
    expect(errorFields(res)).toEqual(['organisation']);
  });

  it('without JavaScript, the form page comes back naming the field', async () => {
    const fields = contactFields({ name: 'Jo Park\r\nBcc: victim@example.com' });
    const res = await suite.visitor.submit('contact', fields);
    expect(res.status).toBe(400);
    expectHtmlPage(res);
    expect(res.text).toContain('Full name must be a single line without control characters');
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('a message with line breaks (\\n and \\r\\n) and tabs is stored as sent', async () => {
    const message = 'Please call me about SD-WAN.\r\nWe have:\n\t- 4 sites\n\t- 2 data centres';
    const fields = contactFields({ message });
    const res = await suite.visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(200);
    const leads = await stored(fields.email!);
    expect(leads).toHaveLength(1);
    expect((leads[0] as { message?: string }).message).toBe(message);
  });
});

// Issue 23, finding 4: the confirmation of a held message was bound to the form name only, lasted
// an hour, could carry other messages, and a post with the honeypot filled was stored with it.
describe('the confirmation of a held message', () => {
  /** A message held by the bot check (no start time), and the confirmation it was given. */
  async function held(fields: Record<string, string>) {
    const res = await suite.visitor.submit('contact', { ...fields, _started: '' }, { json: true });
    expect(res.status, res.text).toBe(409);
    return res.json<{ confirm: string }>().confirm;
  }

  it('cannot carry another message: 409, the other message not stored', async () => {
    const first = contactFields();
    const confirm = await held(first);
    const other = contactFields({ message: 'A different message, sent with the first one\'s confirmation.' });
    const res = await suite.visitor.submit('contact', { ...other, _started: '', _confirm: confirm }, { json: true });
    expect(res.status, res.text).toBe(409);
    expect(await stored(other.email!)).toEqual([]);
  });

  it('cannot carry the same answers under another submission key (one message, many leads)', async () => {
    const fields = contactFields();
    const confirm = await held({ ...fields, _key: `key-${unique()}-aaaaaaaa` });
    const res = await suite.visitor.submit('contact', { ...fields, _key: `key-${unique()}-bbbbbbbb`, _started: '', _confirm: confirm }, { json: true });
    expect(res.status, res.text).toBe(409);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('used once, the same message sent again with it (a double click) is answered and stored once', async () => {
    const fields = contactFields();
    const key = `key-${unique()}-cccccccc`;
    const confirm = await held({ ...fields, _key: key });
    const sent = await suite.visitor.submit('contact', { ...fields, _key: key, _started: '', _confirm: confirm }, { json: true });
    expect(sent.status, sent.text).toBe(200);
    const again = await suite.visitor.submit('contact', { ...fields, _key: key, _started: '', _confirm: confirm }, { json: true });
    expect(again.status, 'a double click: answered, not stored again').toBe(200);
    expect(await stored(fields.email!)).toHaveLength(1);
  });

  it.each([['a forged token', 'lq2w3e4r.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'], ['an old-style token', 'abc'], ['a token over 100 characters', `${'a'.repeat(101)}`]])(
    '%s is no confirmation: 409, nothing stored',
    async (_label, confirm) => {
      const fields = contactFields();
      const res = await suite.visitor.submit('contact', { ...fields, _started: '', _confirm: confirm }, { json: true });
      expect(res.status).toBe(409);
      expect(await stored(fields.email!)).toEqual([]);
    },
  );

  it('a filled honeypot is never stored, even with a good confirmation (JSON: answered as sent)', async () => {
    const fields = contactFields({ website: 'https://spam.example' });
    const confirm = await held(fields);
    const res = await suite.visitor.submit('contact', { ...fields, _started: '', _confirm: confirm }, { json: true });
    expect(res.status, res.text).toBe(200);
    await sleep(300);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('a filled honeypot is never stored, even with a good confirmation (no JavaScript: the thank-you redirect)', async () => {
    const fields = contactFields({ website: 'https://spam.example' });
    const confirm = await held(fields);
    const res = await suite.visitor.submit('contact', { ...fields, _started: '', _confirm: confirm });
    expect(res.status).toBe(303);
    expectSameSiteLocation(res, stack().webUrl, '/contact-us?popup=thank-you');
    await sleep(300);
    expect(await stored(fields.email!)).toEqual([]);
  });
});

describe("the campaign form's hidden campaign code", () => {
  it.each([
    ['81 characters', 'c'.repeat(81)],
    ['capitals and spaces', 'GDAY22 Roadshow'],
    ['a path', '../../admin'],
    ['markup', '"><img src=x onerror=alert(1)>'],
  ])('a code of %s answers 400 naming campaign and stores nothing', async (_label, campaign) => {
    const lead = campaignLead({ campaign });
    const res = await suite.visitor.submit('campaign-lead', lead as Record<string, string>, { json: true });
    expect(res.status, res.text).toBe(400);
    expect(errorFields(res)).toEqual(['campaign']);
    expect(await stored(lead.email)).toEqual([]);
  });

  it.each([
    ['a list', ['gday22-roadshow', 'other']],
    ['an object', { $ne: '' }],
  ])('a code sent as %s (JSON) answers 400 naming campaign and stores nothing', async (_label, campaign) => {
    const lead = campaignLead({ campaign });
    const body = JSON.stringify({ _started: suite.visitor.started, ...lead });
    const res = await post(stack().webUrl, '/api/forms/campaign-lead', body, suite.visitor.headers({ json: true, headers: { 'content-type': 'application/json' } }));
    expect(res.status, res.text).toBe(400);
    expect(errorFields(res)).toEqual(['campaign']);
    expect(await stored(lead.email as string)).toEqual([]);
  });

  it('without JavaScript, a bad code answers the form again as HTML with the campaign error', async () => {
    const lead = campaignLead({ campaign: 'c'.repeat(200) });
    const res = await suite.visitor.submit('campaign-lead', lead as Record<string, string>);
    expect(res.status).toBe(400);
    expectHtmlPage(res);
    expect(res.text).toContain('The campaign code of this form is not valid');
    expect(await stored(lead.email)).toEqual([]);
  });
});


describe('valid input is still accepted', () => {
  it('a valid campaign lead as JSON is stored exactly once with its campaign', async () => {
    const lead = campaignLead();
    const body = JSON.stringify({ _started: suite.visitor.started, ...lead });
    const headers = suite.visitor.headers({ json: true, headers: { 'content-type': 'application/json' } });
    const first = await post(stack().webUrl, '/api/forms/campaign-lead', body, headers);
    expect(first.status, first.text).toBe(200);
    expectJson(first);
    expect(first.json()).toEqual({ ok: true, stored: true });
    const again = await post(stack().webUrl, '/api/forms/campaign-lead', body, headers);
    expect(again.status, again.text).toBe(200);
    const rows = await stored(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form: 'campaign-lead', campaign: 'gday22-roadshow', landingPath: '/gday22', company: 'Campaign Test Pty Ltd' });
  });
});
