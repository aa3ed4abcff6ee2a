// What may be uploaded, decided from the file's bytes: JPEG, PNG, WebP and AVIF images up to 5 MB,
// PDF documents up to 10 MB: the types, limits and extensions of shared/src/content/upload-rules.ts,
// which the web's staff screens judge files by too. The name and the declared type are never trusted; a name whose
// extension says something else than the bytes (a PNG called .pdf) is refused too, so a file is
// never served under a misleading name. An image must also be readable as one (its header gives
// its size): the first bytes of a PNG followed by anything else are not a picture. A PDF must hold
// nothing that runs when it is opened (JavaScript, launch actions, embedded files: see
// pdf-active-content.ts). Used by src/extensions/upload for every upload path.
import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ALLOWED_UPLOADS, UPLOAD_TYPES } from '@ironbark/shared/content/upload-rules';
import { inspectPdf } from './pdf-active-content';

const MB = 1024 * 1024;

/** How many leading bytes file-type needs to recognise a file. */
export const SNIFF_BYTES = 4100;

export type UploadCheck = { ok: true; mime: string } | { ok: false; message: string };

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** The MIME type the bytes show, or undefined for text and anything file-type does not know. */
export async function sniffMime(bytes: Uint8Array): Promise<string | undefined> {
  // file-type is ESM-only; a dynamic import loads it from this compiled CommonJS module.
  const { fileTypeFromBuffer } = await import('file-type');
  const result = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  return result?.mime;
}

/** The verdict on one file from its name, real size and sniffed type. */
export function judgeUpload(input: { name: string; size: number; sniffed: string | undefined }): UploadCheck {
  const name = input.name || 'unnamed file';
  const rule = input.sniffed ? UPLOAD_TYPES[input.sniffed] : undefined;
  if (!input.sniffed || !rule) {
    const what = input.sniffed ? `its content is ${input.sniffed}` : 'its content is not a recognised image or PDF';
    return { ok: false, message: `"${name}" was refused: ${what}. ${ALLOWED_UPLOADS}` };
  }
  const ext = path.extname(name).toLowerCase();
  if (ext && !rule.extensions.includes(ext)) {
    return {
      ok: false,
      message: `"${name}" was refused: its content is a ${rule.label} but its name ends in ${ext}. Rename it to ${rule.extensions[0]} or upload the right file. ${ALLOWED_UPLOADS}`,
    };
  }
  if (input.size > rule.maxBytes) {
    return {
      ok: false,
      message: `"${name}" was refused: a ${rule.label} may be at most ${megabytes(rule.maxBytes)} (this one is ${megabytes(input.size)}).`,
    };
  }
  return { ok: true, mime: input.sniffed };
}

/** An uploaded file as Strapi's upload service receives it (formidable, or the seed). */
export interface IncomingFile {
  filepath?: string;
  path?: string;
  buffer?: Uint8Array;
  originalFilename?: string | null;
  name?: string;
  mimetype?: string | null;
  size?: number;
  detectedMimeType?: string;
}

async function headAndSize(file: IncomingFile): Promise<{ head: Uint8Array; size: number }> {
  const filePath = file.filepath ?? file.path;
  if (filePath) {
    const handle = await open(filePath, 'r');
    try {
      const buffer = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
      return { head: buffer.subarray(0, bytesRead), size: (await stat(filePath)).size };
    } finally {
      await handle.close();
    }
  }
  if (file.buffer) return { head: file.buffer.subarray(0, SNIFF_BYTES), size: file.buffer.length };
  return { head: new Uint8Array(0), size: 0 };
}

/** Whether an image's header can be read (a width and a height); false for anything else. */
export async function readableImage(input: string | Uint8Array): Promise<boolean> {
  try {
    const { width, height } = await sharp(input).metadata();
    return Boolean(width && height);
  } catch {
    return false;
  }
}

/** Checks one incoming file by its bytes; on success records the real type on the file. */
export async function inspectUpload(file: IncomingFile): Promise<UploadCheck> {
  const { head, size } = await headAndSize(file);
  const name = file.originalFilename ?? file.name ?? '';
  let verdict = judgeUpload({ name, size, sniffed: await sniffMime(head) });
  if (verdict.ok && UPLOAD_TYPES[verdict.mime]?.kind === 'image') {
    const source = file.filepath ?? file.path ?? file.buffer;
    if (!source || !(await readableImage(source))) {
      verdict = { ok: false, message: `"${name || 'unnamed file'}" was refused: it starts like a ${UPLOAD_TYPES[verdict.mime]!.label} but cannot be read as one. ${ALLOWED_UPLOADS}` };
    }
  }
  if (verdict.ok && verdict.mime === 'application/pdf') {
    const filePath = file.filepath ?? file.path;
    const bytes = filePath ? await readFile(filePath) : file.buffer;
    const pdf = bytes ? await inspectPdf(bytes) : ({ ok: false, reason: 'no content' } as const);
    if (!pdf.ok) {
      verdict = {
        ok: false,
        message: `"${name || 'unnamed file'}" was refused: this PDF contains ${pdf.reason}, which could run when it is opened. Save it again without that (for example with "Print to PDF") and upload the new file.`,
      };
    }
  }
  if (verdict.ok) {
    // Strapi stores (and serves with) this type, not the one the client declared.
    file.mimetype = verdict.mime;
    file.detectedMimeType = verdict.mime;
    file.size = size;
  }
  return verdict;
}
