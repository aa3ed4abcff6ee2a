import { describe, expect, it } from 'vitest';
import { inspectUpload, storedName } from './upload-check.server';
import { sniffBytes } from './upload-sniff';
import { png as pngOf } from '../../../tests/fixtures/png';

const MB = 1024 * 1024;

/** A real 1 x 1 PNG. */
const png = () => pngOf([[255, 0, 0]]);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(200)]);
const webp = () => Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'latin1'), Buffer.alloc(200)]);
/** The start of an AVIF image: an ISO media file of brand avif. */
const avif = () => Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif\0\0\0\0avifmif1miaf', 'latin1'), Buffer.alloc(200)]);
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const html = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>', 'utf8');
const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>', 'utf8');
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

describe('the web server’s upload check (file-type)', () => {
  it.each([
    ['cover', 'photo.png', png(), 'image/png', 'photo.png'],
    ['cover', 'photo.jpeg', jpeg(), 'image/jpeg', 'photo.jpg'],
    ['cover', 'photo.webp', webp(), 'image/webp', 'photo.webp'],
    ['cover', 'photo.avif', avif(), 'image/avif', 'photo.avif'],
    ['doc', 'Network brief (final).PDF', pdf(), 'application/pdf', 'Network-brief-final.pdf'],
  ] as const)('accepts a %s named %s by its bytes', async (field, name, bytes, mime, stored) => {
    expect(await inspectUpload(field, { bytes, name })).toEqual({ ok: true, mime, storedName: stored });
  });

  it('refuses HTML bytes named .pdf, naming the file and what is allowed', async () => {
    const result = await inspectUpload('doc', { bytes: html(), name: 'brief.pdf' });
    expect(result).toEqual({ ok: false, message: '“brief.pdf” can’t be used: its content is not an image or a PDF. Choose a PDF document of up to 10 MB.' });
  });

  it('refuses SVG bytes named .png for a cover', async () => {
    const result = await inspectUpload('cover', { bytes: svg(), name: 'logo.png' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/“logo\.png” can’t be used: .*JPEG, PNG, WebP or AVIF image of up to 5 MB/);
  });

  it('refuses a real file of the wrong kind for the field, saying what it is', async () => {
    expect(await inspectUpload('cover', { bytes: pdf(), name: 'cover.png' })).toEqual({
      ok: false,
      message: '“cover.png” can’t be used: it is a PDF document. Choose a JPEG, PNG, WebP or AVIF image of up to 5 MB.',
    });
    expect(await inspectUpload('doc', { bytes: png(), name: 'doc.pdf' })).toMatchObject({ ok: false, message: expect.stringContaining('it is a PNG image') });
  });

  it('refuses files over the limit of their field, and empty files', async () => {
    expect(await inspectUpload('cover', { bytes: padded(png(), 5 * MB), name: 'big.png' })).toMatchObject({ ok: true });
    expect(await inspectUpload('cover', { bytes: padded(png(), 5 * MB + 1), name: 'big.png' })).toEqual({
      ok: false,
      message: '“big.png” is too big (5.0 MB). Choose a JPEG, PNG, WebP or AVIF image of up to 5 MB.',
    });
    expect(await inspectUpload('doc', { bytes: padded(pdf(), 10 * MB + 1), name: 'big.pdf' })).toMatchObject({ ok: false, message: expect.stringContaining('too big') });
    expect(await inspectUpload('doc', { bytes: Buffer.alloc(0), name: 'empty.pdf' })).toMatchObject({ ok: false });
  });

  it('stores files under a safe name with the extension of what they are', () => {
    expect(storedName('../../etc/passwd', '.pdf')).toBe('passwd.pdf');
    expect(storedName('C:\\Users\\me\\brief.pdf', '.pdf')).toBe('brief.pdf');
    expect(storedName('Résumé 2024.jpeg', '.png')).toBe('Resume-2024.png');
    expect(storedName('.hidden', '.pdf')).toBe('hidden.pdf');
    expect(storedName('', '.pdf')).toBe('file.pdf');
  });
});

describe('the browser’s first look (sniffBytes)', () => {
  it.each([
    ['PNG', png(), 'image/png'],
    ['JPEG', jpeg(), 'image/jpeg'],
    ['WebP', webp(), 'image/webp'],
    ['AVIF', avif(), 'image/avif'],
    ['PDF', pdf(), 'application/pdf'],
    ['HTML', html(), undefined],
    ['SVG', svg(), undefined],
    ['nothing', Buffer.alloc(0), undefined],
  ])('sees %s', (_label, bytes, mime) => {
    expect(sniffBytes(new Uint8Array(bytes))).toBe(mime);
  });

  it('agrees with the server on every sample', async () => {
    for (const bytes of [png(), jpeg(), webp(), avif(), pdf(), html(), svg()]) {
      const server = await inspectUpload(sniffBytes(bytes) === 'application/pdf' ? 'doc' : 'cover', { bytes, name: 'x' });
      expect(server.ok, bytes.subarray(0, 8).toString('hex')).toBe(sniffBytes(bytes) !== undefined);
    }
  });
});
