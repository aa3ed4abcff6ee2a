// The resource rules the CMS enforces whoever saves: the document must be a PDF (and not too
// big), the video address must be a YouTube address; a REST create or update holds only the staff resource
// contract's fields (shared/src/content/resource-fields.ts).
import { describe, expect, it } from 'vitest';
import { staffLogin } from './cms-only';
import { stack } from './helpers';
import { RESOURCE_TEXT_FIELDS } from '@ironbark/shared/content/resource-fields';

async function staffJwt(): Promise<string> {
  // As the web signs staff in (/api/auth/local is closed).
  return (await staffLogin(stack().cmsUrl, stack().env.CMS_API_TOKEN!, 'staff@example.com', 'StaffDemo!2024')).jwt;
}

async function upload(jwt: string, name: string, type: string, bytes: Uint8Array<ArrayBuffer>): Promise<{ id: number; mime: string }> {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  const res = await fetch(`${stack().cmsUrl}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  const [file] = (await res.json()) as { id: number; mime: string }[];
  return file!;
}

async function createResource(jwt: string, extra: Record<string, unknown>) {
  const slug = `rule-check-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const res = await fetch(`${stack().cmsUrl}/api/blogs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ data: { title: `Rule check ${slug}`, slug, type: 'news', publishedDate: '2024-06-01', ...extra } }),
  });
  const body = (await res.json()) as { data?: { documentId: string }; error?: { message: string } };
  if (body.data) {
    await fetch(`${stack().cmsUrl}/api/blogs/${body.data.documentId}`, { method: 'DELETE', headers: { authorization: `Bearer ${jwt}` } });
  }
  return { status: res.status, body };
}

// A minimal valid PDF and PNG, so the upload plugin's type detection sees real files.
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('resource rules', () => {
  it('accepts a PDF as the document', async () => {
    const jwt = await staffJwt();
    const pdf = await upload(jwt, 'brief.pdf', 'application/pdf', PDF);
    expect(pdf.mime).toBe('application/pdf');
    const { status } = await createResource(jwt, { doc: pdf.id });
    expect(status).toBe(201);
  });

  it('refuses a document that is not a PDF, naming the rule', async () => {
    const jwt = await staffJwt();
    const png = await upload(jwt, 'picture.png', 'image/png', PNG);
    const { status, body } = await createResource(jwt, { doc: png.id });
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/must be a PDF/);
  });

  it('refuses a video address that is not YouTube', async () => {
    const jwt = await staffJwt();
    const { status } = await createResource(jwt, { youtubeUrl: 'https://vimeo.com/123456789' });
    expect(status).toBe(400);
  });

  it('takes only the staff resource contract\'s fields, each within its limit, naming the field refused', async () => {
    const jwt = await staffJwt();
    const gated = await createResource(jwt, { gated: true });
    expect(gated.status).toBe(400);
    expect(gated.body.error?.message).toBe('Unknown field "gated": staff may not set it');
    const { max, label } = RESOURCE_TEXT_FIELDS.metaTitle;
    const long = await createResource(jwt, { metaTitle: 'x'.repeat(max + 1) });
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toBe(`${label}: at most ${max} characters`);
    expect((await createResource(jwt, { metaTitle: 'x'.repeat(max), excerpt: null })).status).toBe(201);
  });

  it('refuses an upload whose type is not allowed (an HTML file)', async () => {
    const jwt = await staffJwt();
    const form = new FormData();
    form.append('files', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'page.html');
    const res = await fetch(`${stack().cmsUrl}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
