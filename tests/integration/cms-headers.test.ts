// Strapi's response headers: nothing advertises the software, and nobody may frame the admin or
// the API (the admin frames the web for preview, not the other way round). The admin's
// script-src without 'unsafe-inline' is checked in production mode in cms-lifecycle.test.ts
// (Strapi adds 'unsafe-inline' to the admin by itself in development and test mode).
import { describe, expect, it } from 'vitest';
import { stack } from './helpers';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe("the CMS's headers", () => {
  it.each(['/api/blogs', '/admin', '/_health', '/api/not-a-route'])('%s: no X-Powered-By', async (path) => {
    const res = await fetch(`${stack().cmsUrl}${path}`, { redirect: 'manual' });
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it.each(['/admin', '/api/blogs'])("%s: frame-ancestors 'self' only, and X-Frame-Options SAMEORIGIN", async (path) => {
    const res = await fetch(`${stack().cmsUrl}${path}`, { redirect: 'manual' });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('the admin tab has its icon (the favicon answers an image, not a 500)', async () => {
    const res = await fetch(`${stack().cmsUrl}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});
