// Files for the seed content, made at seed time and stored through Strapi's upload plugin (so
// they get the responsive formats and the media library entries an editor would get):
// illustrations, portraits and logos drawn in SVG and rendered to WebP by sharp, and PDF
// documents written with pdf-lib (see pdf.ts).
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { SCENES, illustrationSvg } from './illustration';
import { logoSvg, type LogoSpec } from './logo';
import { pdfBytes, type PdfContext, type SeedPdf } from './pdf';
import { portraitSvg, type PortraitSpec } from './portrait';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

type Shape = 'wide' | 'square' | 'portrait';

/** A scene illustration: { "scene": "radio-tower", "alt": "...", "tone": "dark", "shape": "wide" }. */
export interface SeedScene {
  scene: string;
  alt: string;
  tone?: 'dark' | 'light';
  shape?: Shape;
}

/** An illustrated team portrait: { "portrait": { "skin": "olive", ... }, "alt": "Illustrated portrait of ..." }. */
export interface SeedPortrait {
  portrait: PortraitSpec;
  alt: string;
}

/** A fictional organisation's logo: { "logo": { "wordmark": "...", "mark": "leaf", "colour": "teal" }, "alt": "<name>" }. */
export interface SeedLogo {
  logo: LogoSpec;
  alt: string;
}

export type SeedImage = SeedScene | SeedPortrait | SeedLogo;

export interface SeedDocument {
  pdf: SeedPdf;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function isSeedImage(value: unknown): value is SeedImage {
  if (!isObject(value) || typeof value.alt !== 'string') return false;
  return (typeof value.scene === 'string' && value.scene in SCENES) || isObject(value.portrait) || isObject(value.logo);
}

export function isSeedDocument(value: unknown): value is SeedDocument {
  return isObject(value) && isObject(value.pdf);
}

// Big enough for the widest use (a hero at 2x on a 640px column), small enough to seed quickly.
const SHAPES: Record<Shape, [number, number]> = { wide: [1280, 800], square: [640, 640], portrait: [640, 800] };

/** The picture of an image description as WebP, with a file name that says what it is. */
export async function renderSeedImage(spec: SeedImage): Promise<{ data: Buffer; name: string }> {
  if ('portrait' in spec) {
    return { data: await sharp(Buffer.from(portraitSvg(spec.portrait, 640))).webp({ quality: 82 }).toBuffer(), name: 'portrait' };
  }
  if ('logo' in spec) {
    // Lossless keeps the thin strokes of the wordmark crisp; the transparent background suits any tile.
    const name = (typeof spec.logo.wordmark === 'string' ? spec.logo.wordmark : spec.logo.wordmark.join(' ')).toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return { data: await sharp(Buffer.from(logoSvg(spec.logo))).webp({ lossless: true }).toBuffer(), name: `logo-${name}` };
  }
  const [width, height] = SHAPES[spec.shape ?? 'wide'];
  const svg = illustrationSvg({ scene: spec.scene, tone: spec.tone ?? 'dark', width, height, variation: spec.alt });
  return { data: await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer(), name: `${spec.scene}-${spec.tone ?? 'dark'}` };
}

export class MediaLibrary {
  uploaded = 0;
  /** Numbers temporary files; taken before any await, so parallel uploads never share a file. */
  private sequence = 0;
  private cache = new Map<string, Promise<number>>();
  private tmp: string | undefined;

  constructor(private readonly strapi: Core.Strapi) {}

  /** Global settings as they are when the document is made: the seed writes them first. */
  private async pdfContext(): Promise<PdfContext> {
    const global = (await this.strapi.documents(CONTENT_TYPE_UIDS.global).findFirst({})) as Partial<PdfContext> | null;
    return {
      siteName: global?.siteName ?? 'Ironbark Communications',
      phone: global?.phone ?? '',
      email: global?.email ?? '',
      address: global?.address ?? null,
      customerPortalUrl: global?.customerPortalUrl ?? '',
    };
  }

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
      const image = await renderSeedImage(spec).catch((error: Error) => {
        throw new Error(`${where}: ${error.message}`);
      });
      const name = `${image.name}-${n}.webp`;
      filepath = path.join(this.tmp, name);
      writeFileSync(filepath, image.data);
      mimetype = 'image/webp';
      fileInfo = { name, alternativeText: spec.alt, caption: '' };
    } else {
      filepath = path.join(this.tmp, `${n}-${spec.pdf.fileName}`);
      writeFileSync(filepath, await pdfBytes(spec.pdf, await this.pdfContext()));
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
