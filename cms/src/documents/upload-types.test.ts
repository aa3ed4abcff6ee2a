import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_TYPES as UPLOAD_RULES } from '@ironbark/shared/content/upload-rules';
import { inspectUpload, judgeUpload, sniffMime } from './upload-types';

const MB = 1024 * 1024;
const image = (format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'tiff') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0e2a47' } }).toFormat(format).toBuffer();
const pdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
};
const text = (s: string) => new TextEncoder().encode(s);

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

describe('sniffMime', () => {
  it.each(['png', 'jpeg', 'webp', 'avif'] as const)('recognises a real %s image', async (format) => {
    expect(await sniffMime(await image(format))).toBe(`image/${format}`);
  });

  it('recognises a real PDF', async () => {
    expect(await sniffMime(await pdf())).toBe('application/pdf');
  });

  it.each([
    ['SVG', SVG],
    ['HTML', HTML],
    ['a shell script', '#!/bin/sh\nrm -rf /\n'],
    ['JavaScript', 'alert(1)'],
  ])('does not recognise %s (text has no signature)', async (_name, content) => {
    expect(await sniffMime(text(content))).toBeUndefined();
  });
});

describe('judgeUpload', () => {
  it.each(Object.keys(UPLOAD_RULES))('accepts %s under its limit with a matching name', (mime) => {
    const ext = UPLOAD_RULES[mime]!.extensions[0]!;
    expect(judgeUpload({ name: `file${ext}`, size: 1000, sniffed: mime })).toEqual({ ok: true, mime });
  });

  it('accepts a name without an extension (the type comes from the bytes)', () => {
    expect(judgeUpload({ name: 'scan', size: 1000, sniffed: 'application/pdf' }).ok).toBe(true);
  });

  it('accepts an upper-case extension', () => {
    expect(judgeUpload({ name: 'PHOTO.JPG', size: 1000, sniffed: 'image/jpeg' }).ok).toBe(true);
  });

  it('refuses unrecognised content, naming the file and what is allowed', () => {
    const verdict = judgeUpload({ name: 'logo.png', size: 100, sniffed: undefined });
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.message).toContain('"logo.png"');
      expect(verdict.message).toMatch(/JPEG, PNG, WebP or AVIF image \(up to 5 MB\) or a PDF document \(up to 10 MB\)/);
    }
  });

  it.each(['image/gif', 'image/tiff', 'application/zip', 'application/xml', 'image/heic'])('refuses recognised but unlisted %s', (mime) => {
    const verdict = judgeUpload({ name: 'file', size: 100, sniffed: mime });
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.message).toContain(mime);
  });

  it('refuses a PNG named .pdf', () => {
    const verdict = judgeUpload({ name: 'brochure.pdf', size: 100, sniffed: 'image/png' });
    expect(verdict).toMatchObject({ ok: false });
    if (!verdict.ok) expect(verdict.message).toMatch(/PNG image but its name ends in \.pdf/);
  });

  it('refuses a PDF named .png', () => {
    expect(judgeUpload({ name: 'photo.png', size: 100, sniffed: 'application/pdf' }).ok).toBe(false);
  });

  it('limits images to 5 MB and PDFs to 10 MB', () => {
    expect(judgeUpload({ name: 'a.png', size: 5 * MB, sniffed: 'image/png' }).ok).toBe(true);
    const big = judgeUpload({ name: 'a.png', size: 5 * MB + 1, sniffed: 'image/png' });
    expect(big.ok).toBe(false);
    if (!big.ok) expect(big.message).toMatch(/at most 5\.0 MB/);
    expect(judgeUpload({ name: 'a.pdf', size: 10 * MB, sniffed: 'application/pdf' }).ok).toBe(true);
    expect(judgeUpload({ name: 'a.pdf', size: 10 * MB + 1, sniffed: 'application/pdf' }).ok).toBe(false);
  });
});

describe('inspectUpload (files as the upload service receives them)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'upload-types-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fileOf = (name: string, bytes: Uint8Array, mimetype: string) => {
    const filepath = path.join(dir, `${Math.random().toString(36).slice(2)}-${name}`);
    writeFileSync(filepath, bytes);
    return { filepath, originalFilename: name, mimetype, size: 1 };
  };

  it('refuses HTML named doc.pdf sent as application/pdf', async () => {
    const verdict = await inspectUpload(fileOf('doc.pdf', text(HTML), 'application/pdf'));
    expect(verdict.ok).toBe(false);
  });

  it('refuses SVG named logo.png sent as image/png', async () => {
    expect((await inspectUpload(fileOf('logo.png', text(SVG), 'image/png'))).ok).toBe(false);
  });

  it('refuses the first bytes of a PNG followed by a page: not a readable image', async () => {
    const png = await image('png');
    const verdict = await inspectUpload(fileOf('trick.png', Buffer.concat([png.subarray(0, 16), Buffer.from(HTML)]), 'image/png'));
    expect(verdict).toMatchObject({ ok: false });
    if (!verdict.ok) expect(verdict.message).toMatch(/"trick\.png" was refused: it starts like a PNG image but cannot be read as one/);
    expect((await inspectUpload({ buffer: Buffer.concat([png.subarray(0, 16), Buffer.from(HTML)]), originalFilename: 'x.png' })).ok).toBe(false);
  });

  it('accepts a real PNG sent with a wrong type, and records the real type and size', async () => {
    const bytes = await image('png');
    const file = fileOf('photo.png', bytes, 'application/octet-stream');
    expect(await inspectUpload(file)).toEqual({ ok: true, mime: 'image/png' });
    expect(file.mimetype).toBe('image/png');
    expect(file.size).toBe(bytes.length);
  });

  it('measures the real size, not the declared one', async () => {
    const big = Buffer.concat([await pdf(), Buffer.alloc(10 * MB)]);
    const file = fileOf('big.pdf', big, 'application/pdf');
    expect((await inspectUpload(file)).ok).toBe(false);
  });

  it('checks an in-memory buffer too', async () => {
    expect(await inspectUpload({ buffer: await pdf(), originalFilename: 'a.pdf' })).toEqual({ ok: true, mime: 'application/pdf' });
  });
});
