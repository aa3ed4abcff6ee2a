// A CMS of its own, in production mode, started, stopped and started again: the seed runs once
// (what an editor deletes stays deleted), `npm run seed` brings it back, `npm run create-staff`
// makes and resets staff accounts; the admin works under its strict CSP; password changes end
// every session; /api/auth/local is closed. On PostgreSQL when TEST_DATABASE_URL
// is set (a database of its own), else SQLite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
// @ts-expect-error: plain ES module without type declarations
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';
import { call, SMALL_SEED, startCmsOnly, staffLogin, type CmsOnly } from './cms-only';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const ADMIN = { email: 'admin@example.com', password: 'AdminDemo!2024' };
const STAFF = { identifier: 'staff@example.com', password: 'StaffDemo!2024' };

let cms: CmsOnly;
const url = (path: string) => `${cms.url}${path}`;
const webToken = () => cms.env.CMS_API_TOKEN!;

async function pagePaths(): Promise<string[]> {
  const res = await call(url('/api/pages?fields[0]=path&pagination[pageSize]=100'));
  expect(res.status).toBe(200);
  return (res.body as { data: { path: string }[] }).data.map((p) => p.path).sort();
}

async function adminToken(): Promise<string> {
  const res = await call(url('/admin/login'), { method: 'POST', json: ADMIN });
  expect(res.status, res.text).toBe(200);
  return (res.body as { data: { token: string } }).data.token;
}

beforeAll(async () => {
  cms = await startCmsOnly({ env: { NODE_ENV: 'production' } });
  await cms.start();
});

afterAll(async () => {
  await cms?.dispose();
});

describe('first start', () => {
  it('seeds the empty database', async () => {
    expect(await pagePaths()).toEqual(['/', '/contact-us', '/not-found']);
    expect(SMALL_SEED.pages).toHaveLength(3);
    const blogs = await call(url('/api/blogs?populate[cover]=true'));
    expect((blogs.body as { data: { cover: { mime: string } | null }[] }).data).toEqual([
      expect.objectContaining({ cover: expect.objectContaining({ mime: 'image/webp' }) }),
    ]);
  });
});

