// Bad input to the staff API (/api/staff/..., the web's resource management as the signed-in
// staff member) and to Strapi's own upload route with a staff token: no session is 401, an id
// that cannot be one is 404, every refused field is a 400 naming it, files are judged by their
// bytes, and nothing is ever a 5xx, saved or kept by a cache. The happy paths are in staff.test.ts.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_PARTS, buildPdf } from './active-pdfs';
import { call, staffLogin } from './cms-only';
import { Browser, stack, staffResourceInput } from './helpers';

const STAFF = { email: 'staff@example.com', password: 'StaffDemo!2024' };
const run = randomBytes(3).toString('hex');

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown> | null;
}

async function send(b: Browser, method: string, path: string, init: { body?: string; type?: string; xsrf?: boolean } = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.type) headers['content-type'] = init.type;
  if (init.xsrf !== false) headers['x-xsrf-token'] = await b.xsrf();
  const res = await b.fetch(path, { method, headers, body: init.body });
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, text, json };
}

const sendJson = (b: Browser, method: string, path: string, body: unknown) => send(b, method, path, { body: JSON.stringify(body), type: 'application/json' });

function expectPrivate(res: Answer) {
  expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
  expect(res.headers.get('cache-control')).toMatch(/no-store/);
}

const errorsOf = (res: Answer) => Object.keys((res.json as { errors?: Record<string, string> } | null)?.errors ?? {}).sort();

const input = staffResourceInput;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>', 'utf8');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>', 'utf8');
// The first bytes of a PNG and then a page: nothing a browser or an image library can use.
const PNG_THEN_HTML = Buffer.concat([PNG.subarray(0, 16), HTML]);

describe('without a session', () => {
  const someId = 'abcdefghij0123456789abcd';
  it.each([
    ['GET', '/api/staff/resources'],
    ['GET', `/api/staff/resources/${someId}`],
    ['GET', '/api/staff/resources.csv'],
    ['GET', '/api/staff/slug-check?slug=anything'],
    ['POST', '/api/staff/resources'],
    ['PUT', `/api/staff/resources/${someId}`],
    ['POST', `/api/staff/resources/${someId}/publish`],
    ['DELETE', `/api/staff/resources/${someId}`],
    ['POST', '/api/staff/uploads?field=doc'],
    ['POST', '/api/auth/change-password'],
  ])('%s %s answers 401', async (method, path) => {
    const anonymous = new Browser(stack().webUrl);
    const res = method === 'GET' ? await send(anonymous, method, path) : await sendJson(anonymous, method, path, input(`Anonymous ${run}`));
    expect(res.status).toBe(401);
    expectPrivate(res);
    expect(res.json).toMatchObject({ error: 'unauthenticated' });
  });

  it('a made-up session cookie answers 401 and is cleared', async () => {
    const res = await fetch(`${stack().webUrl}/api/staff/resources`, { headers: { accept: 'application/json', cookie: `ib_session=${randomBytes(32).toString('base64url')}` } });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('ib_session='))).toMatch(/max-age=0/i);
  });
});

