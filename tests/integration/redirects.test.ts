// Every redirect an editor makes works, not only the first page of the CMS's answer: 250 are
// created through the admin API (as the admin UI does; the web's own API token is read-only),
// and the 250th (past Strapi's maxLimit of 100 per page) redirects within seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revalidate, writeDatabase } from './database-write';
import { adminApi, editorToken, stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const REDIRECTS_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.redirect}`;
const COUNT = 250;
const run = Date.now().toString(36);
const from = (i: number) => `/bulk-${run}-${i}`;
const to = (i: number) => `/services/network-solutions?from=${i}`;

let jwt: string;
const created: string[] = [];

const admin = (path: string, method = 'GET', body?: unknown) => adminApi<{ data?: { documentId: string } }>(jwt, path, { method, body });

async function check(i: number) {
  const res = await fetch(`${stack().webUrl}${from(i)}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

beforeAll(async () => {
  jwt = await editorToken();
  for (let i = 1; i <= COUNT; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, COUNT - i + 1) }, (_, k) => admin(REDIRECTS_CM, 'POST', { from: from(i + k), to: to(i + k), type: 'permanent' })),
    );
    for (const r of batch) {
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      created.push(r.body!.data!.documentId);
    }
  }
}, 180_000);

afterAll(async () => {
  for (let i = 0; i < created.length; i += 100) {
    const res = await admin(`${REDIRECTS_CM}/actions/bulkDelete`, 'POST', { documentIds: created.slice(i, i + 100) });
    expect(res.status).toBe(200);
  }
});

describe(`${COUNT} redirects`, () => {
  it('the 1st, the 101st and the 250th all redirect (every page of the CMS answer is read)', async () => {
    const started = Date.now();
    let last = await check(COUNT);
    while (last.status !== 301 && Date.now() - started < 10_000) {
      await new Promise((r) => setTimeout(r, 250));
      last = await check(COUNT);
    }
    expect(last, `the ${COUNT}th redirect after ${Date.now() - started} ms`).toEqual({ status: 301, location: to(COUNT) });
    for (const i of [1, 100, 101, 200, 201]) expect(await check(i)).toEqual({ status: 301, location: to(i) });
  });
});

