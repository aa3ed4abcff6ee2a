// PDFs with active content are built here with pdf-lib (no binary fixtures): the same document
// as a clean one plus one thing a reader could run.
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from './pdf-active-content';

async function build(add?: (doc: PDFDocument) => void, options: { useObjectStreams?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  page.drawText('Guide', { x: 20, y: 100, size: 12 });
  add?.(doc);
  return doc.save({ useObjectStreams: options.useObjectStreams ?? false });
}

const js = (doc: PDFDocument) => doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });

/** The PDFs a reader would run something in, each built from a clean one. */
const ACTIVE_PDFS: Record<string, (doc: PDFDocument) => void> = {
  'an /OpenAction with JavaScript': (doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(js(doc))),
  'document-level JavaScript (/Names /JavaScript)': (doc) => {
    const tree = doc.context.obj({ Names: [PDFString.of('x'), doc.context.register(js(doc))] });
    doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.register(tree) }));
  },
  'page actions (/AA)': (doc) => doc.getPages()[0]!.node.set(PDFName.of('AA'), doc.context.obj({ O: doc.context.register(js(doc)) })),
  'a /Launch action': (doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') })),
  'an embedded file': (doc) => {
    const stream = doc.context.flateStream('hello', { Type: 'EmbeddedFile' });
    const spec = doc.context.obj({ Type: 'Filespec', F: PDFString.of('a.txt'), EF: { F: doc.context.register(stream) } });
    doc.catalog.set(PDFName.of('Names'), doc.context.obj({ EmbeddedFiles: doc.context.obj({ Names: [PDFString.of('a.txt'), doc.context.register(spec)] }) }));
  },
};

describe('inspectPdf', () => {
  it('accepts a plain document, with or without object streams', async () => {
    expect(await inspectPdf(await build())).toEqual({ ok: true });
    expect(await inspectPdf(await build(undefined, { useObjectStreams: true }))).toEqual({ ok: true });
  });

  it.each(Object.entries(ACTIVE_PDFS))('refuses %s', async (_what, add) => {
    const verdict = await inspectPdf(await build(add));
    expect(verdict.ok).toBe(false);
  });

  it.each(Object.entries(ACTIVE_PDFS))('refuses %s hidden in a compressed object stream', async (_what, add) => {
    const bytes = await build(add, { useObjectStreams: true });
    // The names are not in the file's plain text: only parsing the object stream finds them.
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/\/JavaScript|\/Launch|\/AA\b|\/EmbeddedFiles/);
    expect((await inspectPdf(bytes)).ok).toBe(false);
  });

  it('reads names written with # escapes (/J#61vaScript is /JavaScript)', async () => {
    const clean = Buffer.from(await build(ACTIVE_PDFS['an /OpenAction with JavaScript'])).toString('latin1');
    const escaped = clean.replace('/S /JavaScript', '/S /J#61vaScript').replace('/JS (', '/J#53 (');
    expect(escaped).not.toContain('/JavaScript');
    const verdict = await inspectPdf(Buffer.from(escaped, 'latin1'));
    expect(verdict).toEqual({ ok: false, reason: 'JavaScript' });
  });

  it('names what it found', async () => {
    expect(await inspectPdf(await build(ACTIVE_PDFS['a /Launch action']))).toEqual({ ok: false, reason: 'an action that launches a program' });
  });

  it('accepts the minimal PDFs other tests upload (no pages, written by hand)', async () => {
    const minimal = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
    expect(await inspectPdf(Buffer.from(minimal, 'latin1'))).toEqual({ ok: true });
  });

  it('refuses active content written in plain text even where the structure is broken', async () => {
    const broken = '%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>\ntrailer<</Root 1 0 R>>\n%%EOF\n';
    expect((await inspectPdf(Buffer.from(broken, 'latin1'))).ok).toBe(false);
  });
});