describe('signed in as staff', () => {
  let b: Browser;
  let existing: { documentId: string; slug: string };

  beforeAll(async () => {
    b = new Browser(stack().webUrl);
    const res = await sendJson(b, 'POST', '/api/auth/login', STAFF);
    expect(res.status, res.text).toBe(200);
    const made = await sendJson(b, 'POST', '/api/staff/resources', input(`Bad input target ${run}`));
    expect(made.status, made.text).toBe(201);
    existing = (made.json as { data: { documentId: string; slug: string } }).data;
  });

  afterAll(async () => {
    if (existing) expect((await send(b, 'DELETE', `/api/staff/resources/${existing.documentId}`)).status).toBe(200);
    await send(b, 'POST', '/api/auth/logout');
  });

  /** Nothing of this run was saved beyond the one resource made above. */
  async function savedTitles(): Promise<string[]> {
    const list = await send(b, 'GET', `/api/staff/resources?q=${run}`);
    return ((list.json as { items: { title: string }[] }).items ?? []).map((i) => i.title);
  }

  describe('ids that cannot be a resource', () => {
    it.each([
      ['GET', '/api/staff/resources/not-an-id'],
      ['GET', '/api/staff/resources/%2E%2E'],
      ['GET', '/api/staff/resources/..%2F..%2Fusers'],
      ['GET', `/api/staff/resources/${'a'.repeat(41)}`],
      ['GET', '/api/staff/resources/zzzzzzzzzzzzzzzzzzzzzzzz'],
      ['POST', '/api/staff/resources/not-an-id/publish'],
      ['POST', '/api/staff/resources/not-an-id/unpublish'],
      ['POST', '/api/staff/resources/zzzzzzzzzzzzzzzzzzzzzzzz/discard-draft'],
      ['DELETE', '/api/staff/resources/not-an-id'],
      ['DELETE', '/api/staff/resources/zzzzzzzzzzzzzzzzzzzzzzzz'],
    ])('%s %s answers 404', async (method, path) => {
      const res = await send(b, method, path);
      expect(res.status, res.text).toBe(404);
      expectPrivate(res);
    });

    it('an action that does not exist answers 404 and changes nothing', async () => {
      const res = await send(b, 'POST', `/api/staff/resources/${existing.documentId}/explode`);
      expect(res.status).toBe(404);
      const after = await send(b, 'GET', `/api/staff/resources/${existing.documentId}`);
      expect((after.json as { data: { status: string } }).data.status).toBe('draft');
    });

    it.each([['not-an-id'], ['zzzzzzzzzzzzzzzzzzzzzzzz']])('saving to %s answers 404 and saves nothing', async (id) => {
      const res = await sendJson(b, 'PUT', `/api/staff/resources/${id}`, input(`Ghost ${run}`));
      expect(res.status, res.text).toBe(404);
      expect(await savedTitles()).not.toContain(`Ghost ${run}`);
    });
  });

  describe('fields a resource cannot hold: 400 naming the field, nothing saved', () => {
    it.each([
      ['a slug with capitals and spaces', { slug: 'Not A Slug' }, 'slug'],
      ['a slug that is a path', { slug: '../../admin' }, 'slug'],
      ['a slug with a double hyphen', { slug: 'a--b' }, 'slug'],
      ['a slug of 81 characters', { slug: 's'.repeat(81) }, 'slug'],
      ['a title of 2 characters', { title: 'ab' }, 'title'],
      ['a title of 141 characters', { title: `${run} ${'t'.repeat(140)}` }, 'title'],
      ['a search title of 71 characters', { metaTitle: 'm'.repeat(71) }, 'metaTitle'],
      ['search keywords of 301 characters', { metaKeywords: 'k'.repeat(301) }, 'metaKeywords'],
      ['a search description of 171 characters', { metaDescription: 'd'.repeat(171) }, 'metaDescription'],
      ['a summary of 321 characters', { excerpt: 'e'.repeat(321) }, 'excerpt'],
      ['a Vimeo address as the video', { youtubeUrl: 'https://vimeo.com/123456' }, 'youtubeUrl'],
      ['a look-alike YouTube host', { youtubeUrl: 'https://youtube.com.evil.example/watch?v=abcdefghijk' }, 'youtubeUrl'],
      ['a javascript: video address', { youtubeUrl: 'javascript:alert(1)//https://youtu.be/abcdefghijk' }, 'youtubeUrl'],
      ['a YouTube address with a short id', { youtubeUrl: 'https://www.youtube.com/watch?v=short' }, 'youtubeUrl'],
      ['a YouTube address over 200 characters', { youtubeUrl: `https://youtu.be/abcdefghijk?t=${'1'.repeat(200)}` }, 'youtubeUrl'],
      ['30 February', { publishedDate: '2024-02-30' }, 'publishedDate'],
      ['month 13', { publishedDate: '2024-13-01' }, 'publishedDate'],
      ['an Australian-style date', { publishedDate: '14/05/2024' }, 'publishedDate'],
      ['a date and time', { publishedDate: '2024-05-14T10:00:00Z' }, 'publishedDate'],
      ['an unknown type', { type: 'press-release' }, 'type'],
      ['no type', { type: undefined }, 'type'],
      ['"featured" as text', { featured: 'yes' }, 'featured'],
      ['a cover id that is text', { cover: 'abc' }, 'cover'],
      ['a negative document id', { doc: -1 }, 'doc'],
      ['a body of HTML', { body: '<p>hi</p>' }, 'body'],
      ['a javascript: link in the body', { body: [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }] }] }, 'body'],
      // Issue 23, finding 8: single-line fields hold no control character; a summary keeps line
      // breaks and tabs only.
      ['a title with CR/LF', { title: `Title ${run}\r\nBcc: x@example.com` }, 'title'],
      ['a title ending in a line feed', { title: `Title ${run} ends\n` }, 'title'],
      ['a title with U+2028', { title: `Title ${run}\u2028two` }, 'title'],
      ['a slug ending in a line feed', { slug: `slug-${run}\n` }, 'slug'],
      ['a search title with ESC', { metaTitle: 'Search \u001b[2J title' }, 'metaTitle'],
      ['a summary with NUL', { excerpt: 'A summary\u0000 with NUL' }, 'excerpt'],
    ])('%s', async (_label, change, field) => {
      const title = `Refused ${run} ${field} ${randomBytes(2).toString('hex')}`;
      const res = await sendJson(b, 'POST', '/api/staff/resources', input(title, change));
      expect(res.status, res.text).toBe(400);
      expectPrivate(res);
      expect(errorsOf(res)).toEqual([field]);
      expect(await savedTitles()).not.toContain(title);
    });

    it('an edit with a bad field answers 400 and leaves the resource as it was', async () => {
      const res = await sendJson(b, 'PUT', `/api/staff/resources/${existing.documentId}`, input(`Bad input target ${run} edited`, { slug: existing.slug, publishedDate: '2023-02-29' }));
      expect(res.status, res.text).toBe(400);
      expect(errorsOf(res)).toEqual(['publishedDate']);
      const after = await send(b, 'GET', `/api/staff/resources/${existing.documentId}`);
      expect((after.json as { data: { title: string; publishedDate: string } }).data).toMatchObject({ title: `Bad input target ${run}`, publishedDate: '2024-05-14' });
    });

    it.each([
      ['a list', '[]', 'application/json'],
      ['a string', '"title"', 'application/json'],
      ['null', 'null', 'application/json'],
      ['malformed JSON', '{"title": ', 'application/json'],
      ['form fields', 'title=Form+post', 'application/x-www-form-urlencoded'],
      ['no content type', JSON.stringify({ title: 'No type' }), ''],
    ])('a body that is %s answers 400 and saves nothing', async (_label, body, type) => {
      const before = await savedTitles();
      const res = await send(b, 'POST', '/api/staff/resources', { body, type: type || undefined });
      expect(res.status, res.text).toBe(400);
      expectPrivate(res);
      expect(await savedTitles()).toEqual(before);
    });

    it('a body over 512 KB answers 413', async () => {
      const res = await sendJson(b, 'POST', '/api/staff/resources', input(`Huge ${run}`, { excerpt: 'x'.repeat(600 * 1024) }));
      expect(res.status).toBe(413);
      expectPrivate(res);
    });
  });

  describe('queries', () => {
    it.each([
      ['/api/staff/slug-check?slug='],
      ['/api/staff/slug-check'],
      ['/api/staff/slug-check?slug=sss… (201 characters)', `/api/staff/slug-check?slug=${'s'.repeat(201)}`],
      ['/api/staff/slug-check?slug[]=a'],
    ])('%s answers 400', async (label, path = label) => {
      const res = await send(b, 'GET', path);
      expect(res.status, res.text).toBe(400);
      expectPrivate(res);
    });

    it.each([
      ['/api/staff/resources?page=-1&pageSize=1000000&sort=password:asc&status=deleted&type=press'],
      ['/api/staff/resources?q[$ne]=&page[]=2&sort[]=title:asc'],
      ['/api/staff/resources?q=qqq… (3,000 characters)', `/api/staff/resources?q=${'q'.repeat(3000)}`],
      ['/api/staff/resources.csv?sort=createdBy.email:asc&status[$ne]=draft'],
      ['/api/staff/slug-check?slug=ok&documentId=..%2F..%2Fusers'],
    ])('%s answers 200 with the odd parameters normalised', async (label, path = label) => {
      const res = await send(b, 'GET', path);
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      expectPrivate(res);
    });
  });

  describe('uploads through the web', () => {
    async function upload(field: string, name: string, bytes: Buffer, type: string) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const res = await b.fetch(`/api/staff/uploads?field=${field}`, { method: 'POST', headers: { 'x-xsrf-token': await b.xsrf(), accept: 'application/json' }, body: form });
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, json: JSON.parse(text) as { message?: string; data?: { name: string; url: string } } };
    }

    it.each([
      ['HTML named brief.pdf (document)', 'doc', 'brief.pdf', HTML, 'application/pdf'],
      ['SVG named logo.png (cover)', 'cover', 'logo.png', SVG, 'image/png'],
      ['SVG named logo.svg (cover)', 'cover', 'logo.svg', SVG, 'image/svg+xml'],
      ['HTML named photo.jpg (cover)', 'cover', 'photo.jpg', HTML, 'image/jpeg'],
      ['a PNG as the document', 'doc', 'scan.pdf', PNG, 'application/pdf'],
      ['an empty file', 'doc', 'empty.pdf', Buffer.alloc(0), 'application/pdf'],
    ])('refuses %s with 415 naming the file', async (_label, field, name, bytes, type) => {
      const res = await upload(field, name, bytes, type);
      expect(res.status, res.text).toBe(415);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
      expect(res.json.message).toContain(`“${name}”`);
    });

    it.each([
      ['an unknown field', 'avatar'],
      ['no field', ''],
    ])('with %s answers 400', async (_label, field) => {
      const res = await upload(field, 'brief.pdf', PDF, 'application/pdf');
      expect(res.status).toBe(400);
    });

    it('a PNG header followed by a page is refused (415 or 400), never stored as an image and never a 5xx', async () => {
      const res = await upload('cover', 'trick.png', PNG_THEN_HTML, 'image/png');
      expect([400, 415], res.text).toContain(res.status);
      expect(res.json.data).toBeUndefined();
    });

    // Issue 23, finding 6: a PDF that could run something when opened is refused at upload.
    it.each(Object.keys(ACTIVE_PARTS).flatMap((what) => [[what, false], [`${what} in an object stream`, true]] as const))(
      'refuses a PDF with %s, naming what it holds, never stored',
      async (what, streams) => {
        const bytes = await buildPdf(ACTIVE_PARTS[what.replace(/ in an object stream$/, '')], streams);
        const res = await upload('doc', `active-${run}.pdf`, bytes, 'application/pdf');
        expect([400, 415], res.text).toContain(res.status);
        expect(res.json.data).toBeUndefined();
        expect(res.json.message ?? res.text).toMatch(/could run when it is opened/);
      },
    );

    it('a real PDF with a path and markup in its name is stored under a plain name', async () => {
      const res = await upload('doc', '../../<img src=x onerror=alert(1)>.pdf', PDF, 'application/pdf');
      expect(res.status, res.text).toBe(201);
      expect(res.json.data!.name).toMatch(/^[A-Za-z0-9_-]+\.pdf$/);
      expect(res.json.data!.url).toMatch(/^\/uploads\/[A-Za-z0-9_.-]+\.pdf$/);
    });
  });
});

