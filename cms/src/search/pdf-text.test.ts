import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractPdfText } from './pdf-text';

async function pdfWith(lines: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const pageLines of lines) {
    const page = doc.addPage([595, 842]);
    pageLines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font }));
  }
  return doc.save();
}

describe('extractPdfText', () => {
  it('reads the words of every page', async () => {
    const text = await extractPdfText(await pdfWith([['SD-WAN over nbn and 4G'], ['Checklist: ten questions']]));
    expect(text).toContain('SD-WAN over nbn and 4G');
    expect(text).toContain('Checklist: ten questions');
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(extractPdfText(new TextEncoder().encode('not a pdf'))).rejects.toThrow();
  });
});
