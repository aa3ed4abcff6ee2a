// The text of an uploaded PDF, for the site search: extracted once, when the file is uploaded
// (extensions/upload), with Mozilla's pdf.js (pdfjs-dist), and kept by the file's hash in
// search_file_texts. A file uploaded before there was a search index gets its text the first time
// the index needs it. A PDF that cannot be read gives no text; it never stops an upload.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

/** Enough for any brochure; a scanned book would only slow the upload down. */
const MAX_PAGES = 100;
const MAX_CHARS = 100_000;

export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes over the buffer it is given: it gets a copy.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  try {
    const parts: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES) && length < MAX_CHARS; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/[ \t]+/g, ' ')
        .trim();
      parts.push(text);
      length += text.length;
    }
    return parts.join('\n\n').slice(0, MAX_CHARS);
  } finally {
    await task.destroy();
  }
}

const TABLE = 'search_file_texts';

export async function rememberPdfText(strapi: Core.Strapi, hash: string, bytes: Uint8Array): Promise<string> {
  let text = '';
  try {
    text = await extractPdfText(bytes);
  } catch (error) {
    strapi.log.warn(`search: no text read from the PDF ${hash} (${(error as Error).message})`);
  }
  const knex = strapi.db.connection;
  await knex(TABLE).insert({ file_hash: hash, text }).onConflict('file_hash').merge();
  return text;
}

export interface StoredFile {
  hash?: string | null;
  url?: string | null;
  mime?: string | null;
}

async function fileBytes(strapi: Core.Strapi, url: string): Promise<Uint8Array> {
  if (/^https?:\/\//.test(url)) {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }
  const publicDir = path.resolve(strapi.dirs.static.public);
  const file = path.resolve(publicDir, `.${url}`);
  if (!file.startsWith(publicDir + path.sep)) throw new Error(`${url} is outside the public folder`);
  return readFile(file);
}

/** The text of a stored PDF: kept since its upload, or read now (once) for an older file. */
export async function pdfTextFor(strapi: Core.Strapi, file: StoredFile | null | undefined): Promise<string> {
  if (!file?.hash || !file.url || file.mime !== 'application/pdf') return '';
  const row = (await strapi.db.connection(TABLE).where({ file_hash: file.hash }).first('text')) as { text: string } | undefined;
  if (row) return row.text ?? '';
  try {
    return await rememberPdfText(strapi, file.hash, await fileBytes(strapi, file.url));
  } catch (error) {
    strapi.log.warn(`search: the PDF ${file.url} could not be read (${(error as Error).message})`);
    return '';
  }
}
