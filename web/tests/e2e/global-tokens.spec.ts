// One source per fact: the phone number is typed once, in Global settings; pages and resources
// say `{phone}` and `{phone-link}`. An editor changes it in the admin, saves a draft (nothing
// changes on the site), publishes, and every page that shows the number shows the new one.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const CMS = process.env.E2E_CMS_URL!;
const WEB = process.env.E2E_WEB_URL!;
const EDITOR = { email: 'admin@example.com', password: 'AdminDemo!2024' };
const GLOBAL = `${CMS}/content-manager/single-types/${CONTENT_TYPE_UIDS.global}`;
const NEW_PHONE = '(02) 5550 4299';
const NEW_TEL = 'tel:+61255504299';

// Pages of every kind whose copy carries the token: header/footer on all, body copy on these.
const PAGES = ['/', '/contact-us', '/services/network-solutions/sd-wan', '/Caravan23', '/resources/sd-wan-buyers-checklist'];

async function editorAuth(request: APIRequestContext) {
  const login = await request.post(`${CMS}/admin/login`, { data: EDITOR });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
}

type GlobalData = Record<string, unknown> & { phone: string };

/** The editable fields of the Global draft (what the admin's form sends back). */
function editable(data: Record<string, unknown>): GlobalData {
  const { id: _id, documentId: _d, createdAt: _c, updatedAt: _u, publishedAt: _p, createdBy: _cb, updatedBy: _ub, locale: _l, localizations: _ls, status: _s, ...rest } = data;
  return rest as GlobalData;
}

async function phonesOn(request: APIRequestContext, path: string) {
  const html = await (await request.get(`${WEB}${path}`)).text();
  return { html, hasNew: html.includes(NEW_PHONE) && html.includes(NEW_TEL), hasOld: (old: string) => html.includes(old) };
}

test('a phone number changed in Global settings reaches every page once published, not before', async ({ request, page }) => {
  const headers = await editorAuth(request);
  const current = await request.get(GLOBAL, { headers });
  expect(current.status()).toBe(200);
  const original = editable(((await current.json()) as { data: Record<string, unknown> }).data);
  const oldPhone = original.phone;
  expect(oldPhone).not.toBe(NEW_PHONE);
  for (const path of PAGES) expect((await phonesOn(request, path)).hasOld(oldPhone), path).toBe(true);

  try {
    // A saved draft changes nothing on the live site.
    const draft = await request.put(GLOBAL, { headers, data: { ...original, phone: NEW_PHONE } });
    expect(draft.status(), await draft.text()).toBe(200);
    await page.waitForTimeout(1500);
    for (const path of PAGES) expect((await phonesOn(request, path)).hasNew, `${path} before publishing`).toBe(false);

    const published = await request.post(`${GLOBAL}/actions/publish`, { headers, data: { ...original, phone: NEW_PHONE } });
    expect(published.status(), await published.text()).toBe(200);
    const started = Date.now();
    for (const path of PAGES) {
      await expect
        .poll(async () => {
          const p = await phonesOn(request, path);
          return p.hasNew && !p.hasOld(oldPhone);
        }, { timeout: 5000, intervals: [100] })
        .toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(5000);

    // As a visitor sees it: the contact page's copy and its call link.
    await page.goto('/contact-us');
    await expect(page.locator('main')).toContainText(NEW_PHONE);
    await expect(page.locator(`main a[href="${NEW_TEL}"]`).first()).toBeVisible();
  } finally {
    const restored = await request.post(`${GLOBAL}/actions/publish`, { headers, data: original });
    expect(restored.status(), await restored.text()).toBe(200);
    await expect.poll(async () => (await phonesOn(request, '/')).hasOld(oldPhone), { timeout: 5000 }).toBe(true);
  }
});
