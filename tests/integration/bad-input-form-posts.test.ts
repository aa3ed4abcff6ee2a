// Bad input to the site forms, continued (bad-input-forms.test.ts has the refused answers,
// control characters, confirmations and campaign codes): what is not a form post, forgery checks,
// the return path of a form and too many posts from one address. Every refusal has its exact
// status, is never kept by a cache and never stores a lead.
import { describe, expect, it } from 'vitest';
import { contactFields, expectHtmlPage, expectJson, formsSuite, nextAddress, post, unique } from './forms-helpers';
import { stack } from './helpers';
import { expectSameSiteLocation } from './raw-http';

const suite = formsSuite(stack);
const { stored } = suite;

describe('what is not a form post', () => {
  it('an unknown form answers 404 JSON to JavaScript', async () => {
    const res = await suite.visitor.submit('newsletter', contactFields(), { json: true });
    expect(res.status).toBe(404);
    expectJson(res);
    expect(res.json()).toEqual({ error: 'no such form' });
  });

  it('an unknown form answers a 404 HTML page to a plain HTML post', async () => {
    const res = await suite.visitor.submit('newsletter', contactFields());
    expect(res.status).toBe(404);
    expectHtmlPage(res);
    expect(res.text).toContain('Your message was not sent');
  });

  it('an over-long form name answers 404 and stores nothing', async () => {
    const fields = contactFields();
    const res = await suite.visitor.submit(`contact${'x'.repeat(1500)}`, fields, { json: true });
    expect(res.status).toBe(404);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it.each([
    ['text/plain', 'JavaScript'],
    ['text/plain', 'plain HTML'],
    ['multipart/form-data; boundary=x', 'plain HTML'],
    ['application/xml', 'JavaScript'],
  ])('a body of type %s (%s) answers 415 and stores nothing', async (type, client) => {
    const json = client === 'JavaScript';
    const fields = contactFields();
    const body = new URLSearchParams({ _started: suite.visitor.started, ...fields }).toString();
    const res = await post(stack().webUrl, '/api/forms/contact', body, suite.visitor.headers({ json, headers: { 'content-type': type } }));
    expect(res.status, res.text).toBe(415);
    if (json) expectJson(res);
    else expectHtmlPage(res);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it.each([['JavaScript'], ['plain HTML']])('malformed JSON (%s) answers 400', async (client) => {
    const json = client === 'JavaScript';
    const res = await post(stack().webUrl, '/api/forms/contact', '{"name": "x", "email": ', suite.visitor.headers({ json, headers: { 'content-type': 'application/json' } }));
    expect(res.status).toBe(400);
    if (json) {
      expectJson(res);
      expect(res.json()).toMatchObject({ error: 'failed', message: 'The form could not be read. Please reload the page and try again.' });
    } else expectHtmlPage(res);
  });

  it.each([
    ['a 300 KB body (JavaScript)', true, (fields: Record<string, string>) => new URLSearchParams({ ...fields, message: 'y'.repeat(300 * 1024) }).toString()],
    ['a 300 KB body (plain HTML)', false, (fields: Record<string, string>) => new URLSearchParams({ ...fields, message: 'y'.repeat(300 * 1024) }).toString()],
    ['60 fields (plain HTML)', false, (fields: Record<string, string>) => new URLSearchParams({ ...fields, ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'])) }).toString()],
  ])('%s answers 413 and stores nothing', async (_label, json, make) => {
    const fields: Record<string, string> = { _started: suite.visitor.started, ...contactFields() };
    const res = await post(stack().webUrl, '/api/forms/contact', make(fields), suite.visitor.headers({ json }));
    expect(res.status).toBe(413);
    if (json) expectJson(res);
    else {
      expectHtmlPage(res);
      expect(res.text).toContain('Your message was not sent');
    }
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('a body in a character set the server does not read answers 415 with an HTML page to a plain HTML post', async () => {
    const fields = contactFields();
    const body = new URLSearchParams({ _started: suite.visitor.started, ...fields }).toString();
    const res = await post(stack().webUrl, '/api/forms/contact', body, suite.visitor.headers({ headers: { 'content-type': 'application/x-www-form-urlencoded; charset=koi8-r' } }));
    expect(res.status).toBe(415);
    expectHtmlPage(res);
    expect(await stored(fields.email!)).toEqual([]);
  });
});

describe('forgery checks', () => {
  it.each([
    ['no token and no Origin (JavaScript)', { json: true, origin: null, token: null }],
    ['a made-up token (JavaScript)', { json: true, origin: null, token: 'abc.def' }],
    ['the token without its cookies (JavaScript)', { json: true, origin: null, cookies: false }],
    ['Origin: null (JavaScript)', { json: true, origin: 'null', token: null }],
    ['a cross-site Origin (JavaScript)', { json: true, origin: 'https://evil.example' }],
  ] as const)('%s answers 403 JSON and stores nothing', async (_label, opts) => {
    const fields = contactFields();
    const res = await suite.visitor.submit('contact', fields, opts);
    expect(res.status).toBe(403);
    expectJson(res);
    expect(res.json()).toMatchObject({ error: 'csrf' });
    expect(await stored(fields.email!)).toEqual([]);
  });

  it.each([
    ['no Origin and no token', { origin: null, token: null }],
    ['a cross-site Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }],
  ] as const)('a plain HTML post with %s answers a 403 HTML page and stores nothing', async (_label, opts) => {
    const fields = contactFields();
    const res = await suite.visitor.submit('contact', fields, opts);
    expect(res.status).toBe(403);
    expectHtmlPage(res);
    expect(res.text).toMatch(/This page has expired/);
    expect(await stored(fields.email!)).toEqual([]);
  });
});

describe('the return path of a form (_page) stays on this site', () => {
  // [the page the post names, the thank-you address, the lead's landing path]
  it.each([
    ['//evil', '/evil?popup=thank-you', '/evil'],
    ['/\\evil', '/evil?popup=thank-you', '/evil'],
    ['\\\\evil/x', '/evil/x?popup=thank-you', '/evil/x'],
    ['//1234567890', '/1234567890?popup=thank-you', '/1234567890'],
    ['https://evil.example/contact-us', '/?popup=thank-you', '/'],
    ['javascript:alert(1)', '/?popup=thank-you', '/'],
    ['/\t/evil.example', '/?popup=thank-you', '/'],
    ['/contact-us?popup=x#top', '/contact-us?popup=thank-you', '/contact-us'],
  ])('_page=%j answers 303 to %s and stores the lead once, from %s', async (page, location, landingPath) => {
    const fields = contactFields({ _page: page });
    const res = await suite.visitor.submit('contact', fields);
    expect(res.status, res.text).toBe(303);
    expectSameSiteLocation(res, stack().webUrl, location);
    const rows = await stored(fields.email!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form: 'contact', email: fields.email, landingPath });
  });

  it.each([['//evil.example'], ['/\\evil.example/x'], ['/%2F%2Fevil']])('_page=%j (not a page of this site) answers the form again, saying the page is not valid, and stores nothing', async (page) => {
    const fields = contactFields({ _page: page });
    const res = await suite.visitor.submit('contact', fields);
    expect(res.status).toBe(400);
    expectHtmlPage(res);
    expect(res.text).toContain('The page this form was sent from is not valid');
    expect(res.headers.location).toBeUndefined();
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('the HTML answer to an invalid post links only to this site, whatever _page said', async () => {
    const fields = contactFields({ _page: 'javascript:alert(1)', consent: '' });
    const res = await suite.visitor.submit('contact', fields);
    expect(res.status).toBe(400);
    expectHtmlPage(res);
    const targets = [...res.text.matchAll(/(?:href|action|value)="([^"]*)"/g)].map((m) => m[1]!);
    expect(res.text).not.toMatch(/javascript:/i);
    expect(targets).toContain('/');
    for (const href of [...res.text.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!)) {
      if (href.startsWith('#')) continue;
      // The site's frame has the phone number from Global: a number, not another site.
      if (href.startsWith('tel:')) {
        expect(href).toMatch(/^tel:\+?\d+$/);
        continue;
      }
      expect(new URL(href, stack().webUrl).origin, href).toBe(new URL(stack().webUrl).origin);
    }
  });
});

describe('too many posts from one address', () => {
  it('the post after the limit gets the friendly HTML page with Retry-After (plain HTML) or 429 JSON, and nothing is stored', async () => {
    const from = nextAddress();
    // The web's FORMS_RATE_LIMIT (5 unless the stack was started with another). Refused posts use
    // up the limit too: every post counts, whatever its fate.
    const limit = Number((stack() as { webEnv?: Record<string, string> }).webEnv?.FORMS_RATE_LIMIT ?? 5);
    for (let i = 0; i < limit; i++) {
      const res = await suite.visitor.submit('contact', contactFields({ consent: '' }), { from });
      expect(res.status).toBe(400);
    }
    const fields = contactFields({ message: `Please call me about the NBN for our ${unique()} offices.` });
    const limited = await suite.visitor.submit('contact', fields, { from });
    expect(limited.status).toBe(429);
    expectHtmlPage(limited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.text).toContain('You have sent several messages');
    // What was typed is on the page, to copy and send later.
    expect(limited.text).toContain(fields.message);
    const json = await suite.visitor.submit('contact', fields, { from, json: true });
    expect(json.status).toBe(429);
    expectJson(json);
    expect(json.json()).toMatchObject({ error: 'too many requests', retryAfter: expect.any(Number) });
    expect(await stored(fields.email!)).toEqual([]);
  });
});
