// Uploads to an S3-compatible bucket when S3_BUCKET is set: a local S3 server (s3rver, on a free
// port, files in a temporary folder) and a CMS of its own configured for it. The file's URL is the
// bucket's public URL, and fetching it returns the uploaded bytes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startCmsOnly, staffLogin, type CmsOnly } from './cms-only';
import { startLocalS3, TINY_PDF as PDF, type LocalS3 } from './local-s3';

const BUCKET = 'ironbark-test';
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

let s3: LocalS3;
let publicUrl: string;
let cms: CmsOnly;

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  publicUrl = s3.publicUrl;
  cms = await startCmsOnly({ seed: 'none', env: s3.env });
  await cms.start();
});

afterAll(async () => {
  await cms?.dispose();
  await s3?.stop();
});

async function upload(name: string, type: string, bytes: Uint8Array<ArrayBuffer>) {
  const { jwt } = await staffLogin(cms.url, cms.env.CMS_API_TOKEN!, 'staff@example.com', 'StaffDemo!2024');
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  return call(`${cms.url}/api/upload`, { method: 'POST', bearer: jwt, body: form });
}

describe('uploads with S3_BUCKET set', () => {
  it('a PDF is stored in the bucket: its URL is the public bucket URL and serves the same bytes', async () => {
    const res = await upload('brief.pdf', 'application/pdf', PDF);
    expect(res.status, res.text).toBe(201);
    const [file] = res.body as unknown as { url: string; provider: string; mime: string }[];
    expect(file!.provider).toBe('aws-s3');
    expect(file!.url.startsWith(`${publicUrl}/`), file!.url).toBe(true);
    const served = await fetch(file!.url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
  });

  it('an image and its formats go to the bucket too', async () => {
    const res = await upload('pixel.png', 'image/png', PNG);
    expect(res.status, res.text).toBe(201);
    const [file] = res.body as unknown as { url: string }[];
    expect(file!.url.startsWith(`${publicUrl}/`)).toBe(true);
    expect((await fetch(file!.url)).status).toBe(200);
  });

  it('the byte check still applies', async () => {
    const res = await upload('doc.pdf', 'application/pdf', new TextEncoder().encode('<html><script>alert(1)</script></html>'));
    expect(res.status).toBe(400);
  });

  it("the admin's CSP lets it show and play files from the bucket", async () => {
    const csp = (await fetch(`${cms.url}/admin`, { method: 'HEAD' })).headers.get('content-security-policy') ?? '';
    const origin = new URL(publicUrl).origin;
    for (const name of ['img-src', 'media-src']) {
      const directive = csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
      expect(directive.split(/\s+/), name).toContain(origin);
    }
  });
});
