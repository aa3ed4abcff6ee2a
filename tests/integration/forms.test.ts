// The site forms end to end: a visitor's post (plain HTML or JavaScript), the server's checks in
// order (size, forgery, validation, bot check), the submission stored in Strapi, and the email
// the team gets about it (a local SMTP server and a second stack configured to use it). The
// outbox and the CMS's refusals are in forms-outbox.test.ts.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { startStack } from '../../scripts/lib/test-stack.mjs';
import { Browser, stack } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const unique = () => randomBytes(5).toString('hex');

// The web limits form posts per client address (5 per 10 minutes by default). Each post here
// comes from its own loopback address (127.0.0.0/8 all reaches this machine), so the limit never
// decides a test's outcome and the tests do not depend on each other or on their order.
const addressPrefix = `127.${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}`;
let addressCount = 0;
const nextAddress = () => `${addressPrefix}.${++addressCount}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** A POST through node:http, from a given local address (fetch cannot choose one). */
function post(base: string, path: string, body: string | Buffer, headers: Record<string, string>, from = nextAddress()): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = http.request(
      url,
      { method: 'POST', localAddress: from, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T,>() => JSON.parse(text) as T });
        });
        res.on('error', reject);
      },
    );
    // A server may answer (413) and close before the whole body is sent: the answer is what counts.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

/** The bot check's minimum time from the first touch of a form to sending it. */
const MIN_FILL_MS = 3000;

/**
 * A visitor's browser. A plain HTML post carries the page's Origin (browsers send it with every
 * POST) and no token; a JavaScript post also carries the CSRF token the site's http client got
 * from /api/csrf, in the header, with the cookies. Both carry the start time the form asked for
 * when the visitor first touched it (a person takes more than 3 s to fill a form in).
 */
class Visitor {
  readonly browser: Browser;
  token = '';
  started = '';

  constructor(readonly base: string) {
    this.browser = new Browser(base);
  }

  async arrive() {
    this.token = await this.browser.xsrf();
    expect(this.token).toMatch(/\./);
    const res = await this.browser.fetch('/api/forms/start', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    this.started = ((await res.json()) as { started: string }).started;
    await sleep(MIN_FILL_MS + 100);
    return this;
  }

  submit(
    form: string,
    fields: Record<string, string>,
    opts: { json?: boolean; origin?: string | null; token?: string | null; cookies?: boolean; headers?: Record<string, string> } = {},
  ) {
    const origin = opts.origin === undefined ? new URL(this.base).origin : opts.origin;
    const token = opts.token === undefined ? (opts.json ? this.token : null) : opts.token;
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: opts.json ? 'application/json' : 'text/html,application/xhtml+xml',
      ...(origin ? { origin } : {}),
      ...(token ? { 'x-xsrf-token': token } : {}),
      ...(opts.cookies === false ? {} : { cookie: this.browser.cookieHeader() }),
      ...opts.headers,
    };
    const body = { _started: this.started, ...fields };
    return post(this.base, `/api/forms/${form}`, new URLSearchParams(body).toString(), headers);
  }
}

function contactFields(_visitor: Visitor, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    _page: '/contact-us',
    name: 'Integration Tester',
    email: `it-${unique()}@example.com`,
    phone: '02 5550 4200',
    company: 'Integration Test Pty Ltd',
    enquiryType: 'network',
    message: 'Please call me about managed Wi-Fi for our three offices.',
    consent: 'on',
    ...overrides,
  };
}

/** A valid ABN (the ATO's published example) and one with a wrong check digit. */
const VALID_ABN = '51 824 753 556';
const WRONG_ABN = '51 824 753 557';

/** Leads are read as an editor reads them: through the admin, signed in as the demo editor. */
async function editorJwt(cmsUrl: string): Promise<string> {
  const res = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'AdminDemo!2024' }),
  });
  expect(res.status, 'editor sign-in to the Strapi admin').toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

interface Submission {
  documentId: string;
  form: string;
  name: string;
  email: string;
  company?: string | null;
  message?: string | null;
  consent: boolean;
  landingPath?: string | null;
  extra: Record<string, string>;
  leadStatus: string;
  submissionKey: string;
  notifiedAt?: string | null;
}

async function storedFor(cmsUrl: string, jwt: string, email: string): Promise<Submission[]> {
  const query = `filters[$and][0][email][$eq]=${encodeURIComponent(email)}&page=1&pageSize=10`;
  const res = await fetch(`${cmsUrl}/content-manager/collection-types/api::form-submission.form-submission?${query}`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: Submission[] }).results;
}

describe('forms on the shared stack', () => {
  let jwt: string;
  let visitor: Visitor;
  const stored = (email: string) => storedFor(stack().cmsUrl, jwt, email);

  beforeAll(async () => {
    jwt = await editorJwt(stack().cmsUrl);
    visitor = await new Visitor(stack().webUrl).arrive();
  });

  it('a valid contact post answers 303 to /contact-us?popup=thank-you and is stored', async () => {
    const fresh = await new Visitor(stack().webUrl).arrive();
    const fields = contactFields(fresh);
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
    const fields = contactFields(visitor);
    const res = await visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toEqual({ ok: true, stored: true });
    expect(await stored(fields.email!)).toHaveLength(1);
  });

  it.each([
    ['an invalid email', { email: `not-an-email-${unique()}` }, 'email'],
    ['missing consent', { consent: '' }, 'consent'],
    ['a 100 KB message', { message: 'x'.repeat(100 * 1024) }, 'message'],
  ])('%s answers 400 naming the field and stores nothing', async (_label, change, field) => {
    const fields = contactFields(visitor, change);
    const res = await visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string> }>().errors)).toEqual([field]);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('the plain HTML answer to an invalid post is a 400 page listing the problem', async () => {
    const fields = contactFields(visitor, { consent: '' });
    const res = await visitor.submit('contact', fields);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('Please tick this box to continue');
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
    const bad = await visitor.submit('partner', { ...partner, abn: WRONG_ABN }, { json: true });
    expect(bad.status, bad.text).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual(['abn']);
    expect(await stored(email)).toEqual([]);
    // The same application with a valid ABN is accepted: only the ABN was wrong.
    const good = await visitor.submit('partner', { ...partner, abn: VALID_ABN }, { json: true });
    expect(good.status, good.text).toBe(200);
    const rows = await stored(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form: 'partner', name: 'Partner Tester', company: 'Integration Partners Pty Ltd', landingPath: '/partner' });
    expect(rows[0]!.extra).toEqual({ abn: VALID_ABN, partnerType: 'reseller' });
  });

  it('the same post sent twice (a double click, a resend) is stored as one lead', async () => {
    const fields = contactFields(visitor);
    const first = await visitor.submit('contact', fields, { json: true });
    const second = await visitor.submit('contact', fields, { json: true });
    expect([first.status, second.status], `${first.text} ${second.text}`).toEqual([200, 200]);
    const rows = await stored(fields.email!);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.submissionKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('an email address the shared rule refuses (audit@example..com) answers 400 at the site and is refused by the CMS too', async () => {
    const fields = contactFields(visitor, { email: 'audit@example..com' });
    const res = await visitor.submit('contact', fields, { json: true });
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
      _xsrf: visitor.token,
      _page: '/gday22',
      name: 'Campaign Tester',
      email,
      phone: '0400 000 000',
      organisation: 'Campaign Test Pty Ltd',
      interest: 'Guest Wi-Fi',
    };
    const bad = await visitor.submit('campaign-lead', { ...lead, campaign: '<script>alert(1)</script>' }, { json: true });
    expect(bad.status, bad.text).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string> }>().errors)).toEqual(['campaign']);
    expect(await stored(email)).toEqual([]);
    const good = await visitor.submit('campaign-lead', { ...lead, campaign: 'gday22-roadshow' }, { json: true });
    expect(good.status, good.text).toBe(200);
    const rows = await stored(email);
    expect(rows[0]).toMatchObject({ form: 'campaign-lead', campaign: 'gday22-roadshow', company: 'Campaign Test Pty Ltd', message: 'Guest Wi-Fi', landingPath: '/gday22' });
  });

  it('an editor moves a lead to contacted in the admin, and cannot create a lead there', async () => {
    const fields = contactFields(visitor);
    expect((await visitor.submit('contact', fields, { json: true })).status).toBe(200);
    const [lead] = await stored(fields.email!);
    const admin = `${stack().cmsUrl}/content-manager/collection-types/api::form-submission.form-submission`;
    const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
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
    const fields = contactFields(visitor);
    const res = await visitor.submit('contact', fields, { token: null, cookies: false });
    expect(res.status, res.text).toBe(303);
    expect(await stored(fields.email!)).toHaveLength(1);
  });

  it('a post from another site (Origin or Sec-Fetch-Site) answers 403 and stores nothing', async () => {
    const fields = contactFields(visitor);
    const crossOrigin = await visitor.submit('contact', fields, { origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
    const crossFetch = await visitor.submit('contact', fields, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossFetch.status).toBe(403);
    const sibling = await visitor.submit('contact', fields, { origin: null, json: true, headers: { 'sec-fetch-site': 'same-site' } });
    expect(sibling.status, 'a sibling subdomain is another site').toBe(403);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('a post with neither a same-origin browser header nor a token answers 403 and stores nothing', async () => {
    const fields = contactFields(visitor);
    const res = await visitor.submit('contact', fields, { origin: null, token: null });
    expect(res.status).toBe(403);
    const noCookie = await visitor.submit('contact', fields, { origin: null, json: true, cookies: false });
    expect(noCookie.status, 'a token without its cookie').toBe(403);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it("a token is bound to its session: visitor A's cookies with visitor B's token (cookie and header) answer 403", async () => {
    const other = await new Visitor(stack().webUrl).arrive();
    const fields = contactFields(visitor);
    const mixed = `ib_visitor=${visitor.browser.cookie('ib_visitor')}; XSRF-TOKEN=${other.browser.cookie('XSRF-TOKEN')}`;
    const res = await visitor.submit('contact', fields, { origin: null, json: true, token: other.token, cookies: false, headers: { cookie: mixed } });
    expect(res.status).toBe(403);
    // The same post with A's own token is accepted: only the binding was wrong.
    const own = await visitor.submit('contact', fields, { origin: null, json: true });
    expect(own.status, own.text).toBe(200);
  });

  it('a forged token (not signed by the server) in both cookie and header answers 403', async () => {
    const forged = `${randomBytes(32).toString('hex')}.${randomBytes(32).toString('hex')}`;
    const fields = contactFields(visitor);
    const res = await visitor.submit('contact', fields, {
      origin: null,
      json: true,
      token: forged,
      cookies: false,
      headers: { cookie: `ib_visitor=${visitor.browser.cookie('ib_visitor')}; XSRF-TOKEN=${forged}` },
    });
    expect(res.status).toBe(403);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('a body over 256 KB answers 413', async () => {
    const fields = contactFields(visitor, { message: 'y'.repeat(300 * 1024) });
    const res = await visitor.submit('contact', fields);
    expect(res.status).toBe(413);
    expect(await stored(fields.email!)).toEqual([]);
  });

  it('a filled honeypot field is never answered "thank you": it is held for confirmation and nothing is stored', async () => {
    const fields = contactFields(visitor, { website: 'https://spam.example' });
    const res = await visitor.submit('contact', fields);
    expect(res.status).toBe(409);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('Please check your message and send it again');
    expect(res.text).not.toContain('thank-you');
    // What was typed is on the page, and the honeypot is not.
    expect(res.text).toContain(fields.email);
    expect(res.text).not.toContain('spam.example');
    const jsonEmail = `it-${unique()}@example.com`;
    const json = await visitor.submit('contact', { ...fields, email: jsonEmail }, { json: true });
    expect(json.status).toBe(409);
    expect(json.json()).toMatchObject({ error: 'confirm', confirm: expect.stringMatching(/\./) });
    await sleep(300);
    expect(await stored(fields.email!)).toEqual([]);
    expect(await stored(jsonEmail)).toEqual([]);
  });

  it('a post sent too soon after the first touch, or without a start time, is held; the confirmation lets the resend through once', async () => {
    const tooSoon = await visitor.browser.fetch('/api/forms/start', { headers: { accept: 'application/json' } });
    const started = ((await tooSoon.json()) as { started: string }).started;
    const fields = contactFields(visitor);
    for (const attempt of [{ _started: started }, { _started: '' }, { _started: 'forged.token' }]) {
      const res = await visitor.submit('contact', { ...fields, ...attempt }, { json: true });
      expect(res.status, JSON.stringify(attempt)).toBe(409);
    }
    const held = await visitor.submit('contact', { ...fields, _started: started }, { json: true });
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
    const partner = await visitor.submit('partner', { ...partnerFields, _started: started, _confirm: confirm }, { json: true });
    expect(partner.status, partner.text).toBe(409);
    expect(await stored(partnerEmail)).toEqual([]);
    expect(await stored(fields.email!)).toEqual([]);
    const sent = await visitor.submit('contact', { ...fields, _started: started, _confirm: confirm }, { json: true });
    expect(sent.status, sent.text).toBe(200);
    const again = await visitor.submit('contact', { ...fields, _started: started, _confirm: confirm }, { json: true });
    expect(again.status, 'the same message again (same visitor, same answers)').toBe(200);
    expect(await stored(fields.email!)).toHaveLength(1);
  });

});

describe('notification emails (a second stack with SMTP configured)', () => {
  const NOTIFY = 'sales@ironbark.example';
  interface Mail {
    from: string;
    to: string[];
    raw: string;
  }
  const mails: Mail[] = [];
  let attempts = 0;
  let refuse = false;
  let smtp: SMTPServer | undefined;
  let second: { cmsUrl: string; webUrl: string; logs: string[]; stop(): Promise<void> } | undefined;
  let jwt: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          attempts++;
          if (refuse) {
            callback(Object.assign(new Error('Mailbox unavailable (refused by the test)'), { responseCode: 550 }));
            return;
          }
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp!.on('error', reject);
      smtp!.listen(0, '127.0.0.1', () => resolve());
    });
    const port = (smtp.server.address() as AddressInfo).port;
    second = await startStack({
      extraCmsEnv: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', FORMS_NOTIFY_EMAIL: NOTIFY },
    });
    jwt = await editorJwt(second!.cmsUrl);
  });

  afterAll(async () => {
    await second?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  /** Mail text with quoted-printable soft line breaks and folded headers undone. */
  const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

  async function waitFor<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
    const started = Date.now();
    for (;;) {
      const v = await read();
      if (ok(v) || Date.now() - started > timeoutMs) return v;
      await sleep(250);
    }
  }

  it('a stored submission produces an email to the team that names the submitter', async () => {
    refuse = false;
    const visitor = await new Visitor(second!.webUrl).arrive();
    const name = `Mailtest Person ${unique()}`;
    const fields = contactFields(visitor, { name });
    const res = await visitor.submit('contact', fields);
    expect(res.status, res.text).toBe(303);

    const mail = await waitFor(
      () => mails.find((m) => plain(m.raw).includes(fields.email!)),
      (m) => m !== undefined,
    );
    expect(mail, 'an email about the submission reached the SMTP server').toBeDefined();
    expect(mail!.to).toEqual([NOTIFY]);
    const text = plain(mail!.raw);
    const body = text.slice(text.search(/\r?\n\r?\n/));
    expect(body).toContain(name);
    expect(text).toMatch(new RegExp(`^To: .*${NOTIFY.replace(/\./g, '\\.')}`, 'mi'));

    // The submission is marked as notified once the email went out.
    const rows = await waitFor(
      () => storedFor(second!.cmsUrl, jwt, fields.email!),
      (r) => Boolean(r[0]?.notifiedAt),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notifiedAt).toBeTruthy();
    // The email links to the lead in the admin, where editors set its status.
    expect(body).toContain(`${second!.cmsUrl}/admin/content-manager/collection-types/api::form-submission.form-submission/${rows[0]!.documentId}`);
  });

  it('when the SMTP server refuses the email, the submission is still stored and the visitor still succeeds', async () => {
    refuse = true;
    try {
      const before = attempts;
      const visitor = await new Visitor(second!.webUrl).arrive();
      const html = contactFields(visitor, { name: `Refused Html ${unique()}` });
      const json = contactFields(visitor, { name: `Refused Json ${unique()}` });
      const a = await visitor.submit('contact', html);
      expect(a.status, a.text).toBe(303);
      expect(a.headers.location).toBe('/contact-us?popup=thank-you');
      const b = await visitor.submit('contact', json, { json: true });
      expect(b.status, b.text).toBe(200);
      expect(b.json()).toEqual({ ok: true, stored: true });

      // Both delivery attempts were made (and refused).
      expect(await waitFor(() => attempts, (n) => n >= before + 2)).toBeGreaterThanOrEqual(before + 2);
      for (const fields of [html, json]) {
        const rows = await storedFor(second!.cmsUrl, jwt, fields.email!);
        expect(rows, `${fields.name} stored`).toHaveLength(1);
        expect(rows[0]!.name).toBe(fields.name);
      }
      expect(mails.some((m) => m.raw.includes(html.email!) || m.raw.includes(json.email!))).toBe(false);
      // The failure is logged, and the submissions are not marked as notified.
      const logged = await waitFor(
        () => second!.logs.join(''),
        (l) => /notification email failed/.test(l),
      );
      expect(logged).toMatch(/notification email failed/);
      for (const fields of [html, json]) {
        const rows = await storedFor(second!.cmsUrl, jwt, fields.email!);
        expect(rows[0]!.notifiedAt ?? null).toBeNull();
      }
    } finally {
      refuse = false;
    }
  });
});
