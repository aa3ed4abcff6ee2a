// The downloadable documents of the seed resources, written with pdf-lib from their description
// in the resource file: a title block, an introduction, an "at a glance" table, prose sections, a
// numbered checklist with tick boxes and scoring columns, a scoring guide and next steps with the
// contact details from Global settings. Content tokens ({phone}, {email}...) are filled in here,
// because a PDF cannot change after it is made.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb, type RGB } from 'pdf-lib';
import { replaceTokens, type TokenSource } from '@ironbark/shared/content/tokens';

export interface SeedPdf {
  fileName: string;
  /** A short label above the title: "Buyer's checklist", "Case study", "Customer notice". */
  label?: string;
  title: string;
  subtitle?: string;
  /** Paragraphs separated by blank lines. */
  intro?: string;
  /** Key facts shown as a two-column table. */
  facts?: { label: string; value: string }[];
  sections?: { heading: string; text: string }[];
  checklist?: {
    heading?: string;
    intro?: string;
    /** The heading of the tick-box column ("Done" unless given). */
    tickLabel?: string;
    /**
     * Boxes to fill in beside every item: with a scale, one score column for each thing being
     * compared (e.g. three providers); without one, columns to write in (e.g. "Owner", "Due by").
     */
    columns: string[];
    /** What each score means, lowest first; with it come totals and a summary by section. */
    scale?: { score: number; meaning: string }[];
    groups: { heading: string; items: string[] }[];
  };
  scoring?: {
    heading?: string;
    intro?: string;
    bands: { range: string; label: string; text: string }[];
  };
  nextSteps?: { heading?: string; text: string };
}

export interface PdfContext extends TokenSource {
  siteName: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const NAVY = rgb(0.055, 0.165, 0.278);
const TEAL = rgb(0.059, 0.545, 0.553);
const WATTLE = rgb(0.949, 0.694, 0.204);
const MIST = rgb(0.91, 0.945, 0.957);
const INK = rgb(0.13, 0.16, 0.2);
const MUTED = rgb(0.35, 0.4, 0.45);
const LINE = rgb(0.78, 0.84, 0.87);

/** Characters the standard PDF fonts cannot encode, replaced by near equivalents. */
const REPLACEMENTS: [RegExp, string][] = [
  [/[\u2264]/g, '<='],
  [/[\u2265]/g, '>='],
  [/[\u2192]/g, '->'],
  [/[\u2713\u2714]/g, 'x'],
  [/\u00a0/g, ' '],
];

class Writer {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];
  /** Redrawn at the top of a new page while a table is open. */
  repeatHeader: (() => void) | null = null;

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly ctx: PdfContext,
  ) {}

  text(s: string): string {
    let out = replaceTokens(s, this.ctx);
    for (const [re, to] of REPLACEMENTS) out = out.replace(re, to);
    return out;
  }

  newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.page.drawRectangle({ x: 0, y: A4[1] - 6, width: A4[0], height: 6, color: TEAL });
    this.y = A4[1] - MARGIN;
    if (this.pages.length > 1) {
      this.page.drawText(this.ctx.siteName, { x: MARGIN, y: this.y, size: 8.5, font: this.bold, color: NAVY });
      this.y -= 26;
      this.repeatHeader?.();
    }
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y - height < 60) this.newPage();
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.text(text).split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  paragraph(text: string, o: { size?: number; font?: PDFFont; color?: RGB; x?: number; width?: number; gap?: number } = {}) {
    const size = o.size ?? 10.5;
    const lead = size * 1.45;
    for (const para of text.split(/\n{2,}/)) {
      for (const line of this.wrap(para, o.font ?? this.regular, size, o.width ?? WIDTH)) {
        this.ensure(lead);
        this.page.drawText(line, { x: o.x ?? MARGIN, y: this.y - size, size, font: o.font ?? this.regular, color: o.color ?? INK });
        this.y -= lead;
      }
      this.y -= o.gap ?? 6;
    }
  }

  heading(text: string, size = 14) {
    this.ensure(size * 3.2);
    this.y -= 8;
    this.page.drawText(this.text(text), { x: MARGIN, y: this.y - size, size, font: this.bold, color: NAVY });
    this.y -= size + 10;
  }

  box(x: number, top: number, size: number) {
    this.page.drawRectangle({ x, y: top - size, width: size, height: size, borderColor: NAVY, borderWidth: 1, color: rgb(1, 1, 1) });
  }
}

