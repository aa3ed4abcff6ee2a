// The browser's first look at a chosen file, before any upload: what its first bytes say it is
// (JPEG, PNG, WebP, AVIF or PDF; anything else is "unknown"), never its name or the type the system
// declares. The web server checks again with file-type, and the CMS once more.

/** The MIME type the leading bytes show, or undefined. */
export function sniffBytes(head: Uint8Array): string | undefined {
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  const ascii = (offset: number, text: string) => at(offset, [...text].map((c) => c.charCodeAt(0)));
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  // An ISO media file whose brand is AVIF (still image or sequence), as file-type reads it.
  if (ascii(4, 'ftyp') && (ascii(8, 'avif') || ascii(8, 'avis'))) return 'image/avif';
  // PDF readers accept the header within the first kilobyte; file-type (the server's check) wants it first.
  if (ascii(0, '%PDF-')) return 'application/pdf';
  return undefined;
}

export async function sniffFile(file: Blob): Promise<string | undefined> {
  return sniffBytes(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}
