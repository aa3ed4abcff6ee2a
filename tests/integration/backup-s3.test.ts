// Backup and restore with uploads in S3 (a local s3rver): the archive holds the bucket's object
// list (key, size, ETag), not the objects; restore into an installation using the same bucket
// says whether every listed object is still there, and names one that is gone; an installation
// with local uploads refuses the archive.
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startCmsOnly, staffLogin, type CmsOnly } from './cms-only';
import { startLocalS3, TINY_PDF as PDF, type LocalS3 } from './local-s3';
import { runScript as run } from './run-script';

// The AWS SDK is the CMS's (through its S3 upload provider).
const cmsRequire = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'cms', 'package.json'));
const { S3Client, DeleteObjectCommand } = cmsRequire('@aws-sdk/client-s3') as {
  S3Client: new (options: Record<string, unknown>) => { send(command: unknown): Promise<unknown>; destroy(): void };
  DeleteObjectCommand: new (input: { Bucket: string; Key: string }) => unknown;
};

const BUCKET = 'ironbark-backup-test';
const SECRETS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', 'CMS_API_TOKEN', 'REVALIDATE_SECRET', 'PREVIEW_SECRET', 'SESSION_SECRET'];

let s3: LocalS3;
let work: string;
let s3Env: Record<string, string>;
let cms: CmsOnly;
let target: CmsOnly;
let archive: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'ironbark-backup-s3-'));
  s3 = await startLocalS3(BUCKET);
  s3Env = s3.env;
  cms = await startCmsOnly({ seed: 'none', env: s3Env });
  await cms.start();
  const { jwt } = await staffLogin(cms.url, cms.env.CMS_API_TOKEN!, 'staff@example.com', 'StaffDemo!2024');
  const form = new FormData();
  form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'bucket-brief.pdf');
  const res = await call(`${cms.url}/api/upload`, { method: 'POST', bearer: jwt, body: form });
  expect(res.status, res.text).toBe(201);
  target = await startCmsOnly({ seed: 'none', env: { ...s3Env, ...Object.fromEntries(SECRETS.map((k) => [k, cms.env[k]!])) } });
}, 600_000);

afterAll(async () => {
  await cms?.dispose();
  await target?.dispose();
  await s3?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

interface ObjectList {
  bucket: string;
  objects: { key: string; size: number; etag: string }[];
}

describe('backup and restore with uploads in S3', () => {
  it('the archive holds the object list of the bucket, with each object size and ETag', async () => {
    archive = path.join(work, 'bucket.tar.gz');
    const result = await run('backup.mjs', ['--out', archive], cms.env);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/the list of 1 objects in ironbark-backup-test/);
    const dir = mkdtempSync(path.join(work, 'look-'));
    await extract({ file: archive, cwd: dir });
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { uploads: Record<string, unknown> };
    expect(manifest.uploads).toMatchObject({ storage: 's3', bucket: BUCKET, objects: 1, bytes: PDF.length, objectList: 'uploads/s3-objects.json' });
    const list = JSON.parse(readFileSync(path.join(dir, 'uploads', 's3-objects.json'), 'utf8')) as ObjectList;
    expect(list.bucket).toBe(BUCKET);
    expect(list.objects).toEqual([expect.objectContaining({ key: expect.stringMatching(/^bucket_brief_.+\.pdf$/), size: PDF.length, etag: expect.stringMatching(/^[0-9a-f]{32}$/) })]);
  });

  it('an installation with local uploads refuses the archive', async () => {
    const local = Object.fromEntries(Object.entries(target.env).filter(([k]) => !k.startsWith('S3_')));
    const result = await run('restore.mjs', [archive], local);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^restore: refused: the archive's uploads are in S3 but this installation stores uploads locally \(set the S3_\* variables for the bucket ironbark-backup-test\); nothing was changed$/);
  });

  it('restore into an installation on the same bucket says every listed object is there, and names one that is gone', async () => {
    const first = await run('restore.mjs', [archive], target.env);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`restore: all 1 objects of the archive's list are in the bucket ${BUCKET}`);

    const dir = mkdtempSync(path.join(work, 'list-'));
    await extract({ file: archive, cwd: dir });
    const [object] = (JSON.parse(readFileSync(path.join(dir, 'uploads', 's3-objects.json'), 'utf8')) as ObjectList).objects;
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3Env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: object!.key }));
    client.destroy();

    const second = await run('restore.mjs', [archive, '--force'], target.env);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain(`restore: WARNING: 1 of 1 objects in the archive's list are missing or changed in the bucket ${BUCKET} (first: ${object!.key})`);
  });
});