function titleBlock(w: Writer, doc: SeedPdf, siteName: string) {
  const titleLines = w.wrap(doc.title, w.bold, 22, WIDTH);
  const band = 106 + titleLines.length * 26;
  w.page.drawRectangle({ x: 0, y: A4[1] - band, width: A4[0], height: band, color: NAVY });
  w.page.drawRectangle({ x: 0, y: A4[1] - band, width: A4[0], height: 4, color: WATTLE });
  w.page.drawText(siteName, { x: MARGIN, y: A4[1] - 40, size: 10, font: w.bold, color: rgb(1, 1, 1) });
  if (doc.label) {
    const label = w.text(doc.label).toUpperCase();
    const lw = w.bold.widthOfTextAtSize(label, 8.5);
    w.page.drawRectangle({ x: MARGIN, y: A4[1] - 70, width: lw + 16, height: 17, color: WATTLE });
    w.page.drawText(label, { x: MARGIN + 8, y: A4[1] - 65, size: 8.5, font: w.bold, color: NAVY });
  }
  let y = A4[1] - 98;
  for (const line of titleLines) {
    w.page.drawText(line, { x: MARGIN, y, size: 22, font: w.bold, color: rgb(1, 1, 1) });
    y -= 26;
  }
  w.y = A4[1] - band - 20;
  if (doc.subtitle) w.paragraph(doc.subtitle, { size: 13, font: w.bold, color: TEAL, gap: 4 });
}

function facts(w: Writer, rows: NonNullable<SeedPdf['facts']>) {
  const labelW = 150;
  w.y -= 4;
  for (const [i, row] of rows.entries()) {
    const lines = w.wrap(row.value, w.regular, 10, WIDTH - labelW - 20);
    const h = Math.max(1, lines.length) * 14 + 10;
    w.ensure(h);
    w.page.drawRectangle({ x: MARGIN, y: w.y - h, width: WIDTH, height: h, color: i % 2 === 0 ? MIST : rgb(1, 1, 1) });
    w.page.drawText(w.text(row.label), { x: MARGIN + 10, y: w.y - 17, size: 10, font: w.bold, color: NAVY });
    lines.forEach((l, j) => w.page.drawText(l, { x: MARGIN + labelW, y: w.y - 17 - j * 14, size: 10, font: w.regular, color: INK }));
    w.y -= h;
  }
  w.y -= 14;
}

function checklistTable(w: Writer, list: NonNullable<SeedPdf['checklist']>) {
  const scale = list.scale ?? [];
  const scored = scale.length > 0;
  const numW = 24;
  const tickW = 38;
  // Score boxes hold a digit; write-in columns hold a name or a date.
  const colW = scored ? 46 : 78;
  const qW = WIDTH - numW - tickW - colW * list.columns.length;
  const cols = list.columns.map((_, i) => MARGIN + numW + qW + tickW + i * colW);
  const max = scale[scale.length - 1]?.score ?? 0;
  const boxW = scored ? 26 : colW - 10;

  w.heading(list.heading ?? 'Checklist');
  if (list.intro) w.paragraph(list.intro);
  if (scored) {
    w.ensure(22 + scale.length * 15);
    w.page.drawText('Scores', { x: MARGIN, y: w.y - 10, size: 10, font: w.bold, color: NAVY });
    w.y -= 18;
    for (const s of scale) {
      w.page.drawRectangle({ x: MARGIN, y: w.y - 11, width: 16, height: 13, color: TEAL });
      w.page.drawText(String(s.score), { x: MARGIN + 5, y: w.y - 8.5, size: 9, font: w.bold, color: rgb(1, 1, 1) });
      w.page.drawText(w.text(s.meaning), { x: MARGIN + 24, y: w.y - 8.5, size: 9.5, font: w.regular, color: INK });
      w.y -= 15;
    }
    w.y -= 8;
  }

  const header = () => {
    w.page.drawRectangle({ x: MARGIN, y: w.y - 22, width: WIDTH, height: 22, color: NAVY });
    const white = rgb(1, 1, 1);
    w.page.drawText('#', { x: MARGIN + 8, y: w.y - 15, size: 9, font: w.bold, color: white });
    w.page.drawText('Question', { x: MARGIN + numW, y: w.y - 15, size: 9, font: w.bold, color: white });
    const tick = w.text(list.tickLabel ?? 'Done');
    w.page.drawText(tick, { x: MARGIN + numW + qW + (tickW - w.bold.widthOfTextAtSize(tick, 8.5)) / 2, y: w.y - 15, size: 8.5, font: w.bold, color: white });
    list.columns.forEach((c, i) => {
      const label = w.text(c);
      const size = w.bold.widthOfTextAtSize(label, 8.5) > colW - 4 ? 7 : 8.5;
      w.page.drawText(label, { x: cols[i]! + (colW - w.bold.widthOfTextAtSize(label, size)) / 2, y: w.y - 15, size, font: w.bold, color: white });
    });
    w.y -= 22;
  };

  let n = 0;
  w.ensure(60);
  header();
  w.repeatHeader = header;
  for (const group of list.groups) {
    // A section heading never ends a page: keep it with its first item.
    const first = group.items[0] ? w.wrap(group.items[0], w.regular, 9.5, qW - 8).length * 12.5 + 7 : 0;
    w.ensure(20 + Math.max(23, first));
    w.page.drawRectangle({ x: MARGIN, y: w.y - 20, width: WIDTH, height: 20, color: MIST });
    w.page.drawText(w.text(group.heading), { x: MARGIN + 8, y: w.y - 14, size: 10, font: w.bold, color: TEAL });
    w.y -= 20;
    for (const item of group.items) {
      n++;
      const lines = w.wrap(item, w.regular, 9.5, qW - 8);
      const h = Math.max(23, lines.length * 12.5 + 7);
      w.ensure(h);
      const top = w.y;
      w.page.drawText(`${n}.`, { x: MARGIN + 4, y: top - 14, size: 9.5, font: w.bold, color: NAVY });
      lines.forEach((l, j) => w.page.drawText(l, { x: MARGIN + numW, y: top - 14 - j * 12.5, size: 9.5, font: w.regular, color: INK }));
      w.box(MARGIN + numW + qW + (tickW - 12) / 2, top - 6, 12);
      cols.forEach((x) => w.page.drawRectangle({ x: x + (colW - boxW) / 2, y: top - 20, width: boxW, height: 15, borderColor: NAVY, borderWidth: 0.8 }));
      w.y -= h;
      w.page.drawLine({ start: { x: MARGIN, y: w.y }, end: { x: MARGIN + WIDTH, y: w.y }, thickness: 0.6, color: LINE });
    }
  }
  w.repeatHeader = null;
  if (!scored) {
    w.y -= 14;
    return;
  }
  // Totals row.
  w.ensure(30);
  w.page.drawRectangle({ x: MARGIN, y: w.y - 26, width: WIDTH, height: 26, color: MIST });
  w.page.drawText(`Total (out of ${n * max})`, { x: MARGIN + numW, y: w.y - 17, size: 10, font: w.bold, color: NAVY });
  cols.forEach((x) => w.page.drawRectangle({ x: x + 5, y: w.y - 21, width: colW - 10, height: 16, borderColor: NAVY, borderWidth: 1, color: rgb(1, 1, 1) }));
  w.y -= 34;
  if (list.groups.length > 1) sectionSummary(w, list, cols, colW, max);
}

