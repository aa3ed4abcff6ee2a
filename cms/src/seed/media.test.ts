import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSeedImage, renderSeedImage } from './media';

const seedImages = path.join(__dirname, '..', '..', 'data', 'seed', 'images');

describe('seed images', () => {
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-seed-images-'));
    // A photograph wider than the seed keeps: 3,000 x 10 pixels of grey.
    const wide = await sharp({ create: { width: 3000, height: 10, channels: 3, background: '#777777' } }).jpeg().toBuffer();
    writeFileSync(path.join(dir, 'wide-photo.jpg'), wide);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('knows an image by its file and alt text, not by the drawing descriptions it replaced', () => {
    expect(isSeedImage({ file: 'radio-tower-dark.svg', alt: 'Illustration: a radio tower' })).toBe(true);
    expect(isSeedImage({ scene: 'radio-tower', alt: 'Illustration: a radio tower' })).toBe(false);
    expect(isSeedImage({ file: 'radio-tower-dark.svg' })).toBe(false);
  });

  it('draws an SVG at the size it gives, and keeps a logo lossless', async () => {
    const logo = await renderSeedImage(seedImages, { file: 'logo-brolga-it.svg', alt: 'Brolga IT' });
    expect(logo.name).toBe('logo-brolga-it');
    const meta = await sharp(logo.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 499, height: 120, hasAlpha: true });
    // Lossless: every visible pixel is the drawing's own.
    const drawn = await sharp(path.join(seedImages, 'logo-brolga-it.svg')).ensureAlpha().raw().toBuffer();
    const stored = await sharp(logo.data).ensureAlpha().raw().toBuffer();
    expect(stored.length).toBe(drawn.length);
    let differing = 0;
    for (let i = 0; i < drawn.length; i += 4) if (drawn[i + 3]! > 0 && !drawn.subarray(i, i + 4).equals(stored.subarray(i, i + 4))) differing++;
    expect(differing).toBe(0);
    const scene = await sharp((await renderSeedImage(seedImages, { file: 'radio-tower-dark.svg', alt: 'Illustration: a radio tower' })).data).metadata();
    expect(scene).toMatchObject({ format: 'webp', width: 1280, height: 800 });
  });

  it('scales a photograph down to 2,560 pixels wide', async () => {
    const photo = await sharp((await renderSeedImage(dir, { file: 'wide-photo.jpg', alt: 'A grey strip' })).data).metadata();
    expect(photo).toMatchObject({ format: 'webp', width: 2560 });
  });

  it('reads only a plain file name in the images folder, and says which file is missing', async () => {
    await expect(renderSeedImage(dir, { file: '../global.json', alt: 'Global settings' })).rejects.toThrow(/is not a lower-case name/);
    await expect(renderSeedImage(dir, { file: 'not-here.svg', alt: 'Illustration: nothing' })).rejects.toThrow(/not-here\.svg is not in/);
  });
});
