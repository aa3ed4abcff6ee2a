// Site forms: the contact form with and without JavaScript, client-side validation, the server's
// own validation, forgery protection and rate limit, and that submissions reach the CMS (and only
// valid ones do). Each test is its own client of the forms rate limit (support/forms.ts).
import { expect } from '@playwright/test';
import { answerCookieNoticeFirst, CMS, contactBody, csrfToken, fillContactForm, freshToken, hydrated, MIN_FILL_MS, startedToken, submissionsWhere, SUBMIT, test, THANK_YOU, uid } from './support/forms';

// --- tests ------------------------------------------------------------------------------------

answerCookieNoticeFirst();

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
  // A person takes longer than the bot check's minimum (leads.spec.ts covers a faster send).
  await page.waitForTimeout(MIN_FILL_MS + 200);
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
    phone: '02 9000 1234',
    company: 'E2E Testing Pty Ltd',
    consent: true,
    landingPath: '/contact-us',
  });
  expect(stored!.extra).toEqual({ enquiryType: 'network' });

  // The form was emptied for the next message.
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(`${baseURL}/contact-us`);
  await expect(page.getByRole('main').getByLabel('Work email')).toHaveValue('');
});

test('without JavaScript the contact form is a plain post: one confirmation page keeping what was typed, then 303 and the popup', async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const id = uid();
  const email = `e2e-nojs-${id}@example.com`;
  await page.goto('/contact-us');
  await fillContactForm(page, { name: `E2E No JS ${id}`, email, message: 'No JavaScript here, please call me back about radio.' });
  const isPost = (r: { request: () => { method: () => string }; url: () => string }) =>
    r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/forms/contact';
  // Without a script the form has no start time, so the bot check asks once: a page of its own
  // with everything typed, and a button that sends it.
  const [held] = await Promise.all([page.waitForResponse(isPost), page.getByRole('main').getByRole('button', { name: SUBMIT }).click()]);
  expect(held.status()).toBe(409);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your message and send it again');
  await expect(page.getByLabel('Work email')).toHaveValue(email);
  await expect(page.getByLabel('How can we help?')).toHaveValue('No JavaScript here, please call me back about radio.');
  await expect(page.getByRole('checkbox', { name: /I agree to/ })).toBeChecked();
  expect(await submissionsWhere(request, 'email', email)).toEqual([]);
  const [post] = await Promise.all([page.waitForResponse(isPost), page.getByRole('button', { name: 'Send my message' }).click()]);
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
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/forms')) sent.push(r.url());
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
      phone: '02 9000 1234',
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
    form: { ...cases[3]!.body, abn: '51 824 753 556', contactName: `E2E Partner ${id}`, email: `e2e-partner-${id}@example.com`, _started: await startedToken(page.request) },
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
  // A start token per message (they are single-use), all taken before the wait a person takes.
  const starts = await Promise.all(Array.from({ length: 11 }, () => startedToken(page.request)));
  const marker = `E2E Rate ${uid()}`;
  const send = (i: number) =>
    page.request.post('/api/forms/contact', {
      headers: { 'X-XSRF-TOKEN': token, accept: 'application/json' },
      form: contactBody(`${uid()}${i}`, { name: marker, _started: starts[i]! }),
    });
  const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i)));
  const statuses = responses.map((r) => r.status());
  expect(statuses.filter((s) => s === 429), statuses.join(',')).toHaveLength(5);
  expect(statuses.filter((s) => s === 200), statuses.join(',')).toHaveLength(5);
  const limited = responses.find((r) => r.status() === 429)!;
  expect(((await limited.json()) as { message?: string }).message).toMatch(/Please wait (a minute|\d+ minutes)/);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);

  // A plain HTML post (no JavaScript) gets a page, not JSON: it says how long to wait and shows
  // the message so nothing typed is lost.
  const html = await page.request.post('/api/forms/contact', {
    headers: { 'X-XSRF-TOKEN': token, accept: 'text/html' },
    form: contactBody(uid(), { name: marker, message: 'Please keep this text for me to copy.' }),
  });
  expect(html.status()).toBe(429);
  expect(html.headers()['content-type']).toMatch(/^text\/html/);
  expect(Number(html.headers()['retry-after'])).toBeGreaterThan(0);
  const page429 = await html.text();
  expect(page429).toContain('You have sent several messages');
  expect(page429).toMatch(/Please wait (a minute|\d+ minutes)/);
  expect(page429).toContain('Please keep this text for me to copy.');

  // Still limited a moment later.
  expect((await send(10)).status()).toBe(429);
  // Only the accepted ones were stored.
  await expect.poll(async () => (await submissionsWhere(request, 'name', marker)).length).toBe(5);

  // Another client is not affected.
  const other = await playwright.request.newContext({ baseURL: await newClient() });
  const otherToken = await csrfToken(other);
  const fine = await other.post('/api/forms/contact', {
    headers: { 'X-XSRF-TOKEN': otherToken, accept: 'application/json' },
    form: contactBody(uid(), { name: marker, _started: await startedToken(other) }),
  });
  expect(fine.status()).toBe(200);
  await other.dispose();
});
