// Helpers for the browser tests of the Strapi admin: signing in as the demo editor (the demo
// accounts the test stack turns on: scripts/lib/test-stack.mjs, cms/src/staff/demo-accounts.ts)
// and the content-manager API the admin's screens call, with that editor's token.
//
// Strapi allows 5 sign-ins per account and address in 5 minutes, and the integration tests sign
// in from 127.0.0.1, so sign-ins here come from a loopback address of their own (support/relay.ts).
// The admin's session cookies belong to the host (127.0.0.1, whatever the port), so once signed in
// through the relay the browser uses the admin at its own address: the one the web lets frame its
// previews.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { randomLoopback, relay } from './relay';

export const CMS = process.env.E2E_CMS_URL!;
export const WEB = process.env.E2E_WEB_URL!;
export const EDITOR = { email: 'admin@example.com', password: 'AdminDemo!2024' };
/** Where the admin's browser tests put their screenshots (docs/editors/ uses them). */
export const SHOTS = '/tmp/admin-shots';

export interface AdminSession {
  context: BrowserContext;
  page: Page;
  /** The editor's admin token (the admin's own jwtToken cookie), for the content-manager API. */
  token: string;
}

/** Signs in through the admin's sign-in form, in a browser context of its own. */
export async function signInToAdmin(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<AdminSession> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const r = await relay(CMS, randomLoopback());
  try {
    await page.goto(`${r.url}/admin`);
    await page.getByLabel(/email/i).fill(EDITOR.email);
    await page.getByLabel(/password/i).first().fill(EDITOR.password);
    await page.getByRole('button', { name: /log ?in/i }).click();
    await expect(page.getByRole('heading', { name: /hello/i })).toBeVisible({ timeout: 30_000 });
  } finally {
    await r.close();
  }
  const token = (await context.cookies(`${CMS}/admin`)).find((c) => c.name === 'jwtToken')?.value;
  if (!token) throw new Error('the admin set no jwtToken cookie after signing in');
  return { context, page, token };
}

/** Signs in through the admin's API (no browser), from an address of its own; the admin token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const r = await relay(CMS, randomLoopback());
  try {
    const res = await request.post(`${r.url}/admin/login`, { data: EDITOR });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  } finally {
    await r.close();
  }
}

/** A content-manager API call as the editor (what the admin's screens send). */
export async function contentManager(
  request: APIRequestContext,
  token: string,
  path: string,
  { method = 'GET', data }: { method?: 'GET' | 'POST' | 'PUT'; data?: unknown } = {},
): Promise<Record<string, unknown>> {
  const res = await request.fetch(`${CMS}/content-manager${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** An admin API call (any CMS path) as the signed-in editor; any 2xx passes. */
export async function adminCall(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  const res = await request.fetch(`${CMS}${url}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as { data: { documentId: string } };
}

/** Closes the admin's promotional banner (it would cover the top of every screenshot). */
export async function closeBanner(page: Page) {
  const close = page.getByRole('button', { name: 'Close the banner.' });
  if (await close.isVisible()) await close.click();
}

/** The admin's "new Media Library" banner comes a moment after the page: closed before a screenshot. */
export async function closeLateBanner(page: Page) {
  await page.getByRole('button', { name: 'Close the banner.' }).click({ timeout: 3_000 }).catch(() => undefined);
}

/** Opens an admin screen (`path` on the CMS, e.g. `/admin/...`), at `width` px when given, with the banner closed. */
export async function openAdminPage(page: Page, path: string, width?: number) {
  if (width) await page.setViewportSize({ width, height: 900 });
  await page.goto(`${CMS}${path}`);
  await closeBanner(page);
}

export type SpecAdmin = AdminSession & {
  /** Whether the sign-in has happened (an afterAll's clean-up after a failed beforeAll has nothing to do). */
  readonly signedIn: boolean;
  /** `adminCall` with the session's token. */
  cm: (request: APIRequestContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => ReturnType<typeof adminCall>;
};

/**
 * The demo editor's admin session for the tests of a spec: before them the screenshot folder is
 * made and the editor signed in (`signInToAdmin`, in a context of its own); after them the context
 * is closed. Its fields are there from the spec's first beforeAll on (hooks the spec declares after
 * this call run after the sign-in).
 */
export function adminForSpec(viewport?: { width: number; height: number }): SpecAdmin {
  let session: AdminSession | undefined;
  const signedIn = () => {
    if (!session) throw new Error('the editor is signed in in beforeAll: use the admin session inside a hook or a test');
    return session;
  };
  test.beforeAll(async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    session = await signInToAdmin(browser, viewport);
  });
  test.afterAll(async () => {
    await session?.context.close();
  });
  return {
    get signedIn() {
      return session !== undefined;
    },
    get context() {
      return signedIn().context;
    },
    get page() {
      return signedIn().page;
    },
    get token() {
      return signedIn().token;
    },
    cm: (request, method, url, data) => adminCall(request, signedIn().token, method, url, data),
  };
}