/** Subtotals by section, so two providers with the same total can still be told apart. */
function sectionSummary(w: Writer, list: NonNullable<SeedPdf['checklist']>, cols: number[], colW: number, max: number) {
  const rowH = 21;
  w.ensure(40 + rowH * (list.groups.length + 2));
  w.heading('Summary by section', 12);
  w.page.drawRectangle({ x: MARGIN, y: w.y - 22, width: WIDTH, height: 22, color: NAVY });
  w.page.drawText('Section', { x: MARGIN + 8, y: w.y - 15, size: 9, font: w.bold, color: rgb(1, 1, 1) });
  w.page.drawText('Out of', { x: cols[0]! - 44, y: w.y - 15, size: 9, font: w.bold, color: rgb(1, 1, 1) });
  list.columns.forEach((c, i) => {
    const label = w.text(c);
    const size = w.bold.widthOfTextAtSize(label, 8.5) > colW - 4 ? 7 : 8.5;
    w.page.drawText(label, { x: cols[i]! + (colW - w.bold.widthOfTextAtSize(label, size)) / 2, y: w.y - 15, size, font: w.bold, color: rgb(1, 1, 1) });
  });
  w.y -= 22;
  for (const [i, group] of list.groups.entries()) {
    w.page.drawRectangle({ x: MARGIN, y: w.y - rowH, width: WIDTH, height: rowH, color: i % 2 === 0 ? rgb(1, 1, 1) : MIST });
    w.page.drawText(w.text(group.heading), { x: MARGIN + 8, y: w.y - 14, size: 9.5, font: w.regular, color: INK });
    w.page.drawText(String(group.items.length * max), { x: cols[0]! - 30, y: w.y - 14, size: 9.5, font: w.bold, color: NAVY });
    cols.forEach((x) => w.page.drawRectangle({ x: x + (colW - 26) / 2, y: w.y - rowH + 3, width: 26, height: rowH - 6, borderColor: NAVY, borderWidth: 0.8, color: rgb(1, 1, 1) }));
    w.y -= rowH;
  }
  w.y -= 14;
}

