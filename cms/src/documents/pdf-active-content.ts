// PDFs that can run something when opened are refused at upload (issue 23, finding 6): a PDF is
// served from the site's own origin, and a reader that runs its JavaScript, launches a program,
// opens an embedded file or plays embedded rich media acts for that origin. The site's documents
// (guides, brochures) need none of it.
//
// pdf-lib (already the seed's PDF writer) parses the file, object streams included, and decodes
// names ("/J#61vaScript" is "/JavaScript"); every object is walked for the names of active
// content. The raw bytes are scanned too, so an object pdf-lib could not parse still counts.
// Encrypted PDFs are refused: their object streams cannot be read without the password.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';

/** Names that mean active content, as keys (/JS, /AA, /OpenAction's /JS) or values (/S /Launch). */
const ACTIVE_NAMES = new Map<string, string>([
  ['JavaScript', 'JavaScript'],
  ['JS', 'JavaScript'],
  ['AA', 'actions that run when a page or field is used'],
  ['Launch', 'an action that launches a program'],
  ['EmbeddedFile', 'an embedded file'],
  ['EmbeddedFiles', 'an embedded file'],
  ['RichMedia', 'embedded rich media'],
  ['XFA', 'an XFA form (which can hold scripts)'],
  ['ImportData', 'an action that imports data'],
  ['SubmitForm', 'an action that sends form data'],
]);

/** In the raw bytes: a PDF name token ("/JS", "/AA" …) not followed by more name characters. */
const RAW_ACTIVE = /\/(JavaScript|JS|AA|Launch|EmbeddedFiles?|RichMedia|XFA|ImportData|SubmitForm)(?=[\s/<>[\]()%{}]|$)/;

export type PdfVerdict = { ok: true } | { ok: false; reason: string };

function nameOf(name: PDFName): string {
  return name.decodeText();
}

/** The first kind of active content found in the object graph, or null. */
function activeIn(root: PDFObject, lookup: (ref: PDFRef) => PDFObject | undefined): string | null {
  const seen = new Set<PDFObject>();
  const stack: PDFObject[] = [root];
  while (stack.length > 0) {
    const object = stack.pop()!;
    if (seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFRef) {
      const target = lookup(object);
      if (target) stack.push(target);
    } else if (object instanceof PDFName) {
      const found = ACTIVE_NAMES.get(nameOf(object));
      if (found) return found;
    } else if (object instanceof PDFDict || object instanceof PDFStream) {
      const dict = object instanceof PDFStream ? object.dict : object;
      for (const [key, value] of dict.entries()) {
        const found = ACTIVE_NAMES.get(nameOf(key));
        if (found) return found;
        stack.push(value);
      }
    } else if (object instanceof PDFArray) {
      for (let i = 0; i < object.size(); i++) stack.push(object.get(i));
    }
  }
  return null;
}

/** Whether a PDF may be uploaded: no JavaScript, launch actions, embedded files or rich media. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  // Stream data (compressed pages, images) is left out of the raw scan: random bytes would
  // spell "/JS " in one file of a few dozen. What streams hold is judged through pdf-lib.
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').replace(/\bstream\r?\n[\s\S]*?\bendstream\b/g, ' ');
  const rawHit = RAW_ACTIVE.exec(raw);
  if (rawHit) return { ok: false, reason: ACTIVE_NAMES.get(rawHit[1]!) ?? 'active content' };
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    if (error instanceof Error && /encrypt/i.test(error.message)) return { ok: false, reason: 'password protection (save it without a password)' };
    return { ok: false, reason: 'a structure that cannot be read' };
  }
  if (doc.isEncrypted) return { ok: false, reason: 'password protection (save it without a password)' };
  const lookup = (ref: PDFRef) => doc.context.lookup(ref);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = activeIn(object, lookup);
    if (found) return { ok: false, reason: found };
  }
  const found = activeIn(doc.context.trailerInfo.Root ?? doc.catalog, lookup);
  return found ? { ok: false, reason: found } : { ok: true };
}