describe('production headers', () => {
  it("the admin's CSP allows scripts from the CMS only: no 'unsafe-inline', no framing by others", async () => {
    const res = await fetch(url('/admin'));
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toMatch(/(^|;)\s*frame-ancestors 'self'\s*(;|$)/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('the built admin renders and signs in under that CSP, with no violation but the eval probe', async () => {
    const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      await page.goto(url('/admin'), { waitUntil: 'networkidle' });
      await page.getByLabel(/email/i).fill(ADMIN.email);
      await page.getByLabel(/password/i).first().fill(ADMIN.password);
      await page.getByRole('button', { name: /log ?in/i }).click();
      await page.getByRole('heading', { name: /hello/i }).waitFor({ timeout: 30_000 });
      await page.goto(url(`/admin/content-manager/collection-types/${CONTENT_TYPE_UIDS.blog}`), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Resource' }).waitFor({ timeout: 30_000 });
      // zod checks whether it may compile validators with new Function(); the CSP refuses, zod
      // catches it and validates without. Nothing else may be blocked.
      expect(violations.filter((v) => !/^script-src(-elem)? eval$/.test(v))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('demo accounts in production', () => {
  it('exist because this process opted in with DEMO_ACCOUNTS=true and both passwords', async () => {
    expect(cms.env.DEMO_ACCOUNTS).toBe('true');
    await adminToken();
    await staffLogin(cms.url, webToken(), STAFF.identifier, STAFF.password);
  });
});

describe("the admin's media library", () => {
  it('refuses SVG named logo.png (the same byte check as the content API)', async () => {
    const form = new FormData();
    form.append('files', new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], { type: 'image/png' }), 'logo.png');
    form.append('fileInfo', JSON.stringify({ name: 'logo.png' }));
    const res = await call(url('/upload'), { method: 'POST', bearer: await adminToken(), body: form });
    expect(res.status, res.text).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toContain('"logo.png" was refused');
  });
});

describe('/api/auth/local', () => {
  it('is closed (404 or 405) for right and wrong passwords alike: staff sign in through the web', async () => {
    const attempt = (identifier: string, password: string) => call(url('/api/auth/local'), { method: 'POST', json: { identifier, password } });
    for (const [identifier, password] of [[STAFF.identifier, STAFF.password], [STAFF.identifier, 'wrong-1'], ['nobody@example.com', 'wrong-2']] as const) {
      const res = await attempt(identifier, password);
      expect([404, 405]).toContain(res.status);
      expect(res.text).not.toMatch(/jwt/);
    }
    expect((await staffLogin(cms.url, webToken(), STAFF.identifier, STAFF.password)).jwt).toMatch(/^eyJ/);
  });
});

describe('changing the password', () => {
  it("ends every session: this session's and another session's tokens answer 401; the new ones work", async () => {
    const a = await staffLogin(cms.url, webToken(), STAFF.identifier, STAFF.password);
    const b = await staffLogin(cms.url, webToken(), STAFF.identifier, STAFF.password);
    const me = (jwt: string) => call(url('/api/users/me'), { bearer: jwt });
    expect((await me(a.jwt)).status).toBe(200);
    expect((await me(b.jwt)).status).toBe(200);

    const newPassword = 'Changed-Password-2026';
    const changed = await call(url('/api/auth/change-password'), {
      method: 'POST',
      bearer: a.jwt,
      json: { currentPassword: STAFF.password, password: newPassword, passwordConfirmation: newPassword },
    });
    expect(changed.status, changed.text).toBe(200);
    const fresh = changed.body as { jwt: string; refreshToken: string };

    expect((await me(a.jwt)).status).toBe(401);
    expect((await me(b.jwt)).status).toBe(401);
    expect((await call(url('/api/auth/refresh'), { method: 'POST', json: { refreshToken: b.refreshToken } })).status).toBe(401);
    expect((await me(fresh.jwt)).status).toBe(200);

    await expect(staffLogin(cms.url, webToken(), STAFF.identifier, STAFF.password)).rejects.toThrow(/400/);
    await staffLogin(cms.url, webToken(), STAFF.identifier, newPassword);
  });
});

describe('seed once, across restarts', () => {
  it('a page an editor deletes stays deleted after a restart', async () => {
    const token = await adminToken();
    const cm = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
    const found = await call(url(`${cm}?filters[path][$eq]=/contact-us`), { bearer: token });
    const documentId = (found.body as { results: { documentId: string }[] }).results[0]!.documentId;
    expect((await call(url(`${cm}/${documentId}`), { method: 'DELETE', bearer: token })).status).toBe(200);
    expect(await pagePaths()).toEqual(['/', '/not-found']);

    await cms.stop();
    await cms.start();
    expect(await pagePaths()).toEqual(['/', '/not-found']);
  });
});

describe('commands (with the CMS stopped)', () => {
  beforeAll(async () => {
    await cms.stop();
  });

  it('create-staff refuses bad arguments with clear messages and a non-zero exit', () => {
    const short = cms.command('create-staff.mjs', ['--email', 'new.staff@example.com', '--password', 'too-short']);
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('--password is too short: use at least 12 characters');
    const email = cms.command('create-staff.mjs', ['--email', 'not-an-email', '--password', 'long-enough-password']);
    expect(email.status).toBe(2);
    expect(email.stderr).toContain('--email "not-an-email" is not an email address');
  });

  it('create-staff creates a staff member, refuses a duplicate, and --reset sets a new password', () => {
    const made = cms.command('create-staff.mjs', ['--email', 'New.Staff@Example.com', '--password', 'first-password-1', '--username', 'newstaff']);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('Staff member created: new.staff@example.com (username newstaff)');

    const again = cms.command('create-staff.mjs', ['--email', 'new.staff@example.com', '--password', 'first-password-1']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists (use --reset to set a new password)');

    const reset = cms.command('create-staff.mjs', ['--email', 'new.staff@example.com', '--password', 'second-password-2', '--reset']);
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('Password reset for new.staff@example.com');

    const missing = cms.command('create-staff.mjs', ['--email', 'nobody@example.com', '--password', 'second-password-2', '--reset']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no staff member has the email nobody@example.com');
  });

  it('seed re-creates what is missing and says what it created; a second run creates nothing', () => {
    const first = cms.command('seed.mjs');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/seed: created 1 entry/);
    expect(first.stdout).toContain('page /contact-us');
    const second = cms.command('seed.mjs');
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain('nothing was missing');
  });

  it('after the commands: the page is back, and the new staff member signs in with the reset password only', async () => {
    await cms.start();
    expect(await pagePaths()).toEqual(['/', '/contact-us', '/not-found']);
    const signedIn = await staffLogin(cms.url, webToken(), 'new.staff@example.com', 'second-password-2');
    expect(signedIn.user).toMatchObject({ username: 'newstaff', email: 'new.staff@example.com' });
    await expect(staffLogin(cms.url, webToken(), 'new.staff@example.com', 'first-password-1')).rejects.toThrow(/400/);
    // A staff member, with the staff role's permissions.
    expect((await call(url('/api/blogs/manage'), { bearer: signedIn.jwt })).status).toBe(200);
    expect((await call(url('/api/form-submissions'), { bearer: signedIn.jwt })).status).toBe(403);
  });
});
