import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfBytes, type PdfContext, type SeedPdf } from './pdf';

const ctx: PdfContext = {
  siteName: 'Ironbark Communications',
  phone: '(02) 5550 9999',
  email: 'hello@ironbark.example',
  address: 'Level 9, 60 Margaret Street, Sydney NSW 2000',
  customerPortalUrl: 'https://portal.ironbark.example/login',
};

/** The text a PDF shows: pdf-lib writes it as hex strings in Flate-compressed content streams. */
function shownText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) out.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return out.join('\n');
}

const checklist: SeedPdf = {
  fileName: 'test.pdf',
  label: 'Checklist',
  title: 'A test checklist',
  subtitle: 'Scoring proposals',
  intro: 'Call {phone} with questions.',
  checklist: {
    columns: ['Provider A', 'Provider B'],
    scale: [
      { score: 0, meaning: 'No' },
      { score: 3, meaning: 'Yes, with evidence' },
    ],
    groups: [
      { heading: 'First group', items: Array.from({ length: 14 }, (_, i) => `First group question number ${i + 1} about the service?`) },
      { heading: 'Second group', items: Array.from({ length: 14 }, (_, i) => `Second group question number ${i + 1} about the contract?`) },
    ],
  },
  scoring: { bands: [{ range: '80% or more', label: 'Strong fit', text: 'Go ahead.' }] },
  nextSteps: { text: 'Email {email} or visit {portal-url}.' },
};

describe('seed PDF documents', () => {
  it('writes a real PDF with numbered checklist items, totals, a scoring guide and next steps', async () => {
    const bytes = await pdfBytes(checklist, ctx);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toBe('A test checklist');
    const text = shownText(bytes);
    expect(text).toContain('1.');
    expect(text).toContain('28.');
    expect(text).toContain('Total (out of 84)');
    expect(text).toContain('Summary by section');
    expect(text).toContain('Scoring guide');
    expect(text).toContain('Provider B');
    expect(text).toContain(`Page 1 of ${doc.getPageCount()}`);
  });

  it('fills content tokens and the contact block from Global settings', async () => {
    const text = shownText(await pdfBytes(checklist, ctx));
    expect(text).toContain('Call (02) 5550 9999 with questions.');
    expect(text).toContain('Email hello@ironbark.example or visit https://portal.ironbark.example/login.');
    expect(text).toContain('Level 9, 60 Margaret Street, Sydney NSW 2000');
    expect(text).not.toMatch(/\{(phone|email|portal-url)\}/);
  });

  it('writes a prose document with an at-a-glance table', async () => {
    const bytes = await pdfBytes(
      {
        fileName: 'brief.pdf',
        title: 'A brief',
        facts: [{ label: 'Client', value: 'Hunter Vale Council' }],
        sections: [
          { heading: 'The challenge', text: 'Dead spots.' },
          { heading: 'The results', text: 'Coverage from 71% to 98%.' },
        ],
      },
      ctx,
    );
    const text = shownText(bytes);
    expect(text).toContain('At a glance');
    expect(text).toContain('Hunter Vale Council');
    expect(text).toContain('Coverage from 71% to 98%.');
  });

  it('makes the same file from the same description', async () => {
    expect(Buffer.from(await pdfBytes(checklist, ctx)).equals(Buffer.from(await pdfBytes(checklist, ctx)))).toBe(true);
  });

  it('turns the seed guide into a scoring sheet of at least two pages', async () => {
    const file = path.join(__dirname, '../../data/seed/resources/sd-wan-buyers-checklist.json');
    const resource = JSON.parse(readFileSync(file, 'utf8')) as { doc: { pdf: SeedPdf } };
    const bytes = await pdfBytes(resource.doc.pdf, ctx);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(2);
    expect(shownText(bytes)).toMatch(/Total \(out of \d+\)/);
  });
});
