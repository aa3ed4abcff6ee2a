// Where a gated guide's file is kept: out of public reach, and back again when the guide is no
// longer gated (gated-files.ts decides which files; this file only moves and reads bytes).
//
// - Local uploads: public files are in <PUBLIC_DIR>/uploads, served to anyone by strapi::public;
//   private ones move to PRIVATE_UPLOADS_DIR (default: private-uploads beside the public folder),
//   which no middleware serves.
// - S3 (S3_BUCKET set): private ones move to S3_PRIVATE_BUCKET under private/ (default: the same
//   bucket under private/, which its public-read policy must then leave out), written with
//   ACL private when ACLs are in use (S3_ACL set), and read with the CMS's own credentials.
//
// A private file's record keeps its public address in provider_metadata.gated and has the url
// PRIVATE_URL_PREFIX + its name: not an address anything serves, and the content API never shows
// it (private-file-output.ts).
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** The url of a file kept privately. */
export const PRIVATE_URL_PREFIX = 'private:';

export interface StoredFile {
  id: number;
  hash: string;
  ext: string | null;
  url: string;
  mime?: string | null;
  provider_metadata?: Record<string, unknown> | null;
}

export interface OpenedFile {
  body: Readable;
  length?: number;
}

export interface FileStore {
  kind: 'local' | 's3';
  /** Moves the bytes out of public reach; answers the record's new url and metadata. */
  hide(file: StoredFile): Promise<Pick<StoredFile, 'url' | 'provider_metadata'>>;
  /** Moves the bytes back where the public address serves them. */
  show(file: StoredFile): Promise<Pick<StoredFile, 'url' | 'provider_metadata'>>;
  /** The bytes, wherever they are kept. */
  open(file: StoredFile): Promise<OpenedFile | null>;
  /** Removes the private copy (the file was deleted from the media library). */
  removePrivate(file: StoredFile): Promise<void>;
}

export function isPrivateFile(file: Pick<StoredFile, 'url'>): boolean {
  return typeof file.url === 'string' && file.url.startsWith(PRIVATE_URL_PREFIX);
}

const fileName = (file: StoredFile) => `${file.hash}${file.ext ?? ''}`.replace(/[^A-Za-z0-9._-]/g, '');

/** The public address a private file had, kept in its metadata. */
function publicUrlOf(file: StoredFile): string | null {
  const kept = (file.provider_metadata?.gated as { publicUrl?: unknown } | undefined)?.publicUrl;
  return typeof kept === 'string' ? kept : null;
}

function privateRecord(file: StoredFile) {
  return { url: `${PRIVATE_URL_PREFIX}${fileName(file)}`, provider_metadata: { ...(file.provider_metadata ?? {}), gated: { publicUrl: file.url } } };
}

function publicRecord(file: StoredFile, fallback: string) {
  const { gated: _gated, ...rest } = file.provider_metadata ?? {};
  return { url: publicUrlOf(file) ?? fallback, provider_metadata: Object.keys(rest).length ? rest : null };
}

async function moveLocal(from: string, to: string) {
  await mkdir(path.dirname(to), { recursive: true });
  // A copy, then the original goes: the two folders may be different volumes.
  await copyFile(from, to);
  await unlink(from);
}

async function exists(file: string) {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

export function localStore(publicDir: string, privateDir: string): FileStore {
  const uploads = path.join(publicDir, 'uploads');
  const publicPath = (file: StoredFile) => path.join(uploads, fileName(file));
  const privatePath = (file: StoredFile) => path.join(privateDir, fileName(file));
  return {
    kind: 'local',
    async hide(file) {
      // Already moved by an earlier attempt that failed before its record was written.
      if (!(await exists(privatePath(file)))) await moveLocal(publicPath(file), privatePath(file));
      else await unlink(publicPath(file)).catch(() => undefined);
      return privateRecord(file);
    },
    async show(file) {
      if (await exists(privatePath(file))) await moveLocal(privatePath(file), publicPath(file));
      return publicRecord(file, `/uploads/${fileName(file)}`);
    },
    async open(file) {
      const where = isPrivateFile(file) ? privatePath(file) : publicPath(file);
      const info = await stat(where).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(where), length: info.size };
    },
    async removePrivate(file) {
      await unlink(privatePath(file)).catch(() => undefined);
    },
  };
}

