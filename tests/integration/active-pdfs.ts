// PDFs a reader could run something in (issue 23, finding 6), built with pdf-lib for each test
// run (no binary fixtures): a clean one-page document plus one active part, written plainly or
// inside a compressed object stream, where the names are not in the file's plain text.
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

type Add = (doc: PDFDocument) => void;

const js = (doc: PDFDocument) => doc.context.register(doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(document.domain)') }));

export const ACTIVE_PARTS: Record<string, Add> = {
  'an /OpenAction with JavaScript': (doc) => doc.catalog.set(PDFName.of('OpenAction'), js(doc)),
  'document JavaScript (/Names /JavaScript)': (doc) =>
    doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.register(doc.context.obj({ Names: [PDFString.of('x'), js(doc)] })) })),
  'page actions (/AA)': (doc) => doc.getPages()[0]!.node.set(PDFName.of('AA'), doc.context.obj({ O: js(doc) })),
  'a /Launch action': (doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') })),
  'an embedded file': (doc) => {
    const file = doc.context.register(doc.context.flateStream('hello', { Type: 'EmbeddedFile' }));
    const spec = doc.context.register(doc.context.obj({ Type: 'Filespec', F: PDFString.of('a.txt'), EF: { F: file } }));
    doc.catalog.set(PDFName.of('Names'), doc.context.obj({ EmbeddedFiles: doc.context.obj({ Names: [PDFString.of('a.txt'), spec] }) }));
  },
};

export async function buildPdf(add?: Add, useObjectStreams = false): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText(`Guide ${Date.now()}`, { x: 20, y: 100, size: 12 });
  add?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}
