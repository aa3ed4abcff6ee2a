// A local S3-compatible bucket for the upload tests (s3rver on a free port, its files in a temporary
// folder), and the CMS settings that point the S3 upload provider at it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: plain ES module without type declarations
import { freePort } from '../../scripts/lib/test-stack.mjs';

interface S3Server {
  run(): Promise<unknown>;
  close(): Promise<unknown>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3Server;

/** A PDF of a few bytes that is still a PDF. */
export const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface LocalS3 {
  /** The CMS's environment for uploads to the bucket (S3_BUCKET, S3_ENDPOINT, ...). */
  env: Record<string, string>;
  /** The bucket's public URL, as file URLs start. */
  publicUrl: string;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, directory: dir, silent: true, configureBuckets: [{ name: bucket }] });
  await server.run();
  const publicUrl = `http://127.0.0.1:${port}/${bucket}`;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: publicUrl,
    },
    publicUrl,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
