// Files for the seed content, stored through Strapi's upload plugin (so they get the responsive
// formats and the media library entries an editor would get): the images in data/seed/images,
// turned into WebP by sharp (the upload plugin takes no SVG, and WebP is what an editor's upload
// is served as), and PDF documents written with pdf-lib (see pdf.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { pdfBytes, type PdfContext, type SeedPdf } from './pdf';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

/** An image: { "file": "radio-tower-dark.svg", "alt": "Illustration: ..." }, the file in data/seed/images. */
export interface SeedImage {
  file: string;
  alt: string;
}

export interface SeedDocument {
  pdf: SeedPdf;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function isSeedImage(value: unknown): value is SeedImage {
  return isObject(value) && typeof value.file === 'string' && typeof value.alt === 'string';
}

export function isSeedDocument(value: unknown): value is SeedDocument {
  return isObject(value) && isObject(value.pdf);
}

/** A plain file name in the images folder (never a path out of it), of a kind sharp reads. */
export const SEED_IMAGE_FILE = /^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/;

/** Wider photographs are scaled down to this: twice the widest column the site shows them in. */
const MAX_PHOTO_WIDTH = 2560;

/** How a file is encoded, by its name (see data/seed/README.md). */
function webpOptions(file: string): sharp.WebpOptions {
  // Lossless keeps the thin strokes of a wordmark crisp; the transparent background suits any tile.
  if (file.startsWith('logo-')) return { lossless: true };
  return { quality: file.startsWith('portrait-') ? 82 : 80 };
}

/** An image file of the seed as WebP, with a file name that says what it is. */
export async function renderSeedImage(imagesDir: string, spec: SeedImage): Promise<{ data: Buffer; name: string }> {
  if (!SEED_IMAGE_FILE.test(spec.file)) throw new Error(`image file "${spec.file}" is not a lower-case name ending .svg, .png, .jpg or .webp`);
  const file = path.join(imagesDir, spec.file);
  if (!existsSync(file)) throw new Error(`image file ${spec.file} is not in ${imagesDir}`);
  // An SVG is drawn at the size it gives; a photograph is only ever made smaller.
  const image = spec.file.endsWith('.svg') ? sharp(readFileSync(file)) : sharp(readFileSync(file)).resize({ width: MAX_PHOTO_WIDTH, withoutEnlargement: true });
  return { data: await image.webp(webpOptions(spec.file)).toBuffer(), name: spec.file.replace(/\.[a-z]+$/, '') };
}

export class MediaLibrary {
  uploaded = 0;
  /** Numbers temporary files; taken before any await, so parallel uploads never share a file. */
  private sequence = 0;
  private cache = new Map<string, Promise<number>>();
  private tmp: string | undefined;

  constructor(
    private readonly strapi: Core.Strapi,
    /** Where the seed's image files are (data/seed/images). */
    private readonly imagesDir: string,
  ) {}

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
      const image = await renderSeedImage(this.imagesDir, spec).catch((error: Error) => {
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
