// Files for the seed content, made at seed time and stored through Strapi's upload plugin (so
// they get the responsive formats and the media library entries an editor would get):
// illustrations rendered to WebP by sharp, and small real PDF documents written with pdf-lib.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { ICON_NAMES, type IconName } from '@ironbark/shared/blocks/icons';
import { illustrationSvg } from './illustration';

export interface SeedImage {
  icon: IconName;
  alt: string;
  tone?: 'dark' | 'light';
  shape?: 'wide' | 'square' | 'portrait';
}

export interface SeedDocument {
  pdf: {
    fileName: string;
    title: string;
    subtitle?: string;
    sections: { heading: string; text: string }[];
  };
}

export function isSeedImage(value: unknown): value is SeedImage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SeedImage).alt === 'string' &&
    (ICON_NAMES as readonly string[]).includes(String((value as SeedImage).icon))
  );
}

export function isSeedDocument(value: unknown): value is SeedDocument {
  return typeof value === 'object' && value !== null && typeof (value as SeedDocument).pdf === 'object';
}

// Big enough for the widest use (a hero at 2x on a 640px column), small enough to seed quickly.
const SHAPES = { wide: [1280, 800], square: [640, 640], portrait: [640, 800] } as const;

function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (measure(next) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line, '');
  }
  return lines;
}

async function pdfBytes(doc: SeedDocument['pdf'], siteName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(siteName);
  pdf.setCreationDate(new Date('2024-06-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-06-01T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const navy = rgb(0.055, 0.165, 0.278);
  const margin = 56;
  let page = pdf.addPage([595, 842]);
  let y = 842 - margin;
  const ensure = (needed: number) => {
    if (y - needed < margin) {
      page = pdf.addPage([595, 842]);
      y = 842 - margin;
    }
  };
  page.drawRectangle({ x: 0, y: 842 - 8, width: 595, height: 8, color: rgb(0.06, 0.545, 0.553) });
  page.drawText(siteName, { x: margin, y, size: 10, font: bold, color: navy });
  y -= 36;
  for (const line of wrap(doc.title, 595 - 2 * margin, (s) => bold.widthOfTextAtSize(s, 22))) {
    if (!line) continue;
    page.drawText(line, { x: margin, y, size: 22, font: bold, color: navy });
    y -= 28;
  }
  if (doc.subtitle) {
    page.drawText(doc.subtitle, { x: margin, y, size: 12, font: regular, color: rgb(0.3, 0.35, 0.4) });
    y -= 30;
  }
  for (const section of doc.sections) {
    ensure(60);
    page.drawText(section.heading, { x: margin, y, size: 14, font: bold, color: navy });
    y -= 22;
    for (const line of wrap(section.text, 595 - 2 * margin, (s) => regular.widthOfTextAtSize(s, 11))) {
      ensure(16);
      if (line) page.drawText(line, { x: margin, y, size: 11, font: regular, color: rgb(0.13, 0.16, 0.2) });
      y -= line ? 16 : 8;
    }
  }
  return pdf.save({ useObjectStreams: false });
}

export class MediaLibrary {
  uploaded = 0;
  /** Numbers temporary files; taken before any await, so parallel uploads never share a file. */
  private sequence = 0;
  private cache = new Map<string, Promise<number>>();
  private tmp: string | undefined;

  constructor(private readonly strapi: Core.Strapi) {}

  /** The id of the uploaded file for a seed image or document (made once per description). */
  fileFor(spec: SeedImage | SeedDocument, where: string): Promise<number> {
    const key = JSON.stringify(spec);
    let id = this.cache.get(key);
    if (!id) {
      id = this.create(spec, where);
      this.cache.set(key, id);
    }
    return id;
  }

  private async create(spec: SeedImage | SeedDocument, where: string): Promise<number> {
    this.tmp ??= mkdtempSync(path.join(os.tmpdir(), 'ironbark-seed-'));
    const n = ++this.sequence;
    let filepath: string;
    let mimetype: string;
    let fileInfo: Record<string, string>;
    if (isSeedImage(spec)) {
      const [width, height] = SHAPES[spec.shape ?? 'wide'];
      const svg = illustrationSvg({ subject: where, icon: spec.icon, tone: spec.tone ?? 'dark', width, height });
      const name = `${spec.icon}-${spec.tone ?? 'dark'}-${n}.webp`;
      filepath = path.join(this.tmp, name);
      await sharp(Buffer.from(svg)).webp({ quality: 78 }).toFile(filepath);
      mimetype = 'image/webp';
      fileInfo = { name, alternativeText: spec.alt, caption: '' };
    } else {
      const global = (await this.strapi.documents('api::global.global').findFirst({})) as { siteName?: string } | null;
      filepath = path.join(this.tmp, `${n}-${spec.pdf.fileName}`);
      writeFileSync(filepath, await pdfBytes(spec.pdf, global?.siteName ?? 'Ironbark Communications'));
      mimetype = 'application/pdf';
      fileInfo = { name: spec.pdf.fileName, alternativeText: spec.pdf.title, caption: spec.pdf.title };
    }
    const [file] = (await this.strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo },
        files: {
          filepath,
          originalFilename: isSeedImage(spec) ? path.basename(filepath) : spec.pdf.fileName,
          mimetype,
          size: statSync(filepath).size,
        },
      })) as { id: number }[];
    this.uploaded++;
    if (!file) throw new Error(`${where}: the upload plugin stored nothing`);
    return file.id;
  }

  dispose() {
    if (this.tmp) rmSync(this.tmp, { recursive: true, force: true });
  }
}
