// Shared pieces of the staff browser tests: signing in through the page, small real files to
// upload, and resources made directly in the CMS as the staff member (and removed afterwards).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { png as pngOf } from '../fixtures/png';

export const STAFF = { email: 'staff@example.com', password: 'StaffDemo!2024' };
export const CMS = process.env.E2E_CMS_URL!;
export const WEB = process.env.E2E_WEB_URL!;
const API_TOKEN = process.env.E2E_API_TOKEN!;

export async function signIn(page: Page, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email address').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A real 2 x 2 PNG. */
export function png(): Buffer {
  const row = [15, 139, 141, 242, 177, 52];
  return pngOf([row, row]);
}

/** A small valid PDF with one line of text. */
export function pdf(text = 'Ironbark test document'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export const html = () => Buffer.from('<!doctype html><html><body><h1>Not a PDF</h1><script>alert(1)</script></body></html>', 'utf8');
export const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', 'utf8');

/** The staff member's own CMS session (through the CMS's trusted route, as the web signs in). */
export async function staffJwt(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${CMS}/api/staff-auth/login`, {
    headers: { authorization: `Bearer ${API_TOKEN}` },
    data: { identifier: STAFF.email, password: STAFF.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { jwt: string }).jwt;
}

export interface Made {
  documentId: string;
  title: string;
  slug: string;
}

/** Resources made in the CMS for a test, deleted by cleanup() whatever happened. */
export function fixtures(request: APIRequestContext) {
  const made: string[] = [];
  let jwt: string | undefined;
  const auth = async () => ({ authorization: `Bearer ${(jwt ??= await staffJwt(request))}` });
  return {
    async make(data: { title: string; slug: string; type: string; publishedDate: string; featured?: boolean }, status: 'draft' | 'published'): Promise<Made> {
      const res = await request.post(`${CMS}/api/blogs?status=${status}`, { headers: await auth(), data: { data } });
      expect(res.status(), await res.text()).toBe(201);
      const documentId = ((await res.json()) as { data: { documentId: string } }).data.documentId;
      made.push(documentId);
      return { documentId, title: data.title, slug: data.slug };
    },
    /** Saves a draft change on a published resource (it becomes "unpublished changes"). */
    async editDraft(documentId: string, data: Record<string, unknown>) {
      const res = await request.put(`${CMS}/api/blogs/${documentId}?status=draft`, { headers: await auth(), data: { data } });
      expect(res.status(), await res.text()).toBe(200);
    },
    track(documentId: string) {
      made.push(documentId);
    },
    async cleanup() {
      for (const documentId of made.splice(0)) {
        const res = await request.delete(`${CMS}/api/blogs/${documentId}`, { headers: await auth() });
        expect([200, 204, 404]).toContain(res.status());
      }
      if (jwt) await request.post(`${CMS}/api/auth/logout`, { headers: await auth(), data: {} });
    },
  };
}

/** Polls the public page of a resource until `ok` holds (or the time is up). */
export async function publicPage(request: APIRequestContext, slug: string) {
  const res = await request.get(`${WEB}/resources/${slug}`, { maxRedirects: 0, headers: { accept: 'text/html' } });
  return { status: res.status(), location: res.headers().location ?? '', html: await res.text() };
}