describe("Strapi's /api/upload with a staff token", () => {
  let jwt: string;
  beforeAll(async () => {
    ({ jwt } = await staffLogin(stack().cmsUrl, stack().env.CMS_API_TOKEN!, STAFF.email, STAFF.password));
  });

  async function upload(name: string, type: string, bytes: Buffer, bearer: string | null = jwt) {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
    return call(`${stack().cmsUrl}/api/upload`, { method: 'POST', bearer: bearer ?? undefined, body: form });
  }

  it.each([
    ['HTML named doc.pdf', 'doc.pdf', 'application/pdf', HTML],
    ['SVG named logo.png', 'logo.png', 'image/png', SVG],
    ['HTML named photo.png', 'photo.png', 'image/png', HTML],
    ['SVG named brief.pdf', 'brief.pdf', 'application/pdf', SVG],
    ['a PNG header followed by a page', 'trick.png', 'image/png', PNG_THEN_HTML],
  ])('refuses %s with 400', async (_label, name, type, bytes) => {
    const res = await upload(name, type, bytes);
    expect(res.status, res.text).toBe(400);
    expect((res.body as { error: { name: string } }).error.name).toBe('ValidationError');
  });

  it.each(Object.keys(ACTIVE_PARTS))('refuses a PDF with %s (400, naming the file and what it holds)', async (what) => {
    const name = `active-${run}.pdf`;
    const res = await upload(name, 'application/pdf', await buildPdf(ACTIVE_PARTS[what]));
    expect(res.status, res.text).toBe(400);
    const message = (res.body as { error: { name: string; message: string } }).error.message;
    expect(message).toContain(`"${name}"`);
    expect(message).toMatch(/this PDF contains .+, which could run when it is opened/);
  });

  it('serves an uploaded PDF as a download in a sandbox, from the CMS and through the web; images stay inline', async () => {
    const pdf = await upload(`clean-${run}.pdf`, 'application/pdf', await buildPdf());
    expect(pdf.status, pdf.text).toBe(201);
    const png = await upload(`pixel-${run}.png`, 'image/png', PNG);
    expect(png.status, png.text).toBe(201);
    const [pdfFile] = pdf.body as unknown as { url: string }[];
    const [pngFile] = png.body as unknown as { url: string }[];
    for (const base of [stack().cmsUrl, stack().webUrl]) {
      const doc = await fetch(`${base}${pdfFile!.url}`);
      await doc.arrayBuffer();
      expect(doc.status, `${base}${pdfFile!.url}`).toBe(200);
      expect(doc.headers.get('content-type')).toContain('application/pdf');
      expect(doc.headers.get('content-disposition'), base).toBe('attachment');
      expect(doc.headers.get('content-security-policy'), base).toMatch(/^sandbox\b/);
      const image = await fetch(`${base}${pngFile!.url}`);
      await image.arrayBuffer();
      expect(image.status).toBe(200);
      expect(image.headers.get('content-disposition'), base).toBeNull();
    }
  });

  it('without a token an upload answers 403, and staff cannot list the media library (403)', async () => {
    expect((await upload('brief.pdf', 'application/pdf', PDF, null)).status).toBe(403);
    expect((await call(`${stack().cmsUrl}/api/upload/files`, { bearer: jwt })).status).toBe(403);
  });
});