// Finding 1 of the audit (issue 23): an editor could send staff from the sign-in page to a
// look-alike on another website. The CMS refuses such a redirect on save with a message naming the
// field; the web ignores one that is in the database anyway.
describe('what a redirect may do', () => {
  const GLOBAL_CM = `/content-manager/single-types/${CONTENT_TYPE_UIDS.global}`;
  const mine: string[] = [];

  async function create(data: Record<string, unknown>) {
    const res = await fetch(`${stack().cmsUrl}${REDIRECTS_CM}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
    const body = (await res.json()) as { data?: { documentId: string }; error?: { name: string; message: string; details?: { errors?: { path: string[]; message: string }[] } } };
    if (body.data?.documentId) mine.push(body.data.documentId);
    return { status: res.status, body };
  }

  async function publishGlobal(change: Record<string, unknown>) {
    const current = await fetch(`${stack().cmsUrl}${GLOBAL_CM}`, { headers: { authorization: `Bearer ${jwt}` } });
    const { id: _i, documentId: _d, createdAt: _c, updatedAt: _u, publishedAt: _p, createdBy: _cb, updatedBy: _ub, locale: _l, localizations: _ls, status: _s, ...rest } = ((await current.json()) as { data: Record<string, unknown> }).data;
    const res = await fetch(`${stack().cmsUrl}${GLOBAL_CM}/actions/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...rest, ...change }),
    });
    return { status: res.status, text: await res.text() };
  }

  afterAll(async () => {
    await publishGlobal({ redirectHosts: null });
    if (mine.length > 0) await admin(`${REDIRECTS_CM}/actions/bulkDelete`, 'POST', { documentIds: mine });
  });

  it('a redirect from /login to https://evil.example is refused on save, naming the field', async () => {
    const res = await create({ from: '/login', to: 'https://evil.example/login', type: 'permanent', external: true });
    expect(res.status).toBe(400);
    expect(res.body.error?.name).toBe('ValidationError');
    expect(res.body.error?.details?.errors?.[0]).toMatchObject({ path: ['from'], message: expect.stringMatching(/^\/login belongs to the site itself/) });
  });

  it.each(['/login', '/LOGIN/', '/%6cogin', '/change-password', '/resources-manage/x', '/preview', '/api/forms', '/assets/app.js', '/uploads/doc.pdf'])('from %s is refused', async (from) => {
    const res = await create({ from, to: '/services', type: 'temporary' });
    expect(res.status).toBe(400);
    expect(res.body.error?.details?.errors?.map((e) => e.path.join('.'))).toEqual(['from']);
  });

  it.each(['https://evil.example/', 'http://evil.example/', '//evil.example/', '/\\evil.example', 'https://ironbark.example@evil.example/'])('to %s without the tick is refused', async (to) => {
    const res = await create({ from: `/x-${run}-${mine.length}-${to.length}`, to, type: 'temporary' });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error?.details?.errors?.map((e) => e.path.join('.'))).toEqual(['to']);
  });

  it('http:// is refused even with the "External website" tick', async () => {
    const res = await create({ from: `/plain-http-${run}`, to: 'http://partner.example/', type: 'temporary', external: true });
    expect(res.status).toBe(400);
    expect(res.body.error?.details?.errors?.[0]?.message).toMatch(/https:\/\//);
  });

  it('another website is served with the tick, or once its host is in Global settings\' "Redirect hosts"', async () => {
    const ticked = await create({ from: `/partner-${run}`, to: 'https://partner.example/offer', type: 'temporary', external: true });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(201);
    const unticked = await create({ from: `/shop-${run}`, to: 'https://shop.ironbark.example/', type: 'temporary' });
    expect(unticked.status).toBe(400);
    expect(unticked.body.error?.details?.errors?.[0]?.message).toMatch(/External website.*Redirect hosts/);

    const bad = await publishGlobal({ redirectHosts: 'shop.ironbark.example/path' });
    expect(bad.status, bad.text).toBe(400);
    const good = await publishGlobal({ redirectHosts: 'shop.ironbark.example' });
    expect(good.status, good.text).toBe(200);
    const listed = await create({ from: `/shop-${run}`, to: 'https://shop.ironbark.example/', type: 'temporary' });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);

    for (const [from, location] of [[`/partner-${run}`, 'https://partner.example/offer'], [`/shop-${run}`, 'https://shop.ironbark.example/']]) {
      const started = Date.now();
      let last = await fetch(`${stack().webUrl}${from}`, { redirect: 'manual' });
      while (last.status !== 302 && Date.now() - started < 10_000) {
        await new Promise((r) => setTimeout(r, 250));
        last = await fetch(`${stack().webUrl}${from}`, { redirect: 'manual' });
      }
      expect({ status: last.status, location: last.headers.get('location') }).toEqual({ status: 302, location });
    }
  });

  it('an update that unticks "External website" of a redirect to another website is refused', async () => {
    const created = await create({ from: `/untick-${run}`, to: 'https://partner.example/', type: 'temporary', external: true });
    expect(created.status).toBe(201);
    const res = await admin(`${REDIRECTS_CM}/${created.body.data!.documentId}`, 'PUT', { external: false });
    expect(res.status).toBe(400);
  });

  it('a redirect from /login to https://evil.example is not served even if stored', async () => {
    // Stored as a harmless rule, then changed in the database behind Strapi's back.
    const from = `/stored-${run}`;
    const created = await create({ from, to: '/services', type: 'temporary' });
    expect(created.status).toBe(201);
    const changed = await writeDatabase('UPDATE redirects SET "from" = ?, "to" = ?, "external" = ? WHERE document_id = ?', ['/login', 'https://evil.example/login', false, created.body.data!.documentId]);
    expect(changed).toBe(1);
    const loose = await create({ from: `/stored-external-${run}`, to: '/services', type: 'temporary' });
    expect(loose.status).toBe(201);
    await writeDatabase('UPDATE redirects SET "to" = ? WHERE document_id = ?', ['https://evil.example/other', loose.body.data!.documentId]);
    await revalidate(CONTENT_TYPE_UIDS.redirect);
    // The web read the redirects again (a rule created after the change is served) ...
    const probe = await create({ from: `/probe-${run}`, to: '/contact-us', type: 'temporary' });
    expect(probe.status).toBe(201);
    const started = Date.now();
    let res = await fetch(`${stack().webUrl}/probe-${run}`, { redirect: 'manual' });
    while (res.status !== 302 && Date.now() - started < 10_000) {
      await new Promise((r) => setTimeout(r, 250));
      res = await fetch(`${stack().webUrl}/probe-${run}`, { redirect: 'manual' });
    }
    expect(res.status).toBe(302);
    // ... and neither broken rule is: /login is the sign-in page, the other a page not found.
    const login = await fetch(`${stack().webUrl}/login`, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(login.status).toBe(200);
    expect(login.headers.get('location')).toBeNull();
    const other = await fetch(`${stack().webUrl}/stored-external-${run}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(other.headers.get('location') ?? '').not.toMatch(/evil/);
  });
});