export interface S3Settings {
  bucket: string;
  rootPath?: string;
  baseUrl?: string;
  privateBucket: string;
  /** ACLs are in use (S3_ACL set): the private copy is written with ACL private. */
  useAcl: boolean;
  client: S3Client;
}

const PRIVATE_KEY_PREFIX = 'private/';

export function s3Store(s3: S3Settings): FileStore {
  const root = s3.rootPath ? `${s3.rootPath.replace(/\/+$/, '')}/` : '';
  // The key the upload provider gave the file: the root path, then hash and extension.
  const publicKey = (file: StoredFile) => `${root}${fileName(file)}`;
  const privateKey = (file: StoredFile) => `${PRIVATE_KEY_PREFIX}${fileName(file)}`;
  const move = async (from: { Bucket: string; Key: string }, to: { Bucket: string; Key: string }, acl: 'private' | 'public-read') => {
    await s3.client.send(
      new CopyObjectCommand({ ...to, CopySource: `${from.Bucket}/${from.Key.split('/').map(encodeURIComponent).join('/')}`, ...(s3.useAcl ? { ACL: acl } : {}) }),
    );
    await s3.client.send(new DeleteObjectCommand(from));
  };
  const missing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');
  return {
    kind: 's3',
    async hide(file) {
      try {
        await move({ Bucket: s3.bucket, Key: publicKey(file) }, { Bucket: s3.privateBucket, Key: privateKey(file) }, 'private');
      } catch (error) {
        // Moved by an earlier attempt that failed before its record was written: only the record is left to do.
        if (!missing(error) || !(await this.open({ ...file, url: PRIVATE_URL_PREFIX }))) throw error;
      }
      return privateRecord(file);
    },
    async show(file) {
      try {
        await move({ Bucket: s3.privateBucket, Key: privateKey(file) }, { Bucket: s3.bucket, Key: publicKey(file) }, 'public-read');
      } catch (error) {
        if (!missing(error)) throw error;
      }
      return publicRecord(file, s3.baseUrl ? `${s3.baseUrl.replace(/\/+$/, '')}/${publicKey(file)}` : file.url);
    },
    async open(file) {
      const where = isPrivateFile(file) ? { Bucket: s3.privateBucket, Key: privateKey(file) } : { Bucket: s3.bucket, Key: publicKey(file) };
      try {
        const answer = await s3.client.send(new GetObjectCommand(where));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, length: answer.ContentLength };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async removePrivate(file) {
      await s3.client.send(new DeleteObjectCommand({ Bucket: s3.privateBucket, Key: privateKey(file) })).catch(() => undefined);
    },
  };
}

/** The upload plugin's S3 options (config/plugins.ts), as far as this file needs them. */
interface UploadConfig {
  provider?: string;
  providerOptions?: {
    baseUrl?: string;
    rootPath?: string;
    s3Options?: { params?: { Bucket?: string; ACL?: string } } & Record<string, unknown>;
  };
}

/** The store for this installation's upload provider. */
export function fileStoreFor(upload: UploadConfig, env: NodeJS.ProcessEnv, publicDir: string): FileStore {
  if (upload.provider === 'aws-s3' && upload.providerOptions?.s3Options?.params?.Bucket) {
    const { params, ...clientOptions } = upload.providerOptions.s3Options;
    const bucket = params!.Bucket!;
    return s3Store({
      bucket,
      rootPath: upload.providerOptions.rootPath,
      baseUrl: upload.providerOptions.baseUrl,
      privateBucket: env.S3_PRIVATE_BUCKET || bucket,
      useAcl: Boolean(params!.ACL),
      client: new S3Client(clientOptions),
    });
  }
  return localStore(publicDir, env.PRIVATE_UPLOADS_DIR || path.join(publicDir, '..', 'private-uploads'));
}
