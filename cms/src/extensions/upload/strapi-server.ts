// Every upload is checked by its bytes, whoever sends it and by whichever route: the content API
// (/api/upload with a staff JWT or an API token), the admin's media library (upload, replace,
// import from a URL) and the seed all end in the upload service's upload() or replace(), which
// this extension wraps. See documents/upload-types.ts for the rules.
//
// Strapi's own check (config.security.allowedTypes) is not enough on its own: when file-type does
// not recognise the bytes (SVG, HTML and scripts are text, which it does not identify), Strapi
// falls back to the file's extension and declared type, so SVG bytes named logo.png and sent as
// image/png, or HTML named doc.pdf, pass as an allowed type (utils/mime-validation.js in
// @strapi/upload). And the seed calls the service directly, past that controller check.
//
// A gated guide's file is kept privately (documents/gated-files.ts): replacing it in the media
// library puts the new bytes out of public reach again, and deleting it removes the private copy.
import { readFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { fileStore, syncGatedFiles } from '../../documents/gated-files';
import { isPrivateFile, type StoredFile } from '../../documents/private-files';
import { inspectUpload, type IncomingFile } from '../../documents/upload-types';
import { rememberPdfText } from '../../search/pdf-text';

type Factory<T> = (deps: { strapi: unknown }) => T;

interface UploadService {
  upload(args: { data?: unknown; files: IncomingFile | IncomingFile[] }, opts?: unknown): Promise<unknown>;
  replace(id: unknown, args: { data?: unknown; file: IncomingFile }, opts?: unknown): Promise<unknown>;
  findOne(id: unknown): Promise<({ mime?: string; name?: string } & StoredFile) | null>;
  remove(file: StoredFile): Promise<unknown>;
}

interface UploadPlugin {
  services: Record<string, unknown> & { upload: Factory<UploadService> };
}

async function assertAllowed(files: IncomingFile | IncomingFile[] | undefined) {
  const list = Array.isArray(files) ? files : files ? [files] : [];
  const refused: string[] = [];
  for (const file of list) {
    const verdict = await inspectUpload(file);
    if (!verdict.ok) refused.push(verdict.message);
  }
  if (refused.length > 0) {
    throw new errors.ValidationError(refused.join(' '), { errors: refused.map((message) => ({ path: ['files'], message })) });
  }
}

/** The site search reads each uploaded PDF's text once, here (search/pdf-text.ts). */
async function rememberPdfTexts(strapi: Core.Strapi, files: IncomingFile | IncomingFile[] | undefined, uploaded: unknown) {
  const incoming = Array.isArray(files) ? files : files ? [files] : [];
  const stored = (Array.isArray(uploaded) ? uploaded : [uploaded]) as ({ hash?: string; mime?: string } | null)[];
  for (const [i, file] of incoming.entries()) {
    const record = stored[i];
    if (!record?.hash || record.mime !== 'application/pdf') continue;
    const where = file.filepath ?? file.path;
    const bytes = file.buffer ?? (where ? await readFile(where).catch(() => null) : null);
    if (bytes) await rememberPdfText(strapi, record.hash, bytes);
  }
}

export default (plugin: UploadPlugin) => {
  const createUploadService = plugin.services.upload;
  plugin.services.upload = (deps) => {
    const service = createUploadService(deps);
    const strapi = deps.strapi as Core.Strapi;
    return {
      ...service,
      async upload(args, opts) {
        await assertAllowed(args?.files);
        const uploaded = await service.upload(args, opts);
        await rememberPdfTexts(deps.strapi as Core.Strapi, args?.files, uploaded);
        return uploaded;
      },
      async replace(id, args, opts) {
        await assertAllowed(args?.file);
        // The stored file keeps its name and extension when replaced, so its type must not change.
        const existing = await service.findOne(id);
        if (existing?.mime && args.file.mimetype !== existing.mime) {
          throw new errors.ValidationError(
            `"${args.file.originalFilename ?? 'file'}" cannot replace "${existing.name ?? 'the file'}": it is ${args.file.mimetype}, the file it replaces is ${existing.mime}. Upload it as a new file instead.`,
          );
        }
        const replaced = await service.replace(id, args, opts);
        // The new bytes were written where public files go, under the same name: the old private
        // copy goes, and the file is made private again if a gated guide offers it.
        if (existing && isPrivateFile(existing)) {
          await fileStore(strapi).removePrivate(existing);
          await syncGatedFiles(strapi);
        }
        return replaced;
      },
      async remove(file) {
        const removed = await service.remove(file);
        if (isPrivateFile(file)) await fileStore(strapi).removePrivate(file);
        return removed;
      },
    };
  };
  return plugin;
};
