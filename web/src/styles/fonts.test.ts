// The site's Inter faces (tokens.css) and files agree: the preloaded core file holds every
// character its face claims, at the weights it claims, and the Latin file's face claims exactly
// the rest of @fontsource's Latin subset, so no character falls between the two and none is
// fetched twice. Checked on the files themselves (their character maps and weight axis, read by
// HarfBuzz), so a file made from a changed list without changing the CSS, or the reverse, fails.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_PRELOAD } from '../document';
import { CORE_CODE_POINTS, CORE_FEATURES, CORE_MAX_BYTES, CORE_WEIGHTS, FONT_FILES, LATIN_REST, RARE_ASCII, unicodeRangeOf } from './font-subsets.mjs';

const web = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/** The @font-face rules of tokens.css: their descriptors, whitespace folded. */
function faces(): Record<string, string>[] {
  const css = readFileSync(path.join(web, 'src/styles/tokens.css'), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) =>
    Object.fromEntries(
      m[1]!
        .split(';')
        .map((d) => d.trim().replace(/\s+/g, ' '))
        .filter(Boolean)
        .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
    ),
  );
}

const faceOf = (file: string) => faces().find((f) => f.src?.includes(`url(${file})`));

/** A WOFF2 file's characters and variation axes. */
async function fontFile(file: string) {
  const fontverter = require('fontverter') as { convert(font: Buffer, format: string): Promise<Buffer> };
  const { Blob, Face } = await import('harfbuzzjs');
  const ttf = await fontverter.convert(readFileSync(path.join(web, 'public', file)), 'truetype');
  const face = new Face(new Blob(new Uint8Array(ttf)));
  const features = new Set((['GSUB', 'GPOS'] as const).flatMap((table) => face.getTableFeatureTags(table)));
  return { unicodes: new Set(face.collectUnicodes()), axes: face.getAxisInfos(), features };
}

describe('the site fonts', () => {
  it('preloads the core file', () => {
    expect(FONT_PRELOAD).toBe(FONT_FILES.core);
  });

  it('keeps the preloaded file small enough for one round trip of a new connection, with its headers', () => {
    expect(statSync(path.join(web, 'public', FONT_FILES.core)).size).toBeLessThanOrEqual(CORE_MAX_BYTES);
    expect(CORE_MAX_BYTES + 650).toBeLessThanOrEqual(10 * 1460);
  });

  it('leaves the rare ASCII signs to the Latin file, and keeps the rest of ASCII in the core', () => {
    expect(RARE_ASCII.map((c) => String.fromCodePoint(c)).join('')).toBe('<=>[\\]^_`{|}');
    for (let c = 0x20; c <= 0x7e; c++) expect(CORE_CODE_POINTS.includes(c) !== RARE_ASCII.includes(c), String.fromCodePoint(c)).toBe(true);
    for (const c of RARE_ASCII) expect(LATIN_REST).toContain(c);
  });

  it('declares the core face with its characters and weights', () => {
    const core = faceOf(FONT_FILES.core);
    expect(core?.['unicode-range']).toBe(unicodeRangeOf(CORE_CODE_POINTS));
    expect(core?.['font-weight']).toBe(CORE_WEIGHTS.join(' '));
  });

  it('declares every Inter face with the same weights, so the browser takes them as parts of one font', () => {
    const inter = faces().filter((f) => /Inter Variable/.test(f['font-family'] ?? ''));
    expect(inter.length).toBe(3);
    for (const face of inter) expect(face['font-weight'], face.src).toBe(CORE_WEIGHTS.join(' '));
  });

  it('declares the Latin file for the rest of the Latin subset only', () => {
    expect(faceOf(FONT_FILES.latin)?.['unicode-range']).toBe(unicodeRangeOf(LATIN_REST));
    expect(LATIN_REST.some((c) => CORE_CODE_POINTS.includes(c))).toBe(false);
  });

  it('has a core file that holds every character and weight its face claims, and is smaller than the Latin file', async () => {
    const core = await fontFile(FONT_FILES.core);
    expect(CORE_CODE_POINTS.filter((c) => !core.unicodes.has(c)).map((c) => c.toString(16))).toEqual([]);
    expect([core.axes.wght?.min, core.axes.wght?.max]).toEqual(CORE_WEIGHTS);
    const latin = await fontFile(FONT_FILES.latin);
    // What the core file claims comes from the Latin file (nothing is drawn by another font).
    expect(CORE_CODE_POINTS.filter((c) => !latin.unicodes.has(c))).toEqual([]);
    const size = (file: string) => readFileSync(path.join(web, 'public', file)).length;
    expect(size(FONT_FILES.core)).toBeLessThan(size(FONT_FILES.latin) * 0.6);
  }, 30_000);

  it("keeps kerning and no feature the site's CSS could ask for", async () => {
    const core = await fontFile(FONT_FILES.core);
    const latin = await fontFile(FONT_FILES.latin);
    expect(core.features.has('kern')).toBe(true);
    expect([...core.features].filter((f) => !CORE_FEATURES.includes(f))).toEqual([]);
    // (the Latin file has those the core file left out)
    expect(['calt', 'tnum', 'frac'].filter((f) => latin.features.has(f) && !core.features.has(f))).toEqual(['calt', 'tnum', 'frac']);
    // No stylesheet of the site asks for one.
    const sheets = readdirSync(path.join(web, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(10);
    for (const sheet of sheets) expect(readFileSync(path.join(web, 'src', sheet), 'utf8'), sheet).not.toMatch(/font-variant-(numeric|ligatures|alternates)|font-feature-settings/);
  }, 30_000);
});
