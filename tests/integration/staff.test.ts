// The staff area: sign-in through the web (the Strapi JWT sealed in an httpOnly cookie), the
// access rules of /login and /resources-manage, and the resources API staff use to publish news.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, stack } from './helpers';

const STAFF = { email: 'staff@example.com', password: 'StaffDemo!2024' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const locationPath = (res: Response) => new URL(res.headers.get('location') ?? '', stack().webUrl).pathname;

async function poll<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 5000): Promise<{ ok: boolean; value: T }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value)) return { ok: true, value };
    if (Date.now() - started > timeoutMs) return { ok: false, value };
    await sleep(200);
  }
}

/** JSON request with the XSRF header (as the staff screens send it). */
async function api(b: Browser, method: string, path: string, body?: unknown, { xsrf = true } = {}) {
  const token = await b.xsrf();
  const res = await b.fetch(path, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(xsrf ? { 'x-xsrf-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { res, status: res.status, text, json: json as Record<string, unknown> | null };
}

async function signedIn(): Promise<Browser> {
  const b = new Browser(stack().webUrl);
  const { status, text } = await api(b, 'POST', '/api/auth/login', STAFF);
  expect(status, text).toBe(200);
  expect(b.cookie('ib_session')).toBeTruthy();
  return b;
}

describe('signing in', () => {
  it('/resources-manage without a session redirects to /login', async () => {
    const res = await new Browser(stack().webUrl).fetch('/resources-manage', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(302);
    expect(locationPath(res)).toBe('/login');
  });

  it('login sets an httpOnly, SameSite=Strict ib_session cookie and never shows the JWT; then /login and /resources-manage behave', async () => {
    const b = new Browser(stack().webUrl);
    const { res, status, text, json } = await api(b, 'POST', '/api/auth/login', STAFF);
    expect(status, text).toBe(200);
    expect(json).toMatchObject({ authenticated: true, user: { email: STAFF.email } });

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ib_session='));
    expect(cookie, 'Set-Cookie ib_session').toBeTruthy();
    const attrs = cookie!.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=strict');
    expect(attrs).toContain('path=/');

    // No JWT in the body: not as a field, not as a token-shaped string, not the sealed cookie.
    expect(text).not.toMatch(/jwt/i);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(text).not.toContain(b.cookie('ib_session')!);

    const login = await b.fetch('/login', { headers: { accept: 'text/html' } });
    expect(login.status).toBe(302);
    expect(locationPath(login)).toBe('/resources-manage');

    const manage = await b.fetch('/resources-manage', { headers: { accept: 'text/html' } });
    expect(manage.status).toBe(200);
    expect(manage.headers.get('cache-control')).toMatch(/no-store/);
    expect(await manage.text()).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);

    const session = await api(b, 'GET', '/api/auth/session');
    expect(session.json).toMatchObject({ authenticated: true, user: { email: STAFF.email } });
    expect(session.text).not.toMatch(/jwt/i);
  });

  it('a wrong password answers 401 and sets no session', async () => {
    const b = new Browser(stack().webUrl);
    const { status } = await api(b, 'POST', '/api/auth/login', { ...STAFF, password: 'not-the-password' });
    expect(status).toBe(401);
    expect(b.cookie('ib_session')).toBeUndefined();
  });

  it('login without the XSRF header answers 403', async () => {
    const b = new Browser(stack().webUrl);
    const { status } = await api(b, 'POST', '/api/auth/login', STAFF, { xsrf: false });
    expect(status).toBe(403);
    expect(b.cookie('ib_session')).toBeUndefined();
  });

  it('logging out clears the cookie and the session', async () => {
    const b = await signedIn();
    const { res, status } = await api(b, 'POST', '/api/auth/logout', {});
    expect(status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ib_session='));
    expect(cookie, 'Set-Cookie clearing ib_session').toBeTruthy();
    expect(cookie).toMatch(/^ib_session=;/);
    expect(cookie).toMatch(/max-age=0/i);
    expect(b.cookie('ib_session')).toBeUndefined();

    expect((await api(b, 'GET', '/api/auth/session')).json).toEqual({ authenticated: false });
    const manage = await b.fetch('/resources-manage', { headers: { accept: 'text/html' } });
    expect(manage.status).toBe(302);
    expect(locationPath(manage)).toBe('/login');
  });
});

describe('the staff resources API', () => {
  let b: Browser;
  /** The staff member's own Strapi JWT, for making fixtures directly in Strapi. */
  let jwt: string;
  const created: string[] = [];

  beforeAll(async () => {
    b = await signedIn();
    const login = await fetch(`${stack().cmsUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: STAFF.email, password: STAFF.password }),
    });
    expect(login.status).toBe(200);
    jwt = ((await login.json()) as { jwt: string }).jwt;
  });

  /** A resource made directly in Strapi (with a slug), as staff. */
  async function fixture(status: 'draft' | 'published') {
    const tag = randomBytes(3).toString('hex');
    const slug = `integration-test-resource-${tag}`;
    const title = `Integration test resource ${tag}`;
    const made = await fetch(`${stack().cmsUrl}/api/blogs?status=${status}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title, slug, type: 'news', publishedDate: '2024-05-14' } }),
    });
    expect(made.status).toBe(201);
    const documentId = ((await made.json()) as { data: { documentId: string } }).data.documentId;
    created.push(documentId);
    return { tag, slug, title, documentId };
  }

  afterAll(async () => {
    for (const id of created) {
      const res = await fetch(`${stack().cmsUrl}/api/blogs/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${jwt}` } });
      expect([204, 404]).toContain(res.status);
    }
  });

  const publicPage = async (slug: string) => {
    const res = await fetch(`${stack().webUrl}/resources/${slug}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    return { status: res.status, location: res.headers.get('location') ?? '', html: await res.text() };
  };

  it('requires a session', async () => {
    const anonymous = new Browser(stack().webUrl);
    expect((await api(anonymous, 'GET', '/api/staff/resources')).status).toBe(401);
    const title = `Anonymous attempt ${randomBytes(3).toString('hex')}`;
    const { status } = await api(anonymous, 'POST', '/api/staff/resources', { title, type: 'news', publishedDate: '2024-05-14' });
    expect(status).toBe(401);
  });

  it('lists resources', async () => {
    const { status, json } = await api(b, 'GET', '/api/staff/resources');
    expect(status).toBe(200);
    const data = json!.data as { documentId: string; title: string; slug: string; published: boolean }[];
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) {
      expect(item).toMatchObject({ documentId: expect.any(String), title: expect.any(String), slug: expect.any(String) });
      expect(typeof item.published).toBe('boolean');
    }
    expect(json!.meta).toMatchObject({ pagination: { page: 1 } });
  });

  it('POST creates a published resource that appears at /resources/<slug> within seconds', async () => {
    const tag = randomBytes(3).toString('hex');
    const title = `Integration test news ${tag}`;
    const body = `First paragraph of the test news ${tag}.\n\nSecond paragraph.`;
    const made = await api(b, 'POST', '/api/staff/resources', { title, type: 'news', publishedDate: '2024-05-14', body });
    expect(made.status, made.text).toBe(201);
    const doc = (made.json as { data: { documentId: string; slug: string; title: string } }).data;
    created.push(doc.documentId);
    expect(doc.title).toBe(title);
    expect(doc.slug).toMatch(/^[a-z0-9-]+$/);

    // Listed for staff, as published.
    const list = await api(b, 'GET', '/api/staff/resources');
    const mine = (list.json!.data as { documentId: string; published: boolean }[]).find((d) => d.documentId === doc.documentId);
    expect(mine).toMatchObject({ published: true });

    const shown = await poll(() => publicPage(doc.slug), (p) => p.status === 200 && p.html.includes(title));
    expect(shown.ok, `/resources/${doc.slug} answered ${shown.value.status}`).toBe(true);
    expect(shown.value.html).toContain(`First paragraph of the test news ${tag}.`);
  });

  it('PUT updates a resource (the public page follows) and DELETE removes it (the public page then goes to /not-found)', async () => {
    const { tag, slug, title, documentId } = await fixture('published');

    const shown = await poll(() => publicPage(slug), (p) => p.status === 200 && p.html.includes(title));
    expect(shown.ok, `/resources/${slug} answered ${shown.value.status}`).toBe(true);

    const newTitle = `${title} (updated)`;
    const updated = await api(b, 'PUT', `/api/staff/resources/${documentId}`, {
      title: newTitle,
      type: 'news',
      publishedDate: '2024-05-15',
      body: `Updated body ${tag}.`,
    });
    expect(updated.status, updated.text).toBe(200);
    expect((updated.json as { data: { title: string } }).data.title).toBe(newTitle);
    const reshown = await poll(() => publicPage(slug), (p) => p.status === 200 && p.html.includes(newTitle));
    expect(reshown.ok, `/resources/${slug} shows the new title`).toBe(true);
    expect(reshown.value.html).toContain(`Updated body ${tag}.`);

    const removed = await api(b, 'DELETE', `/api/staff/resources/${documentId}`);
    expect(removed.status, removed.text).toBe(200);
    created.splice(created.indexOf(documentId), 1);
    const gone = await poll(() => publicPage(slug), (p) => p.status >= 300 && p.status < 400);
    expect(gone.ok, `/resources/${slug} answered ${gone.value.status} after deletion`).toBe(true);
    expect(new URL(gone.value.location, stack().webUrl).pathname).toBe('/not-found');
  });

  it('a draft saved by staff is in their list (not published) and not on the public site', async () => {
    const { slug, title, documentId } = await fixture('draft');
    const list = await api(b, 'GET', '/api/staff/resources');
    expect(list.status).toBe(200);
    const mine = (list.json!.data as { documentId: string; title: string; published: boolean }[]).find((d) => d.documentId === documentId);
    expect(mine, `the draft "${title}" is listed for staff`).toMatchObject({ title, published: false });
    const page = await publicPage(slug);
    expect(page.status).toBe(302);
    expect(new URL(page.location, stack().webUrl).pathname).toBe('/not-found');
  });

  it('refuses an invalid YouTube URL with 400 and errors.youtubeUrl', async () => {
    const title = `Bad video ${randomBytes(3).toString('hex')}`;
    const { status, json } = await api(b, 'POST', '/api/staff/resources', {
      title,
      type: 'news',
      publishedDate: '2024-05-14',
      youtubeUrl: 'https://vimeo.com/123456',
    });
    expect(status).toBe(400);
    expect((json!.errors as Record<string, string>).youtubeUrl).toBeTruthy();
    // Nothing was created.
    const list = await api(b, 'GET', '/api/staff/resources');
    expect((list.json!.data as { title: string }[]).some((d) => d.title === title)).toBe(false);
  });

  it('changes need the XSRF header (403)', async () => {
    const { status } = await api(b, 'POST', '/api/staff/resources', { title: 'No XSRF', type: 'news', publishedDate: '2024-05-14' }, { xsrf: false });
    expect(status).toBe(403);
  });
});
