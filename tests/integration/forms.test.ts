// The site forms end to end: a visitor's post (plain HTML or JavaScript), the server's checks in
// order (size, forgery, validation, bot check) and the submission stored in Strapi. The team's
// e-mail about it is in forms-email.test.ts; the outbox and the CMS's refusals in
// forms-outbox.test.ts.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactFields, formsSuite, sleep, unique, Visitor } from './forms-helpers';
import { stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

/** A valid ABN (the ATO's published example) and one with a wrong check digit. */
const VALID_ABN = '51 824 753 556';
const WRONG_ABN = '51 824 753 557';

describe('forms on the shared stack', () => {
  const suite = formsSuite(stack);
  const { stored } = suite;

  /** Posts the contact form as a browser without JavaScript does: the answer is an HTML page with `status` that says `text`. */
  async function htmlAnswer(fields: Record<string, string>, status: number, text: string) {
    const res = await suite.visitor.submit('contact', fields);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain(text);
    return res;
  }

  it('a valid contact post answers 303 to /contact-us?popup=thank-you and is stored', async () => {
    const fresh = await new Visitor(stack().webUrl).arrive();
    const fields = contactFields();
    const res = await fresh.submit('contact', fields);
    expect(res.status, res.text).toBe(303);
    expect(res.headers.location).toBe('/contact-us?popup=thank-you');
    const rows = await stored(fields.email!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form: 'contact',
      name: 'Integration Tester',
      email: fields.email,
      company: 'Integration Test Pty Ltd',
      message: fields.message,
      consent: true,
      landingPath: '/contact-us',
      leadStatus: 'new',
    });
    expect(rows[0]!.extra).toEqual({ enquiryType: 'network' });
  });

  it('with Accept: application/json the same post answers 200 {ok: true} and is stored', async () => {
    const fields = contactFields();
    const res = await suite.visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toEqual({ ok: true, stored: true });
    expect(await stored(fields.email!)).toHaveLength(1);
  });

  it.each([
    ['an invalid email', { email: `not-an-email-${unique()}` }, 'email'],
    ['missing consent', { consent: '' }, 'consent'],
    ['a 100 KB message', { message: 'x'.repeat(100 * 1024) }, 'message'],
  ])('%s answers 400 naming the field and stores nothing', async (_label, change, field) => {
    const fields = contactFields(change);
    const res = await suite.visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toEqual([field]);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('the plain HTML answer to an invalid post is a 400 page listing the problem', async () => {
    const fields = contactFields({ consent: '' });
    await htmlAnswer(fields, 400, 'Please tick this box to continue');
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('a partner application with a wrong ABN answers 400 naming abn and stores nothing', async () => {
    const email = `it-${unique()}@example.com`;
    const partner = {
      _page: '/partner',
      company: 'Integration Partners Pty Ltd',
      contactName: 'Partner Tester',
      email,
      phone: '02 5550 4200',
      partnerType: 'reseller',
      message: 'We resell networks in regional New South Wales.',
    };
    const bad = await suite.visitor.submit('partner', { ...partner, abn: WRONG_ABN }, { json: true });
    expect(bad.status, bad.text).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual(['abn']);
    expect(await stored(email)).toEqual([]);
    // The same application with a valid ABN is accepted: only the ABN was wrong.
    const good = await suite.visitor.submit('partner', { ...partner, abn: VALID_ABN }, { json: true });
    expect(good.status, good.text).toBe(200);
    const rows = await stored(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form: 'partner', name: 'Partner Tester', company: 'Integration Partners Pty Ltd', landingPath: '/partner' });
    expect(rows[0]!.extra).toEqual({ abn: VALID_ABN, partnerType: 'reseller' });
  });

  it('the same post sent twice (a double click, a resend) is stored as one lead', async () => {
    const fields = contactFields();
    const first = await suite.visitor.submit('contact', fields, { json: true });
    const second = await suite.visitor.submit('contact', fields, { json: true });
    expect([first.status, second.status], `${first.text} ${second.text}`).toEqual([200, 200]);
    const rows = await stored(fields.email!);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.submissionKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('an email address the shared rule refuses (audit@example..com) answers 400 at the site and is refused by the CMS too', async () => {
    const fields = contactFields({ email: 'audit@example..com' });
    const res = await suite.visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toEqual(['email']);
    // Straight to the CMS with the web's token: the CMS applies the same rule.
    const direct = await fetch(`${stack().cmsUrl}/api/form-submissions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack().env.CMS_API_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        data: { form: 'contact', name: 'Direct', email: 'audit@example..com', landingPath: '/contact-us', submissionKey: `it-${unique()}-direct-key` },
      }),
    });
    expect(direct.status).toBe(400);
    const body = (await direct.json()) as { error: { details: { errors: { path: string[] }[] } } };
    expect(body.error.details.errors.map((e) => e.path.join('.'))).toEqual(['email']);
    expect(await stored('audit@example..com')).toEqual([]);
  });

  it('a campaign lead with a tampered hidden campaign code answers 400 naming campaign and stores nothing', async () => {
    const email = `it-${unique()}@example.com`;
    const lead = {
      _xsrf: suite.visitor.token,
      _page: '/gday22',
      name: 'Campaign Tester',
      email,
      phone: '0400 000 000',
      organisation: 'Campaign Test Pty Ltd',
      interest: 'Guest Wi-Fi',
    };
    const bad = await suite.visitor.submit('campaign-lead', { ...lead, campaign: '<script>alert(1)</script>' }, { json: true });
    expect(bad.status, bad.text).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual(['campaign']);
    expect(await stored(email)).toEqual([]);
    const good = await suite.visitor.submit('campaign-lead', { ...lead, campaign: 'gday22-roadshow' }, { json: true });
    expect(good.status, good.text).toBe(200);
    const rows = await stored(email);
    expect(rows[0]).toMatchObject({ form: 'campaign-lead', campaign: 'gday22-roadshow', company: 'Campaign Test Pty Ltd', message: 'Guest Wi-Fi', landingPath: '/gday22' });
  });

  it('an editor moves a lead to contacted in the admin, and cannot create a lead there', async () => {
    const fields = contactFields();
    expect((await suite.visitor.submit('contact', fields, { json: true })).status).toBe(200);
    const [lead] = await stored(fields.email!);
    const admin = `${stack().cmsUrl}/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}`;
    const headers = { authorization: `Bearer ${suite.jwt}`, 'content-type': 'application/json' };
    const update = await fetch(`${admin}/${lead!.documentId}`, { method: 'PUT', headers, body: JSON.stringify({ leadStatus: 'contacted' }) });
    expect(update.status, await update.clone().text()).toBe(200);
    expect((await stored(fields.email!))[0]!.leadStatus).toBe('contacted');
    const create = await fetch(admin, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Made up', email: `it-${unique()}@example.com`, landingPath: '/', submissionKey: `editor-${unique()}-key` }),
    });
    expect(create.status).toBe(403);
  });

  it('a plain HTML post from this site needs no token: its Origin vouches for it', async () => {
    const fields = contactFields();
    const res = await suite.visitor.submit('contact', fields, { token: null, cookies: false });
    expect(res.status, res.text).toBe(303);
    expect(await stored(fields.email!)).toHaveLength(1);
  });

  it('a post from another site (Origin or Sec-Fetch-Site) answers 403 and stores nothing', async () => {
    const fields = contactFields();
    const crossOrigin = await suite.visitor.submit('contact', fields, { origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
    const crossFetch = await suite.visitor.submit('contact', fields, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossFetch.status).toBe(403);
    const sibling = await suite.visitor.submit('contact', fields, { origin: null, json: true, headers: { 'sec-fetch-site': 'same-site' } });
    expect(sibling.status, 'a sibling subdomain is another site').toBe(403);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('a post with neither a same-origin browser header nor a token answers 403 and stores nothing', async () => {
    const fields = contactFields();
    const res = await suite.visitor.submit('contact', fields, { origin: null, token: null });
    expect(res.status).toBe(403);
    const noCookie = await suite.visitor.submit('contact', fields, { origin: null, json: true, cookies: false });
    expect(noCookie.status, 'a token without its cookie').toBe(403);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it("a token is bound to its session: visitor A's cookies with visitor B's token (cookie and header) answer 403", async () => {
    const other = await new Visitor(stack().webUrl).arrive();
    const fields = contactFields();
    const mixed = `ib_visitor=${suite.visitor.browser.cookie('ib_visitor')}; XSRF-TOKEN=${other.browser.cookie('XSRF-TOKEN')}`;
    const res = await suite.visitor.submit('contact', fields, { origin: null, json: true, token: other.token, cookies: false, headers: { cookie: mixed } });
    expect(res.status).toBe(403);
    // The same post with A's own token is accepted: only the binding was wrong.
    const own = await suite.visitor.submit('contact', fields, { origin: null, json: true });
    expect(own.status, own.text).toBe(200);
  });

  it('a forged token (not signed by the server) in both cookie and header answers 403', async () => {
    const forged = `${randomBytes(32).toString('hex')}.${randomBytes(32).toString('hex')}`;
    const fields = contactFields();
    const res = await suite.visitor.submit('contact', fields, {
      origin: null,
      json: true,
      token: forged,
      cookies: false,
      headers: { cookie: `ib_visitor=${suite.visitor.browser.cookie('ib_visitor')}; XSRF-TOKEN=${forged}` },
    });
    expect(res.status).toBe(403);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('a body over 256 KB answers 413', async () => {
    const fields = contactFields({ message: 'y'.repeat(300 * 1024) });
    const res = await suite.visitor.submit('contact', fields);
    expect(res.status).toBe(413);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('a filled honeypot field is never answered "thank you": it is held for confirmation and nothing is stored', async () => {
    const fields = contactFields({ website: 'https://spam.example' });
    const res = await htmlAnswer(fields, 409, 'Please check your message and send it again');
    expect(res.text).not.toContain('thank-you');
    // What was typed is on the page, and the honeypot is not.
    expect(res.text).toContain(fields.email);
    expect(res.text).not.toContain('spam.example');
    const jsonEmail = `it-${unique()}@example.com`;
    const json = await suite.visitor.submit('contact', { ...fields, email: jsonEmail }, { json: true });
    expect(json.status).toBe(409);
    expect(json.json()).toMatchObject({ error: 'confirm', confirm: expect.stringMatching(/\./) });
    await sleep(300);
    expect(await stored(fields.email!)).toEqual([]);
    expect(await stored(jsonEmail)).toEqual([]);
  });

  it('a start token is single-use: replayed from another address with another message it stores nothing and asks to check and send again, as a too-fast send does', async () => {
    const started = await suite.visitor.nextStart();
    const first = contactFields();
    const sent = await suite.visitor.submit('contact', { ...first, _started: started }, { json: true });
    expect(sent.status, sent.text).toBe(200);
    // The same message again (a retry) is still the same lead, stored once.
    expect((await suite.visitor.submit('contact', { ...first, _started: started }, { json: true })).status).toBe(200);
    // Another message with the same token, from another address and another visitor's session.
    const other = await new Visitor(stack().webUrl).arrive();
    const replayed = contactFields();
    const res = await other.submit('contact', { ...replayed, _started: started }, { json: true });
    expect(res.status, res.text).toBe(409);
    expect(res.json()).toMatchObject({ error: 'confirm', message: 'Please check your details and send your message again.' });
    const page = await other.submit('contact', { ...replayed, _started: started });
    expect(page.status).toBe(409);
    expect(page.text).toContain('Please check your message and send it again');
    await sleep(300);
    expect(await stored(first.email!)).toHaveLength(1);
    expect(await stored(replayed.email!)).toEqual([]);
  });

  it('a post sent too soon after the first touch, or without a start time, is held; the confirmation lets the resend through once', async () => {
    const tooSoon = await suite.visitor.browser.fetch('/api/forms/start', { headers: { accept: 'application/json' } });
    const started = ((await tooSoon.json()) as { started: string }).started;
    const fields = contactFields();
    for (const attempt of [{ _started: started }, { _started: '' }, { _started: 'forged.token' }]) {
      const res = await suite.visitor.submit('contact', { ...fields, ...attempt }, { json: true });
      expect(res.status, JSON.stringify(attempt)).toBe(409);
    }
    const held = await suite.visitor.submit('contact', { ...fields, _started: started }, { json: true });
    const { confirm } = held.json<{ confirm: string }>();
    // A confirmation is for one form only.
    const partnerEmail = `it-${unique()}@example.com`;
    const partnerFields = {
      _page: '/partner',
      company: 'Confirm Partners Pty Ltd',
      abn: VALID_ABN,
      contactName: 'Confirm Tester',
      email: partnerEmail,
      phone: '02 5550 4200',
      partnerType: 'reseller',
    };
    const partner = await suite.visitor.submit('partner', { ...partnerFields, _started: started, _confirm: confirm }, { json: true });
    expect(partner.status, partner.text).toBe(409);
    expect(await stored(partnerEmail)).toEqual([]);
    expect(await stored(fields.email!)).toEqual([]);
    const sent = await suite.visitor.submit('contact', { ...fields, _started: started, _confirm: confirm }, { json: true });
    expect(sent.status, sent.text).toBe(200);
    const again = await suite.visitor.submit('contact', { ...fields, _started: started, _confirm: confirm }, { json: true });
    expect(again.status, 'the same message again (same visitor, same answers)').toBe(200);
    expect(await stored(fields.email!)).toHaveLength(1);
  });

});
