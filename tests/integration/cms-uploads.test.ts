// Uploads are judged by their bytes, whatever the name and declared type (the staff token
// against Strapi's own /api/upload), and a resource's cover must be an image.
import { describe, expect, it } from 'vitest';
import { call, staffLogin } from './cms-only';
import { stack } from './helpers';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const HTML = new TextEncoder().encode('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>');

async function upload(name: string, type: string, bytes: Uint8Array<ArrayBuffer>) {
  const { jwt } = await staffLogin(stack().cmsUrl, stack().env.CMS_API_TOKEN!, 'staff@example.com', 'StaffDemo!2024');
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  const res = await call(`${stack().cmsUrl}/api/upload`, { method: 'POST', bearer: jwt, body: form });
  return { ...res, jwt };
}

describe('POST /api/upload with a staff token', () => {
  it.each([
    ['HTML named doc.pdf, sent as application/pdf', 'doc.pdf', 'application/pdf', HTML],
    ['SVG named logo.png, sent as image/png', 'logo.png', 'image/png', SVG],
    ['a real PNG named image.pdf', 'image.pdf', 'application/pdf', PNG],
    ['SVG named as such', 'logo.svg', 'image/svg+xml', SVG],
  ])('refuses %s with 400 naming the file and what is allowed', async (_what, name, type, bytes) => {
    const res = await upload(name, type, bytes);
    expect(res.status, res.text).toBe(400);
    const message = (res.body as { error: { message: string } }).error.message;
    if (!name.endsWith('.svg')) {
      expect(message).toContain(`"${name}"`);
      expect(message).toMatch(/JPEG, PNG, WebP or AVIF image \(up to 5 MB\) or a PDF document \(up to 10 MB\)/);
    }
  });

  it.each([
    ['a real PNG', 'pixel.png', 'image/png', PNG, 'image/png'],
    ['a real PDF', 'brief.pdf', 'application/pdf', PDF, 'application/pdf'],
    ['a real PDF sent as application/octet-stream', 'notes.pdf', 'application/octet-stream', PDF, 'application/pdf'],
  ])('accepts %s (201), stored with the type of its bytes', async (_what, name, type, bytes, stored) => {
    const res = await upload(name, type, bytes);
    expect(res.status, res.text).toBe(201);
    const [file] = res.body as unknown as { mime: string; url: string }[];
    expect(file!.mime).toBe(stored);
    // Served as what it is (Strapi may re-encode an image to optimise it; a PDF is kept as is).
    const served = await fetch(`${stack().cmsUrl}${file!.url}`);
    expect(served.headers.get('content-type')).toContain(stored);
    const body = new Uint8Array(await served.arrayBuffer());
    if (stored === 'application/pdf') expect(body).toEqual(bytes);
    else expect(body.subarray(0, 8)).toEqual(bytes.subarray(0, 8));
  });
});

describe('resource files', () => {
  it('refuses a PDF as the cover, naming the rule', async () => {
    const { body, jwt } = await upload('cover.pdf', 'application/pdf', PDF);
    const [file] = body as unknown as { id: number }[];
    const slug = `cover-rule-${Date.now()}`;
    const res = await call(`${stack().cmsUrl}/api/blogs`, {
      method: 'POST',
      bearer: jwt,
      json: { data: { title: `Cover rule ${slug}`, slug, type: 'news', publishedDate: '2024-06-01', cover: file!.id } },
    });
    expect(res.status, res.text).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toMatch(/cover must be an image/);
  });
});
