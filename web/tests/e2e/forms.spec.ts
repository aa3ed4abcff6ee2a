// Site forms: the contact form with and without JavaScript, client-side validation, the server's
// own validation, forgery protection and rate limit, and that submissions reach the CMS (and only
// valid ones do).
//
// The forms rate limit (FORMS_RATE_LIMIT=5 in the test stack, per client address, 10 minutes)
// counts every POST to /api/forms, including the ones answered 400 or 403. So that each test
// here is independent of the others (and of the order they run in), each test talks to the web
// server from its own loopback address (127.x.y.z) through a small TCP relay: to the server it
// is a different client. The relay changes nothing else about the requests.
import net from 'node:net';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

const WEB = process.env.E2E_WEB_URL!;
const CMS = process.env.E2E_CMS_URL!;
const EDITOR = { email: 'admin@example.com', password: 'AdminDemo!2024' };
const THANK_YOU = 'Thank you, we have your message';
/** The contact page's form block labels its button (seeded content). */
const SUBMIT = 'Send enquiry';

// --- a distinct client address per test -------------------------------------------------------

function randomLoopback(): string {
  const r = (n: number) => Math.floor(Math.random() * n);
  return `127.${1 + r(254)}.${r(256)}.${2 + r(252)}`;
}

/** A TCP relay on 127.0.0.1 whose connections reach the web server from `localAddress`. */
async function relay(localAddress: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(WEB);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect({ host: target.hostname, port: Number(target.port), localAddress });
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('error', () => outbound.destroy());
    outbound.on('error', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const test = base.extend<{ clientAddress: string; newClient: () => Promise<string> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  clientAddress: async ({}, use) => use(randomLoopback()),
  baseURL: async ({ clientAddress }, use) => {
    const r = await relay(clientAddress);
    await use(r.url);
    await r.close();
  },
  /** Another client (another address): returns its base URL. */
  // eslint-disable-next-line no-empty-pattern -- as above
  newClient: async ({}, use) => {
    const relays: Awaited<ReturnType<typeof relay>>[] = [];
    await use(async () => {
      const r = await relay(randomLoopback());
      relays.push(r);
      return r.url;
    });
    await Promise.all(relays.map((r) => r.close()));
  },
});

// --- reading stored submissions ---------------------------------------------------------------

interface Submission {
  form: string;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  consent?: boolean;
  landingPath?: string | null;
  extra?: Record<string, string>;
}

let readerHeader: Promise<string> | undefined;

/** Leads are read as editors read them: the Strapi admin's API, signed in as the demo editor. */
function submissionsAuth(request: APIRequestContext): Promise<string> {
  readerHeader ??= (async () => {
    const login = await request.post(`${CMS}/admin/login`, { data: EDITOR });
    expect(login.status(), await login.text()).toBe(200);
    return `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
  })();
  return readerHeader;
}

async function submissionsWhere(request: APIRequestContext, field: 'email' | 'name', value: string): Promise<Submission[]> {
  const q = new URLSearchParams({ [`filters[$and][0][${field}][$eq]`]: value, page: '1', pageSize: '100' });
  const res = await request.get(`${CMS}/content-manager/collection-types/api::form-submission.form-submission?${q}`, {
    headers: { authorization: await submissionsAuth(request) },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: Submission[] }).results;
}

// --- helpers ----------------------------------------------------------------------------------

function uid(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

function contactBody(id: string, overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const body: Record<string, string | undefined> = {
    name: `E2E Tester ${id}`,
    email: `e2e-${id}@example.com`,
    phone: '02 5550 4200',
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
async function csrfToken(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/csrf');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A token for a fresh visitor (no earlier cookies) in the page's context. */
async function freshToken(page: Page): Promise<string> {
  await page.context().clearCookies();
  return csrfToken(page.request);
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return !!button && Object.keys(button).some((k) => k.startsWith('__reactProps$'));
  });
}

async function fillContactForm(page: Page, values: { name: string; email: string; message: string; consent?: boolean }) {
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill(values.name);
  await main.getByLabel('Work email').fill(values.email);
  await main.getByLabel('Phone').fill('02 5550 4200');
  await main.getByLabel('Organisation').fill('E2E Testing Pty Ltd');
  await main.getByLabel('What is your enquiry about?').selectOption('network');
  await main.getByLabel('How can we help?').fill(values.message);
  if (values.consent !== false) await main.getByRole('checkbox', { name: /I agree to/ }).check();
}

// --- tests ------------------------------------------------------------------------------------

test.beforeEach(async ({ context }) => {
  // The cookie notice is not what these tests are about.
  await context.addInitScript(() => localStorage.setItem('isCookiesAccepted', 'true'));
});

test('the contact form sends, shows the thank-you popup, and the submission is stored', async ({ page, request, baseURL }) => {
  const id = uid();
  const email = `e2e-js-${id}@example.com`;
  const posts: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/forms/contact') posts.push(r.status());
  });
  await page.goto('/contact-us');
  await hydrated(page);
  await fillContactForm(page, { name: `E2E JS ${id}`, email, message: 'Please call me about SD-WAN for our 12 regional offices.' });
  await page.getByRole('main').getByRole('button', { name: SUBMIT }).click();

  await expect(page).toHaveURL(`${baseURL}/contact-us?popup=thank-you`);
  const dialog = page.getByRole('dialog', { name: THANK_YOU });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: THANK_YOU })).toBeVisible();
  expect(posts).toEqual([200]);

  await expect.poll(async () => (await submissionsWhere(request, 'email', email)).length).toBe(1);
  const [stored] = await submissionsWhere(request, 'email', email);
  expect(stored).toMatchObject({
    form: 'contact',
    name: `E2E JS ${id}`,
    email,
    phone: '02 5550 4200',
    company: 'E2E Testing Pty Ltd',
    consent: true,
    landingPath: '/contact-us',
  });
  expect(stored!.extra).toMatchObject({ enquiryType: 'network' });

  // The form was emptied for the next message.
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(`${baseURL}/contact-us`);
  await expect(page.getByRole('main').getByLabel('Work email')).toHaveValue('');
});

test('without JavaScript the contact form is a plain post: 303, then the page shows the popup', async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const id = uid();
  const email = `e2e-nojs-${id}@example.com`;
  await page.goto('/contact-us');
  await fillContactForm(page, { name: `E2E No JS ${id}`, email, message: 'No JavaScript here, please call me back about radio.' });
  const [post] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/forms/contact'),
    page.getByRole('main').getByRole('button', { name: SUBMIT }).click(),
  ]);
  expect(post.status()).toBe(303);
  expect(post.headers()['location']).toBe('/contact-us?popup=thank-you');
  await expect(page).toHaveURL(`${baseURL}/contact-us?popup=thank-you`);
  await expect(page.getByRole('dialog', { name: THANK_YOU })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/contact-us');

  await expect.poll(async () => (await submissionsWhere(request, 'email', email)).length).toBe(1);
  const [stored] = await submissionsWhere(request, 'email', email);
  expect(stored).toMatchObject({ form: 'contact', name: `E2E No JS ${id}`, landingPath: '/contact-us' });
  await context.close();
});

test('client-side validation shows field errors for a bad email and missing consent, and sends nothing', async ({ page, baseURL }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/forms')) sent.push(r.url());
  });
  await page.goto('/contact-us');
  await hydrated(page);
  const main = page.getByRole('main');
  await fillContactForm(page, { name: 'E2E Invalid', email: 'not-an-email', message: 'This message is long enough to pass.', consent: false });
  await main.getByRole('button', { name: SUBMIT }).click();

  const summary = main.getByRole('alert');
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('heading')).toHaveText('Please check 2 fields');
  await expect(summary.getByRole('link', { name: 'Enter an email address like name@company.com.au' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Please tick this box to continue' })).toBeVisible();
  await expect(summary).toBeFocused();

  const email = main.getByLabel('Work email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Enter an email address like name@company\.com\.au/);
  const consent = main.getByRole('checkbox', { name: /I agree to/ });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription(/Please tick this box to continue/);
  await expect(main.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');

  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(`${baseURL}/contact-us`);
  await expect(page.getByRole('dialog', { name: THANK_YOU })).toHaveCount(0);

  // Fixing the fields clears their errors.
  await email.fill('e2e-fixed@example.com');
  await email.blur();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await consent.check();
  await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
});

test('the server validates too: 400 with field errors, and nothing is stored', async ({ page, request }) => {
  const token = await freshToken(page);
  const headers = { 'X-XSRF-TOKEN': token, accept: 'application/json' };
  const cases: { label: string; form: 'contact' | 'partner'; body: Record<string, string>; field: string; marker: string }[] = [];

  let id = uid();
  cases.push({ label: 'invalid email', form: 'contact', body: contactBody(id, { email: `not-an-email-${id}` }), field: 'email', marker: `E2E Tester ${id}` });
  id = uid();
  cases.push({ label: 'missing consent', form: 'contact', body: contactBody(id, { consent: undefined }), field: 'consent', marker: `E2E Tester ${id}` });
  id = uid();
  cases.push({ label: '100 KB message', form: 'contact', body: contactBody(id, { message: 'x'.repeat(100 * 1024) }), field: 'message', marker: `E2E Tester ${id}` });
  id = uid();
  cases.push({
    label: 'wrong ABN',
    form: 'partner',
    body: {
      company: 'E2E Partner Pty Ltd',
      abn: '12 345 678 901',
      contactName: `E2E Partner ${id}`,
      email: `e2e-partner-${id}@example.com`,
      phone: '02 5550 4200',
      partnerType: 'reseller',
      message: 'We resell networking gear to schools.',
      _page: '/partner',
    },
    field: 'abn',
    marker: `E2E Partner ${id}`,
  });

  for (const c of cases) {
    const res = await page.request.post(`/api/forms/${c.form}`, { headers, form: c.body });
    expect(res.status(), c.label).toBe(400);
    const body = (await res.json()) as { errors?: Record<string, string> };
    expect(Object.keys(body.errors ?? {}), c.label).toEqual([c.field]);
    expect(body.errors![c.field], c.label).toBeTruthy();
  }
  for (const c of cases) expect(await submissionsWhere(request, 'name', c.marker), c.label).toEqual([]);

  // Control: the same token and a valid body are accepted (so the 400s were about the fields).
  id = uid();
  const ok = await page.request.post('/api/forms/partner', {
    headers,
    form: { ...cases[3]!.body, abn: '51 824 753 556', contactName: `E2E Partner ${id}`, email: `e2e-partner-${id}@example.com` },
  });
  expect(ok.status()).toBe(200);
  await expect.poll(async () => (await submissionsWhere(request, 'name', `E2E Partner ${id}`)).length).toBe(1);
});

test('a POST without the XSRF header is refused with 403 and nothing is stored', async ({ page, request }) => {
  await page.request.get('/contact-us');
  const id = uid();
  const res = await page.request.post('/api/forms/contact', { headers: { accept: 'application/json' }, form: contactBody(id) });
  expect(res.status()).toBe(403);
  expect(await submissionsWhere(request, 'name', `E2E Tester ${id}`)).toEqual([]);

  // A wrong header value is refused the same way.
  const wrong = await page.request.post('/api/forms/contact', {
    headers: { accept: 'application/json', 'X-XSRF-TOKEN': 'forged.token.value' },
    form: contactBody(id),
  });
  expect(wrong.status()).toBe(403);
  expect(await submissionsWhere(request, 'name', `E2E Tester ${id}`)).toEqual([]);
});

test('the CMS does not list form submissions to anonymous callers', async ({ request }) => {
  const res = await request.get(`${CMS}/api/form-submissions`);
  expect(res.status()).toBe(403);
  const withWrongToken = await request.get(`${CMS}/api/form-submissions`, { headers: { authorization: 'Bearer not-a-real-token' } });
  expect(withWrongToken.status()).toBe(401);
});

// Runs last: it uses up the form quota of its client address.
test('rate limit: after 5 requests from one client within 10 minutes, further ones answer 429', async ({ page, request, playwright, newClient }) => {
  const token = await freshToken(page);
  const marker = `E2E Rate ${uid()}`;
  const send = (i: number) =>
    page.request.post('/api/forms/contact', {
      headers: { 'X-XSRF-TOKEN': token, accept: 'application/json' },
      form: contactBody(`${uid()}${i}`, { name: marker }),
    });
  const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i)));
  const statuses = responses.map((r) => r.status());
  expect(statuses.filter((s) => s === 429), statuses.join(',')).toHaveLength(5);
  expect(statuses.filter((s) => s === 200), statuses.join(',')).toHaveLength(5);
  const limited = responses.find((r) => r.status() === 429)!;
  expect(((await limited.json()) as { message?: string }).message).toMatch(/wait a few minutes/i);

  // Still limited a moment later.
  expect((await send(10)).status()).toBe(429);
  // Only the accepted ones were stored.
  await expect.poll(async () => (await submissionsWhere(request, 'name', marker)).length).toBe(5);

  // Another client is not affected.
  const other = await playwright.request.newContext({ baseURL: await newClient() });
  const otherToken = await csrfToken(other);
  const fine = await other.post('/api/forms/contact', {
    headers: { 'X-XSRF-TOKEN': otherToken, accept: 'application/json' },
    form: contactBody(uid(), { name: marker }),
  });
  expect(fine.status()).toBe(200);
  await other.dispose();
});
