// Every redirect an editor makes works, not only the first page of the CMS's answer: 250 are
// created through the admin API (as the admin UI does; the web's own API token is read-only),
// and the 250th (past Strapi's maxLimit of 100 per page) redirects within seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stack } from './helpers';

const REDIRECTS_CM = '/content-manager/collection-types/api::redirect.redirect';
const COUNT = 250;
const run = Date.now().toString(36);
const from = (i: number) => `/bulk-${run}-${i}`;
const to = (i: number) => `/services/network-solutions?from=${i}`;

let jwt: string;
const created: string[] = [];

async function admin(path: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${stack().cmsUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as { data?: { documentId: string } } | null };
}

async function check(i: number) {
  const res = await fetch(`${stack().webUrl}${from(i)}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

beforeAll(async () => {
  const res = await fetch(`${stack().cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'AdminDemo!2024' }),
  });
  expect(res.status, 'admin login of the demo editor').toBe(200);
  jwt = ((await res.json()) as { data: { token: string } }).data.token;
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
