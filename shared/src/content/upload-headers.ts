// How an uploaded file is served, by the CMS (/uploads) and by the web's uploads proxy alike:
// the images the site shows are served inline; anything else (a PDF, or any other type that ever
// reaches the media library) is a download, never a document rendered on the site's own origin,
// and sandboxed should a browser render it anyway (issue 23, finding 6). Free of dependencies
// (upload-rules.ts has none either).
import { IMAGE_MIME_TYPES } from './upload-rules.js';

/** The image types pages show inline: the upload rules' images (upload-rules.ts), no others. */
export const INLINE_UPLOAD_TYPES: readonly string[] = IMAGE_MIME_TYPES;

/** The Content-Security-Policy of a download: no scripts, no plugins, a unique origin. */
export const DOWNLOAD_CSP = "sandbox; default-src 'none'";

/** The headers an upload of this Content-Type is served with beyond the file's own (none for an inline image). */
export function uploadHeaders(contentType: string | null | undefined): Record<string, string> {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (INLINE_UPLOAD_TYPES.includes(type)) return {};
  return { 'Content-Disposition': 'attachment', 'Content-Security-Policy': DOWNLOAD_CSP, 'X-Content-Type-Options': 'nosniff' };
}
