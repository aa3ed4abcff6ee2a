// Helpers for the browser tests of the site forms (forms.spec.ts, leads.spec.ts).
//
// The forms rate limit (FORMS_RATE_LIMIT=5 in the test stack, per client address, 10 minutes)
// counts every POST to /api/forms, including the ones answered 400 or 403. So that each test is
// independent of the others (and of the order they run in), each test talks to the web server
// from its own loopback address (127.x.y.z) through a small TCP relay (support/relay.ts): to the
// server it is a different client.
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken } from './admin';
import { wakeIsland } from './islands';
import { randomLoopback, relay } from './relay';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export const WEB = process.env.E2E_WEB_URL!;
export const CMS = process.env.E2E_CMS_URL!;
export const THANK_YOU = 'Thank you, we have your message';
/** The contact page's form block labels its button (seeded content). */
export const SUBMIT = 'Send enquiry';
/** The bot check's minimum time from the first touch of a form to sending it. */
export const MIN_FILL_MS = 3000;

// --- a distinct client address per test (support/relay.ts) ---------------------------------

export const test = base.extend<{ clientAddress: string; newClient: () => Promise<string> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  clientAddress: async ({}, use) => use(randomLoopback()),
  baseURL: async ({ clientAddress }, use) => {
    const r = await relay(WEB, clientAddress);
    await use(r.url);
    await r.close();
  },
  /** Another client (another address): returns its base URL. */
  // eslint-disable-next-line no-empty-pattern -- as above
  newClient: async ({}, use) => {
    const relays: Awaited<ReturnType<typeof relay>>[] = [];
    await use(async () => {
      const r = await relay(WEB, randomLoopback());
      relays.push(r);
      return r.url;
    });
    await Promise.all(relays.map((r) => r.close()));
  },
});

// --- reading stored submissions ---------------------------------------------------------------

export interface Submission {
  form: string;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  message?: string | null;
  consent?: boolean;
  campaign?: string | null;
  landingPath?: string | null;
  submissionKey?: string | null;
  extra?: Record<string, string>;
}

let readerHeader: Promise<string> | undefined;

/**
 * Leads are read as editors read them: the Strapi admin's API, signed in as the demo editor (from
 * an address of its own, so the sign-ins of the integration tests just before never use up
 * Strapi's 5 per address).
 */
function submissionsAuth(request: APIRequestContext): Promise<string> {
  readerHeader ??= adminToken(request).then((token) => `Bearer ${token}`);
  return readerHeader;
}

export async function submissionsWhere(request: APIRequestContext, field: 'email' | 'name', value: string): Promise<Submission[]> {
  const q = new URLSearchParams({ [`filters[$and][0][${field}][$eq]`]: value, page: '1', pageSize: '100' });
  const res = await request.get(`${CMS}/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}?${q}`, {
    headers: { authorization: await submissionsAuth(request) },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: Submission[] }).results;
}

// --- helpers ----------------------------------------------------------------------------------

export function uid(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export function contactBody(id: string, overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const body: Record<string, string | undefined> = {
    name: `E2E Tester ${id}`,
    email: `e2e-${id}@example.com`,
    phone: '02 9000 1234',
    company: 'E2E Testing Pty Ltd',
    enquiryType: 'network',
    message: 'We would like a quote for managed SD-WAN across twelve regional sites.',
    consent: 'on',
    _page: '/contact-us',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => e[1] !== undefined));
}

/** A CSRF token as the site's http client gets one (GET /api/csrf, which also sets the cookie). */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/csrf');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A start token as the form gets one on its first touch, old enough for the bot check (a person
 * takes more than 3 s from the first touch of a form to sending it).
 */
export async function startedToken(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/forms/start');
  expect(res.status()).toBe(200);
  const { started } = (await res.json()) as { started: string };
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
  return started;
}

/** A token for a fresh visitor (no earlier cookies) in the page's context. */
export async function freshToken(page: Page): Promise<string> {
  await page.context().clearCookies();
  return csrfToken(page.request);
}

/** The page's islands are running and its form island is awake (as after a visitor's first touch). */
export async function hydrated(page: Page) {
  await wakeIsland(page, 'site-form');
}

export async function fillContactForm(page: Page, values: { name: string; email: string; message: string; consent?: boolean }) {
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill(values.name);
  await main.getByLabel('Work email').fill(values.email);
  await main.getByLabel('Phone').fill('02 9000 1234');
  await main.getByLabel('Organisation').fill('E2E Testing Pty Ltd');
  await main.getByLabel('What is your enquiry about?').selectOption('network');
  await main.getByLabel('How can we help?').fill(values.message);
  if (values.consent !== false) await main.getByRole('checkbox', { name: /I agree to/ }).check();
}

/** Fills the campaign form's contact fields (`form`: the form), waits the least fill time and presses its button. */
export async function sendCampaignForm(page: Page, form: Locator, values: { name: string; email: string; company: string }) {
  await form.getByLabel('Full name').fill(values.name);
  await form.getByLabel('Work email').fill(values.email);
  await form.getByLabel('Phone').fill('0400 000 000');
  await form.getByLabel('Organisation').fill(values.company);
  await page.waitForTimeout(MIN_FILL_MS + 200);
  await form.getByRole('button').last().click();
}

/** For the specs about the forms themselves: each test starts with the cookie notice answered, as it is not what they test. */
export function answerCookieNoticeFirst() {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('isCookiesAccepted', 'true'));
  });
}

export { expect };
