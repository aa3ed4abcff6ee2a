// The web server's check of an uploaded file before it goes to the CMS: its type from its bytes
// (file-type), its real size, and the field's rule (resource-rules.ts). The name it is stored
// under is the original name's stem with the extension of what the file really is.
import { fileTypeFromBuffer } from 'file-type';
import { judgeUpload, UPLOAD_RULES, type UploadField, type UploadVerdict } from './resource-rules.js';

export type UploadInspection = (UploadVerdict & { ok: false }) | { ok: true; mime: string; storedName: string };

/** "Network brief (final).PDF" stored as a PDF -> "Network-brief-final.pdf". */
export function storedName(originalName: string, extension: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${stem || 'file'}${extension}`;
}

export async function inspectUpload(field: UploadField, file: { bytes: Uint8Array; name: string }): Promise<UploadInspection> {
  const sniffed = (await fileTypeFromBuffer(file.bytes.subarray(0, 4100)))?.mime;
  const verdict = judgeUpload(field, { name: file.name, size: file.bytes.length, sniffed });
  if (!verdict.ok) return verdict;
  return { ok: true, mime: verdict.mime, storedName: storedName(file.name, UPLOAD_RULES[field].types[verdict.mime]!.extension) };
}
