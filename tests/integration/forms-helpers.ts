// The site forms as a visitor's browser uses them, for the form suites (forms.test.ts,
// bad-input-forms.test.ts): a visitor who asked for a CSRF token and a start time, posts from a
// loopback address of their own, and the leads as an editor reads them in the Strapi admin.
import { randomBytes } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { Browser } from './helpers';
import { expectNotPubliclyCached, raw, type RawAnswer } from './raw-http';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const unique = () => randomBytes(5).toString('hex');

// The web limits form posts per client address (5 per 10 minutes by default). Each post comes
// from its own loopback address (127.0.0.0/8 all reaches this machine), so the limit never
// decides a test's outcome and the tests do not depend on each other or on their order.
const addressPrefix = `127.${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}`;
let addressCount = 0;
export const nextAddress = () => `${addressPrefix}.${++addressCount}`;

export interface Answer {
  status: number;
  headers: RawAnswer['headers'];
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** A POST through node:http, from a given local address (fetch cannot choose one). */
export async function post(base: string, path: string, body: string | Buffer, headers: Record<string, string>, from = nextAddress()): Promise<Answer> {
  const res = await raw(base, path, { method: 'POST', headers, body, from });
  return { status: res.status, headers: res.headers, text: res.body, json: res.json };
}

/** The bot check's minimum time from the first touch of a form to sending it. */
export const MIN_FILL_MS = 3000;

export interface SubmitOptions {
  json?: boolean;
  origin?: string | null;
  token?: string | null;
  cookies?: boolean;
  headers?: Record<string, string>;
  from?: string;
}

/**
 * A visitor's browser. A plain HTML post carries the page's Origin (browsers send it with every
 * POST) and no token; a JavaScript post also carries the CSRF token the site's http client got
 * from /api/csrf, in the header, with the cookies. Both carry the start time the form asked for
 * when the visitor first touched it (a person takes more than 3 s to fill a form in).
 */
export class Visitor {
  readonly browser: Browser;
  token = '';
  started = '';

  constructor(readonly base: string) {
    this.browser = new Browser(base);
  }

  /** Start tokens not used yet: a start token is single-use, as a form asks for one per message. */
  private fresh: string[] = [];

  private async startTokens(count: number): Promise<string[]> {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await this.browser.fetch('/api/forms/start', { headers: { accept: 'application/json' } });
      expect(res.status).toBe(200);
      tokens.push(((await res.json()) as { started: string }).started);
    }
    return tokens;
  }

  async arrive() {
    this.token = await this.browser.xsrf();
    expect(this.token).toMatch(/\./);
    // The first token is the visit's; a few more for its next messages, all older than MIN_FILL_MS.
    [this.started = '', ...this.fresh] = await this.startTokens(12);
    await sleep(MIN_FILL_MS + 100);
    return this;
  }

  /** A start token no message has used (a new one, and the wait a person takes, when they run out). */
  async nextStart(): Promise<string> {
    if (this.fresh.length === 0) {
      this.fresh = await this.startTokens(4);
      await sleep(MIN_FILL_MS + 100);
    }
    this.started = this.fresh.shift()!;
    return this.started;
  }

  /** The headers this visitor's browser sends with a post. */
  headers(opts: SubmitOptions = {}): Record<string, string> {
    const origin = opts.origin === undefined ? new URL(this.base).origin : opts.origin;
    const token = opts.token === undefined ? (opts.json ? this.token : null) : opts.token;
    return {
      'content-type': 'application/x-www-form-urlencoded',
      accept: opts.json ? 'application/json' : 'text/html,application/xhtml+xml',
      ...(origin ? { origin } : {}),
      ...(token ? { 'x-xsrf-token': token } : {}),
      ...(opts.cookies === false ? {} : { cookie: this.browser.cookieHeader() }),
      ...opts.headers,
    };
  }

  /**
   * Posts a message with the current start token, as a form does; after a message is taken
   * (200 or a 303 to the thank-you popup) the next one gets a new token (see nextStart).
   */
  async submit(form: string, fields: Record<string, string>, opts: SubmitOptions = {}) {
    const body = { _started: this.started, ...fields };
    const answer = await post(this.base, `/api/forms/${form}`, new URLSearchParams(body).toString(), this.headers(opts), opts.from);
    if (fields._started === undefined && (answer.status === 200 || answer.status === 303)) await this.nextStart();
    return answer;
  }
}

export function contactFields(overrides: Record<string, string> = {}): Record<string, string> {
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

/**
 * Leads are read as an editor reads them: through the admin, signed in as the demo editor, from
 * a loopback address of its own (Strapi allows 5 admin sign-ins per address and account in 5
 * minutes, and the other suites sign in from 127.0.0.1).
 */
export async function editorJwt(cmsUrl: string): Promise<string> {
  const from = `127.88.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
  const body = JSON.stringify({ email: 'admin@example.com', password: 'AdminDemo!2024' });
  const res = await raw(cmsUrl, '/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body, from });
  expect(res.status, 'editor sign-in to the Strapi admin').toBe(200);
  return res.json<{ data: { token: string } }>().data.token;
}

export interface Submission {
  documentId: string;
  form: string;
  name: string;
  email: string;
  company?: string | null;
  message?: string | null;
  consent: boolean;
  campaign?: string | null;
  landingPath?: string | null;
  extra: Record<string, string>;
  leadStatus: string;
  submissionKey: string;
  notifiedAt?: string | null;
  notifyStatus?: string;
  notifyAttempts?: number;
  notifyError?: string | null;
  sourcePage?: string | null;
  cta?: string | null;
  enquiryType?: string | null;
  [field: string]: unknown;
}

export async function storedFor(cmsUrl: string, jwt: string, email: string): Promise<Submission[]> {
  const query = `filters[$and][0][email][$eq]=${encodeURIComponent(email)}&page=1&pageSize=10`;
  const res = await fetch(`${cmsUrl}/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}?${query}`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: Submission[] }).results;
}

/** A plain HTML answer: the site's form page or "not sent" page, never JSON, never cached. */
/** What a suite that posts forms works with: see `formsSuite`. */
export interface FormsSuite {
  /** An editor's admin token. */
  readonly jwt: string;
  /** A visitor who has opened a page: its cookies and form token. */
  readonly visitor: Visitor;
  /** The leads stored for an email address, read through the admin as an editor reads them. */
  stored(email: string): Promise<Submission[]>;
}

/**
 * The setup every suite posting forms starts with, made in a beforeAll of the file or describe it
 * is called in: an editor signed in, to read the leads back, and a visitor on the site.
 */
export function formsSuite(urls: () => { cmsUrl: string; webUrl: string }): FormsSuite {
  let jwt = '';
  let visitor: Visitor | undefined;
  beforeAll(async () => {
    jwt = await editorJwt(urls().cmsUrl);
    visitor = await new Visitor(urls().webUrl).arrive();
  });
  return {
    get jwt() {
      return jwt;
    },
    get visitor() {
      if (!visitor) throw new Error('the forms suite has not started: formsSuite() sets up in beforeAll');
      return visitor;
    },
    stored: (email) => storedFor(urls().cmsUrl, jwt, email),
  };
}

export function expectHtmlPage(res: Answer) {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text.startsWith('<!DOCTYPE html>'), res.text.slice(0, 200)).toBe(true);
  expect(() => JSON.parse(res.text)).toThrow();
  expectNotPubliclyCached(res);
}

/** A JSON answer (to JavaScript), never cached. */
export function expectJson(res: Answer) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expectNotPubliclyCached(res);
}