function scoringGuide(w: Writer, scoring: NonNullable<SeedPdf['scoring']>) {
  // The guide is read as a whole: keep it on one page.
  const introLines = scoring.intro ? w.wrap(scoring.intro, w.regular, 10.5, WIDTH).length : 0;
  const bandsH = scoring.bands.reduce((sum, b) => sum + w.wrap(b.text, w.regular, 9.5, WIDTH - 130).length * 12.5 + 18, 0);
  w.ensure(14 * 3.2 + introLines * 15.2 + 6 + bandsH);
  w.heading(scoring.heading ?? 'Scoring guide');
  if (scoring.intro) w.paragraph(scoring.intro);
  for (const band of scoring.bands) {
    const lines = w.wrap(band.text, w.regular, 9.5, WIDTH - 130);
    const h = lines.length * 12.5 + 18;
    w.ensure(h);
    w.page.drawRectangle({ x: MARGIN, y: w.y - h + 4, width: 4, height: h - 8, color: TEAL });
    w.page.drawText(w.text(band.range), { x: MARGIN + 14, y: w.y - 14, size: 10, font: w.bold, color: NAVY });
    w.page.drawText(w.text(band.label), { x: MARGIN + 130, y: w.y - 14, size: 10, font: w.bold, color: TEAL });
    lines.forEach((l, j) => w.page.drawText(l, { x: MARGIN + 130, y: w.y - 28 - j * 12.5, size: 9.5, font: w.regular, color: INK }));
    w.y -= h;
  }
  w.y -= 6;
}

function contactRows(ctx: PdfContext): [string, string][] {
  return [
    ['Phone', ctx.phone],
    ['Email', ctx.email],
    ['Customer portal', ctx.customerPortalUrl],
    ...(ctx.address ? ([['Head office', ctx.address]] as [string, string][]) : []),
  ];
}

const CONTACT_ROW = 30;

/** The contact details from Global settings in a navy panel, two to a row. */
function contactBlock(w: Writer, ctx: PdfContext) {
  const rows = contactRows(ctx);
  const h = Math.ceil(rows.length / 2) * CONTACT_ROW + 16;
  const colW = WIDTH / 2 - 14;
  w.ensure(h);
  w.page.drawRectangle({ x: MARGIN, y: w.y - h, width: WIDTH, height: h, color: NAVY });
  rows.forEach(([label, value], i) => {
    const x = MARGIN + 14 + (i % 2) * (WIDTH / 2);
    const y = w.y - 18 - Math.floor(i / 2) * CONTACT_ROW;
    const text = w.text(value);
    const size = w.regular.widthOfTextAtSize(text, 10) > colW ? 8.5 : 10;
    w.page.drawText(label.toUpperCase(), { x, y, size: 7.5, font: w.bold, color: WATTLE });
    w.page.drawText(text, { x, y: y - 13, size, font: w.regular, color: rgb(1, 1, 1) });
  });
  w.y -= h + 10;
}

export async function pdfBytes(doc: SeedPdf, ctx: PdfContext): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(replaceTokens(doc.title, ctx));
  if (doc.subtitle) pdf.setSubject(replaceTokens(doc.subtitle, ctx));
  pdf.setAuthor(ctx.siteName);
  pdf.setCreator(ctx.siteName);
  pdf.setProducer('pdf-lib');
  // Fixed dates keep the file identical from one seed to the next.
  pdf.setCreationDate(new Date('2024-06-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-06-01T00:00:00Z'));
  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold), ctx);
  w.newPage();
  titleBlock(w, doc, ctx.siteName);
  if (doc.intro) w.paragraph(doc.intro);
  if (doc.facts?.length) {
    w.heading('At a glance', 12);
    facts(w, doc.facts);
  }
  for (const section of doc.sections ?? []) {
    w.heading(section.heading, 13);
    w.paragraph(section.text);
  }
  if (doc.checklist) checklistTable(w, doc.checklist);
  if (doc.scoring) scoringGuide(w, doc.scoring);
  // Next steps stay together with the contact details.
  const stepsLines = doc.nextSteps ? w.wrap(doc.nextSteps.text, w.regular, 10.5, WIDTH).length : 0;
  w.ensure(13 * 3.2 + stepsLines * 15.2 + 6 + Math.ceil(contactRows(ctx).length / 2) * CONTACT_ROW + 16);
  w.heading(doc.nextSteps?.heading ?? 'Talk to us', 13);
  if (doc.nextSteps) w.paragraph(doc.nextSteps.text);
  contactBlock(w, ctx);
  // Footers last, when the page count is known.
  const total = w.pages.length;
  const footer = replaceTokens(`${ctx.siteName}  |  {phone}  |  {email}`, ctx);
  w.pages.forEach((page, i) => {
    page.drawLine({ start: { x: MARGIN, y: 40 }, end: { x: A4[0] - MARGIN, y: 40 }, thickness: 0.6, color: LINE });
    page.drawText(footer, { x: MARGIN, y: 26, size: 8, font: w.regular, color: MUTED });
    const label = `Page ${i + 1} of ${total}`;
    page.drawText(label, { x: A4[0] - MARGIN - w.regular.widthOfTextAtSize(label, 8), y: 26, size: 8, font: w.regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: false });
}
