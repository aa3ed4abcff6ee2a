// The staff area through the web, against the real Strapi: sign-in (a random session id in an
// httpOnly cookie, the Strapi tokens kept on the server), the access rules of the staff pages,
// sign-out that a replayed cookie cannot undo, and the resource API the staff screens use:
// drafts, publish, unpublish, discard, delete, field errors, uploads checked by their bytes on
// the web before they reach the CMS, and the CSV export.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, poll, stack, staffResourceInput } from './helpers';
import { png as onePixelPng } from '../../web/tests/fixtures/png';

const STAFF = { email: 'staff@example.com', password: 'StaffDemo!2024' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const locationOf = (res: Response) => {
  const url = new URL(res.headers.get('location') ?? '', stack().webUrl);
  return `${url.pathname}${url.search}`;
};

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

async function upload(b: Browser, field: string, name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await b.fetch(`/api/staff/uploads?field=${field}`, { method: 'POST', headers: { 'x-xsrf-token': await b.xsrf() }, body: form });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function signedIn(): Promise<Browser> {
  const b = new Browser(stack().webUrl);
  const { status, text } = await api(b, 'POST', '/api/auth/login', STAFF);
  expect(status, text).toBe(200);
  return b;
}

const png = () => onePixelPng([[20, 120, 200]]);
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const html = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>', 'utf8');
const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'utf8');

describe('the staff pages and sign-in', () => {
  it('staff pages without a session go to /login, remembering the page asked for (not the staff home)', async () => {
    const b = new Browser(stack().webUrl);
    for (const [path, to] of [
      ['/resources-manage', '/login'],
      ['/resources-manage?status=draft', '/login?next=%2Fresources-manage%3Fstatus%3Ddraft'],
      ['/resources-manage/new', '/login?next=%2Fresources-manage%2Fnew'],
      ['/change-password', '/login?next=%2Fchange-password'],
    ] as const) {
      const res = await b.fetch(path, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(302);
      expect(locationOf(res), path).toBe(to);
    }
  });

  it('sign-in sets an httpOnly, SameSite=Strict cookie holding only a random id; no token reaches the page', async () => {
    const b = new Browser(stack().webUrl);
    const { res, status, text, json } = await api(b, 'POST', '/api/auth/login', STAFF);
    expect(status, text).toBe(200);
    expect(json).toMatchObject({ authenticated: true, user: { email: STAFF.email } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ib_session='))!;
    const attrs = cookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/', 'max-age=28800']));
    // A plain random id: nothing readable, nothing sealed, not a JWT.
    expect(b.cookie('ib_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(text).not.toMatch(/jwt|refresh/i);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    const manage = await b.fetch('/resources-manage', { headers: { accept: 'text/html' } });
    expect(manage.status).toBe(200);
    expect(manage.headers.get('cache-control')).toMatch(/no-store/);
    const page = await manage.text();
    expect(page).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(page).not.toContain(b.cookie('ib_session')!);
    // The first render is complete: the table's rows are in the server's HTML.
    expect(page).toContain("A buyer&#x27;s checklist for SD-WAN");
    // /login with a session goes on to the page asked for, or the staff home.
    expect(locationOf(await b.fetch('/login', { headers: { accept: 'text/html' } }))).toBe('/resources-manage');
    expect(locationOf(await b.fetch('/login?next=%2Fchange-password', { headers: { accept: 'text/html' } }))).toBe('/change-password');
    expect(locationOf(await b.fetch('/login?next=https%3A%2F%2Fevil.example', { headers: { accept: 'text/html' } }))).toBe('/resources-manage');
  });

  it('a wrong password and an unknown email get the same 401 and no session', async () => {
    const wrong = new Browser(stack().webUrl);
    const unknown = new Browser(stack().webUrl);
    const a = await api(wrong, 'POST', '/api/auth/login', { ...STAFF, password: `not-the-password-${randomBytes(2).toString('hex')}` });
    const b = await api(unknown, 'POST', '/api/auth/login', { email: `nobody-${randomBytes(3).toString('hex')}@example.com`, password: 'whatever-1234' });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.text).toBe(b.text);
    expect(a.json).toEqual({ error: 'invalid credentials', message: 'The email address or password is not right.' });
    expect(wrong.cookie('ib_session')).toBeUndefined();
  });

  it('sign-in without the XSRF header answers 403', async () => {
    const b = new Browser(stack().webUrl);
    expect((await api(b, 'POST', '/api/auth/login', STAFF, { xsrf: false })).status).toBe(403);
    expect(b.cookie('ib_session')).toBeUndefined();
  });

  it('sign-out ends the session on the server: a replayed copy of the cookie is signed out', async () => {
    const b = await signedIn();
    const copy = b.cookie('ib_session')!;
    expect((await api(b, 'GET', '/api/staff/resources')).status).toBe(200);
    const out = await api(b, 'POST', '/api/auth/logout', {});
    expect(out.status).toBe(200);
    expect(out.res.headers.getSetCookie().find((c) => c.startsWith('ib_session='))).toMatch(/^ib_session=;.*max-age=0/i);

    // An attacker who kept the cookie replays it.
    const replay = (path: string, accept = 'application/json') => fetch(`${stack().webUrl}${path}`, { headers: { cookie: `ib_session=${copy}`, accept }, redirect: 'manual' });
    expect(await (await replay('/api/auth/session')).json()).toEqual({ authenticated: false });
    expect((await replay('/api/staff/resources')).status).toBe(401);
    const page = await replay('/resources-manage', 'text/html');
    expect(page.status).toBe(302);
    expect(locationOf(page)).toBe('/login');
  });
});

describe('the staff resources API', () => {
  let b: Browser;
  const created: string[] = [];

  beforeAll(async () => {
    b = await signedIn();
  });

  afterAll(async () => {
    for (const id of created) {
      const res = await api(b, 'DELETE', `/api/staff/resources/${id}`);
      expect([200, 404]).toContain(res.status);
    }
    await api(b, 'POST', '/api/auth/logout', {});
  });

  const publicPage = async (slug: string) => {
    const res = await fetch(`${stack().webUrl}/resources/${slug}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    return { status: res.status, location: locationOf(res), html: await res.text() };
  };

  const input = (title: string, extra: Record<string, unknown> = {}) => staffResourceInput(title, { metaKeywords: 'integration, test', ...extra });

  async function create(title: string, extra: Record<string, unknown> = {}) {
    const made = await api(b, 'POST', '/api/staff/resources', input(title, extra));
    expect(made.status, made.text).toBe(201);
    const data = (made.json as { data: { documentId: string; slug: string; status: string } }).data;
    created.push(data.documentId);
    return data;
  }

  it('needs a session (401) and, for changes, the XSRF header (403)', async () => {
    const anonymous = new Browser(stack().webUrl);
    expect((await api(anonymous, 'GET', '/api/staff/resources')).status).toBe(401);
    expect((await api(anonymous, 'POST', '/api/staff/resources', input('Anonymous attempt'))).status).toBe(401);
    expect((await api(b, 'POST', '/api/staff/resources', input('No XSRF'), { xsrf: false })).status).toBe(403);
  });

  it('saves a new resource as a draft, with an address made from its title and made unique', async () => {
    const t = randomBytes(3).toString('hex');
    const first = await create(`Integration draft ${t}`);
    expect(first).toMatchObject({ slug: `integration-draft-${t}`, status: 'draft' });
    const second = await create(`Integration draft ${t}`);
    expect(second.slug).toBe(`integration-draft-${t}-2`);
    // A draft is listed for staff and is not on the site.
    const list = await api(b, 'GET', `/api/staff/resources?q=${t}`);
    expect((list.json as { items: { documentId: string; status: string }[] }).items.map((i) => i.status)).toEqual(['draft', 'draft']);
    const page = await publicPage(first.slug);
    expect(page.status).toBe(302);
    expect(page.location).toBe('/not-found');
  });

  it('publish, edit as a draft (the site keeps the published version), publish changes, unpublish (/not-found within 5 s), discard', async () => {
    const t = randomBytes(3).toString('hex');
    const made = await create(`Integration lifecycle ${t}`);
    const published = await api(b, 'POST', `/api/staff/resources/${made.documentId}/publish`);
    expect(published.status, published.text).toBe(200);
    expect((published.json as { data: { status: string } }).data.status).toBe('published');
    const shown = await poll(() => publicPage(made.slug), (p) => p.status === 200);
    expect(shown.ok, `published page answered ${shown.value.status}`).toBe(true);

    const edited = await api(b, 'PUT', `/api/staff/resources/${made.documentId}`, input(`Integration lifecycle ${t} edited`, { slug: made.slug }));
    expect(edited.status, edited.text).toBe(200);
    expect((edited.json as { data: { status: string } }).data.status).toBe('modified');
    await sleep(300);
    expect((await publicPage(made.slug)).html).not.toContain(`Integration lifecycle ${t} edited`);
    const list = await api(b, 'GET', `/api/staff/resources?q=${t}&status=modified`);
    expect((list.json as { items: { documentId: string }[] }).items.map((i) => i.documentId)).toEqual([made.documentId]);

    expect((await api(b, 'POST', `/api/staff/resources/${made.documentId}/publish`)).status).toBe(200);
    expect((await poll(() => publicPage(made.slug), (p) => p.html.includes(`Integration lifecycle ${t} edited`))).ok).toBe(true);

    const unpublished = await api(b, 'POST', `/api/staff/resources/${made.documentId}/unpublish`);
    expect((unpublished.json as { data: { status: string } }).data.status).toBe('draft');
    const gone = await poll(() => publicPage(made.slug), (p) => p.status === 302 && p.location === '/not-found', 5000);
    expect(gone.ok, `after unpublishing the page answered ${gone.value.status}`).toBe(true);
    expect(gone.ms).toBeLessThan(5000);

    // Discarding draft changes goes back to the published version.
    expect((await api(b, 'POST', `/api/staff/resources/${made.documentId}/publish`)).status).toBe(200);
    await api(b, 'PUT', `/api/staff/resources/${made.documentId}`, input(`Integration lifecycle ${t} to discard`, { slug: made.slug }));
    const discarded = await api(b, 'POST', `/api/staff/resources/${made.documentId}/discard-draft`);
    expect(discarded.status, discarded.text).toBe(200);
    expect((discarded.json as { data: { title: string; status: string } }).data).toMatchObject({ title: `Integration lifecycle ${t} edited`, status: 'published' });

    const removed = await api(b, 'DELETE', `/api/staff/resources/${made.documentId}`);
    expect(removed.status).toBe(200);
    expect((await api(b, 'GET', `/api/staff/resources/${made.documentId}`)).status).toBe(404);
    expect((await poll(() => publicPage(made.slug), (p) => p.status === 302)).ok).toBe(true);
  });

  it('refuses bad fields with 400 and errors per field, saving nothing', async () => {
    const t = randomBytes(3).toString('hex');
    const bad = await api(b, 'POST', '/api/staff/resources', input(`Bad ${t}`, { youtubeUrl: 'https://vimeo.com/123', metaDescription: 'x'.repeat(171), title: 'x'.repeat(141) }));
    expect(bad.status).toBe(400);
    const errors = (bad.json as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['metaDescription', 'title', 'youtubeUrl']);
    const html = await api(b, 'POST', '/api/staff/resources', input(`Html body ${t}`, { body: '<p>hi</p>' }));
    expect(html.status).toBe(400);
    expect((html.json as { errors: Record<string, string> }).errors.body).toBeTruthy();
    // An address another resource uses is refused, with a free one suggested.
    const taken = await api(b, 'POST', '/api/staff/resources', input(`Taken ${t}`, { slug: 'sd-wan-buyers-checklist' }));
    expect(taken.status).toBe(400);
    expect((taken.json as { errors: Record<string, string> }).errors.slug).toContain('“sd-wan-buyers-checklist-2” is free');
    const list = await api(b, 'GET', `/api/staff/resources?q=${t}`);
    expect((list.json as { items: unknown[] }).items).toEqual([]);
  });

  it('checks uploads by their bytes on the web before the CMS: HTML named .pdf and SVG named .png are refused', async () => {
    const htmlPdf = await upload(b, 'doc', 'brief.pdf', html(), 'application/pdf');
    expect(htmlPdf.status).toBe(415);
    expect(htmlPdf.json!.message).toBe('“brief.pdf” can’t be used: its content is not an image or a PDF. Choose a PDF document of up to 10 MB.');
    const svgPng = await upload(b, 'cover', 'logo.png', svg(), 'image/png');
    expect(svgPng.status).toBe(415);
    expect(svgPng.json!.message).toContain('“logo.png” can’t be used');
    const pdfCover = await upload(b, 'cover', 'cover.png', pdf(), 'image/png');
    expect(pdfCover.status).toBe(415);
    expect(pdfCover.json!.message).toContain('it is a PDF document');
    const tooBig = await upload(b, 'cover', 'big.png', Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]), 'image/png');
    expect(tooBig.status).toBe(415);
    expect(tooBig.json!.message).toContain('“big.png” is too big');
    const wayTooBig = await upload(b, 'doc', 'huge.pdf', Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf');
    expect(wayTooBig.status).toBe(413);
    // 415 and 413 are the web's own answers (the CMS answers a refused upload with 400).
    // Without a session: 401; without the XSRF header: 403, before the file is read.
    expect((await upload(new Browser(stack().webUrl), 'doc', 'x.pdf', pdf(), 'application/pdf')).status).toBe(401);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'x.pdf');
    expect((await b.fetch('/api/staff/uploads?field=doc', { method: 'POST', body: form })).status).toBe(403);
  });

  it('uploads a cover and a PDF, and a resource saved with them shows them and offers the download', async () => {
    const t = randomBytes(3).toString('hex');
    const cover = await upload(b, 'cover', `cover-${t}.png`, png(), 'image/png');
    expect(cover.status, JSON.stringify(cover.json)).toBe(201);
    const doc = await upload(b, 'doc', `brief-${t}.PDF`, pdf(), 'application/octet-stream');
    expect(doc.status, JSON.stringify(doc.json)).toBe(201);
    const coverFile = (cover.json as { data: { id: number; mime: string; name: string } }).data;
    const docFile = (doc.json as { data: { id: number; mime: string; name: string; url: string } }).data;
    expect(coverFile).toMatchObject({ mime: 'image/png', name: `cover-${t}.png` });
    // Stored as what it is, whatever the browser declared.
    expect(docFile).toMatchObject({ mime: 'application/pdf', name: `brief-${t}.pdf` });

    const made = await create(`Integration files ${t}`, { cover: coverFile.id, doc: docFile.id });
    const full = await api(b, 'GET', `/api/staff/resources/${made.documentId}`);
    expect((full.json as { data: { cover: { id: number }; doc: { id: number } } }).data).toMatchObject({ cover: { id: coverFile.id }, doc: { id: docFile.id } });
    expect((await api(b, 'POST', `/api/staff/resources/${made.documentId}/publish`)).status).toBe(200);
    const shown = await poll(() => publicPage(made.slug), (p) => p.status === 200);
    expect(shown.value.html).toContain(docFile.url);
    // Removing the document: saved as null.
    const removed = await api(b, 'PUT', `/api/staff/resources/${made.documentId}`, input(`Integration files ${t}`, { slug: made.slug, cover: coverFile.id, doc: null }));
    expect((removed.json as { data: { doc: unknown } }).data.doc).toBeNull();
    // A PDF cannot be a cover, even by id: the CMS refuses it (a field error on cover).
    const wrong = await api(b, 'PUT', `/api/staff/resources/${made.documentId}`, input(`Integration files ${t}`, { slug: made.slug, cover: docFile.id }));
    expect(wrong.status).toBe(400);
    expect((wrong.json as { errors: Record<string, string> }).errors.cover).toBeTruthy();
  });

  it('exports the table as CSV: the same filters and order, every page', async () => {
    const t = randomBytes(3).toString('hex');
    await create(`Csv ${t} b`);
    await create(`Csv ${t} a`, { type: 'guide' });
    const res = await b.fetch(`/api/staff/resources.csv?q=Csv+${t}&sort=title%3Aasc`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Title,Type,Status,Date,Last edited,Address,Featured,Page URL,Cover image URL,Document URL');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3))).toEqual([
      [`Csv ${t} a`, 'Guide', 'Draft'],
      [`Csv ${t} b`, 'News', 'Draft'],
    ]);
    const list = await api(b, 'GET', `/api/staff/resources?q=Csv+${t}&sort=title%3Aasc`);
    expect((list.json as { items: { title: string }[] }).items.map((i) => i.title)).toEqual([`Csv ${t} a`, `Csv ${t} b`]);
    // Without a session: nothing.
    expect((await new Browser(stack().webUrl).fetch('/api/staff/resources.csv')).status).toBe(401);
  });
});
