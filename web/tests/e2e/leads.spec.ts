// No lead lost without a word: a form sent within a second of the first touch (autofill, paste)
// is answered with a prompt, not a false "thank you", and the resend is stored once; campaign
// pages send visitors to their own form and the lead names the campaign and the page; the
// hidden campaign field and the email address are checked like visible fields; fixing errors
// moves nothing on the page. Each test is its own client of the forms rate limit.
import type { Page } from '@playwright/test';
import { answerCookieNoticeFirst, contactBody, csrfToken, expect, fillContactForm, hydrated, MIN_FILL_MS, sendCampaignForm, startedToken, submissionsWhere, SUBMIT, test, THANK_YOU, uid } from './support/forms';

answerCookieNoticeFirst();

const isPost = (path: string) => (r: { request: () => { method: () => string }; url: () => string }) =>
  r.request().method() === 'POST' && new URL(r.url()).pathname === path;

test('a form filled and sent within a second is not lost: the visitor is asked to check it, sends again, and it is stored once', async ({ page, request, baseURL }) => {
  const id = uid();
  const email = `e2e-fast-${id}@example.com`;
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (isPost('/api/forms/contact')(r)) statuses.push(r.status());
  });
  await page.goto('/contact-us');
  await hydrated(page);
  const started = Date.now();
  await fillContactForm(page, { name: `E2E Fast ${id}`, email, message: 'Autofilled and sent straight away, as people do.' });
  const main = page.getByRole('main');
  await main.getByRole('button', { name: SUBMIT }).click();
  expect(Date.now() - started).toBeLessThan(MIN_FILL_MS);

  // The prompt, never the thank-you popup.
  const prompt = main.getByRole('alert').filter({ hasText: 'Please check your details' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toBeFocused();
  expect(statuses).toEqual([409]);
  await expect(page.getByRole('dialog', { name: THANK_YOU })).toHaveCount(0);
  await expect(page).toHaveURL(`${baseURL}/contact-us`);
  await expect(main.getByLabel('Work email')).toHaveValue(email);
  expect(await submissionsWhere(request, 'email', email)).toEqual([]);

  // The same person sends it again, at once: it goes through, and only once.
  await main.getByRole('button', { name: 'Send my message' }).click();
  await expect(page.getByRole('dialog', { name: THANK_YOU })).toBeVisible();
  expect(statuses).toEqual([409, 200]);
  await expect.poll(async () => (await submissionsWhere(request, 'email', email)).length).toBe(1);
  const [lead] = await submissionsWhere(request, 'email', email);
  expect(lead!.submissionKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
});

test('the same message sent twice (a double submit) is one lead', async ({ page, request }) => {
  const token = await csrfToken(page.request);
  const started = await startedToken(page.request);
  const id = uid();
  const body = contactBody(id, { _started: started, _key: `e2e-key-${id}-0123456789` });
  const send = () => page.request.post('/api/forms/contact', { headers: { 'X-XSRF-TOKEN': token, accept: 'application/json' }, form: body });
  const [a, b] = [await send(), await send()];
  expect([a.status(), b.status()]).toEqual([200, 200]);
  await expect.poll(async () => (await submissionsWhere(request, 'name', `E2E Tester ${id}`)).length).toBe(1);
});

for (const path of ['/bus-campaign', '/Caravan23']) {
  test(`${path}: the hero's call to action reaches the campaign form, and the lead names the campaign and the page`, async ({ page, request, baseURL }) => {
    await page.goto(path);
    await hydrated(page);
    const main = page.getByRole('main');
    // The hero's first button (its call to action), not its breadcrumb links.
    const cta = main.locator('section').first().locator('a.btn').first();
    await expect(cta).toHaveAttribute('href', '#enquire');
    const form = page.locator('#enquire');
    const campaign = await form.locator('input[name="campaign"]').getAttribute('value');
    expect(campaign).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    await cta.click();
    await expect(page).toHaveURL(`${baseURL}${path}#enquire`);
    const heading = form.getByRole('heading', { level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    const id = uid();
    const email = `e2e-campaign-${id}@example.com`;
    await sendCampaignForm(page, form, { name: `E2E Campaign ${id}`, email, company: 'E2E Fleet Pty Ltd' });
    await expect(page.getByRole('dialog', { name: THANK_YOU })).toBeVisible();

    await expect.poll(async () => (await submissionsWhere(request, 'email', email)).length).toBe(1);
    const [lead] = await submissionsWhere(request, 'email', email);
    expect(lead).toMatchObject({ form: 'campaign-lead', campaign, landingPath: path, company: 'E2E Fleet Pty Ltd' });
  });
}

test('the hidden campaign field and the landing page are checked like visible fields', async ({ page, request }) => {
  const token = await csrfToken(page.request);
  const started = await startedToken(page.request);
  const headers = { 'X-XSRF-TOKEN': token, accept: 'application/json' };
  const id = uid();
  const lead = {
    name: `E2E Tamper ${id}`,
    email: `e2e-tamper-${id}@example.com`,
    phone: '0400 000 000',
    organisation: 'E2E Tamper Pty Ltd',
    _page: '/bus-campaign',
    _started: started,
  };
  for (const campaign of ['<script>alert(1)</script>', 'x'.repeat(81), 'Spaces Not Allowed']) {
    const res = await page.request.post('/api/forms/campaign-lead', { headers, form: { ...lead, campaign } });
    expect(res.status(), campaign).toBe(400);
    expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors), campaign).toEqual(['campaign']);
  }
  expect(await submissionsWhere(request, 'name', lead.name)).toEqual([]);
  const ok = await page.request.post('/api/forms/campaign-lead', { headers, form: { ...lead, campaign: 'bus-fleet-pilot-2024' } });
  expect(ok.status()).toBe(200);
  await expect.poll(async () => (await submissionsWhere(request, 'name', lead.name)).length).toBe(1);
});

test('an email address the CMS would refuse is refused by the form too (audit@example..com, HTML before the @)', async ({ page, request }) => {
  const token = await csrfToken(page.request);
  const headers = { 'X-XSRF-TOKEN': token, accept: 'application/json' };
  for (const email of ['audit@example..com', '<b>audit</b>@example.com', 'audit@example']) {
    const id = uid();
    const res = await page.request.post('/api/forms/contact', { headers, form: contactBody(id, { email }) });
    expect(res.status(), email).toBe(400);
    expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors), email).toEqual(['email']);
    expect(await submissionsWhere(request, 'name', `E2E Tester ${id}`), email).toEqual([]);
  }
  // In the browser, the same rule before anything is sent.
  await page.goto('/contact-us');
  await hydrated(page);
  const field = page.getByRole('main').getByLabel('Work email');
  await field.fill('audit@example..com');
  await page.getByRole('main').getByRole('button', { name: SUBMIT }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

/** Where every control of the main form is, to the pixel. */
async function controlBoxes(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('form input:not([type=hidden]), form select, form textarea, form button')
    .evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return `${(el as HTMLInputElement).name || el.textContent}: ${Math.round(r.left)},${Math.round(r.top + window.scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        }),
    );
}

for (const width of [390, 1280]) {
  test(`at ${width}px nothing moves while the visitor fixes the errors of a failed submit, so the first click on the consent box lands`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact-us');
    await hydrated(page);
    const main = page.getByRole('main');
    await main.getByLabel('Full name').fill('E2E Shift');
    await main.getByLabel('Work email').fill('not-an-email');
    await main.getByRole('button', { name: SUBMIT }).click();
    await expect(main.getByRole('alert')).toBeVisible();
    const before = await controlBoxes(page);
    expect(before.length).toBeGreaterThan(6);

    // Fix every field, one after the other, as a person would.
    await main.getByLabel('Work email').fill('e2e-shift@example.com');
    await main.getByLabel('Work email').blur();
    await main.getByLabel('What is your enquiry about?').selectOption('network');
    await main.getByLabel('What is your enquiry about?').blur();
    await main.getByLabel('How can we help?').fill('Moving nothing while I fix my form, please.');
    await main.getByLabel('How can we help?').blur();
    await expect(main.getByLabel('Work email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await controlBoxes(page)).toEqual(before);

    // One click on the consent box ticks it.
    const consent = main.getByRole('checkbox', { name: /I agree to/ });
    await consent.scrollIntoViewIfNeeded();
    const box = (await consent.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(consent).toBeChecked();
    await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
    expect(await controlBoxes(page)).toEqual(before);
  });
}
