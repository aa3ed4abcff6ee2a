// A small geometric single-line alphabet for the fictional client wordmarks. Letters are drawn as
// SVG strokes rather than set in a font, so a logo looks the same on every machine, including
// a container with no fonts installed. Capitals only, on a grid 10 units tall.

interface Glyph {
  /** Advance width in grid units (before letter spacing). */
  w: number;
  /** Path data on a grid 10 units tall, y down. */
  d: string;
}

const GLYPHS: Record<string, Glyph> = {
  A: { w: 7.4, d: 'M0 10 L3.7 0 L7.4 10 M1.3 6.6 H6.1' },
  B: { w: 6.4, d: 'M0 10 V0 H3.6 A2.5 2.5 0 0 1 3.6 5 H0 M3.6 5 H3.9 A2.5 2.5 0 0 1 3.9 10 H0' },
  C: { w: 8.8, d: 'M8.8 2 A5 5 0 1 0 8.8 8' },
  D: { w: 7.4, d: 'M0 0 V10 H2.6 A4.8 5 0 0 0 2.6 0 Z' },
  E: { w: 6, d: 'M6 0 H0 V10 H6 M0 5 H5' },
  F: { w: 6, d: 'M6 0 H0 V10 M0 5 H5' },
  G: { w: 9.8, d: 'M8.8 2 A5 5 0 1 0 9.8 5 H5.6' },
  H: { w: 7, d: 'M0 0 V10 M7 0 V10 M0 5 H7' },
  I: { w: 0, d: 'M0 0 V10' },
  J: { w: 5, d: 'M5 0 V7.2 A2.5 2.8 0 0 1 0 7.2' },
  K: { w: 6.6, d: 'M0 0 V10 M6.6 0 L0 6.4 M2.3 4.2 L6.8 10' },
  L: { w: 5.6, d: 'M0 0 V10 H5.6' },
  M: { w: 8.6, d: 'M0 10 V0 L4.3 7 L8.6 0 V10' },
  N: { w: 7, d: 'M0 10 V0 L7 10 V0' },
  O: { w: 9.6, d: 'M4.8 0 A4.8 5 0 1 0 4.8 10 A4.8 5 0 1 0 4.8 0 Z' },
  P: { w: 6.2, d: 'M0 10 V0 H3.5 A2.7 2.7 0 0 1 3.5 5.4 H0' },
  Q: { w: 9.6, d: 'M4.8 0 A4.8 5 0 1 0 4.8 10 A4.8 5 0 1 0 4.8 0 Z M6.4 7 L9.6 10.2' },
  R: { w: 6.6, d: 'M0 10 V0 H3.6 A2.7 2.7 0 0 1 3.6 5.4 H0 M3.4 5.4 L6.6 10' },
  S: { w: 6.4, d: 'M6.1 1.6 C5.4 0.5 4.4 0 3.2 0 C1.5 0 0.3 1 0.3 2.5 C0.3 4.2 1.8 4.7 3.3 5 C5 5.3 6.4 6 6.4 7.5 C6.4 9 5.1 10 3.2 10 C1.8 10 0.7 9.4 0 8.3' },
  T: { w: 7, d: 'M0 0 H7 M3.5 0 V10' },
  U: { w: 7, d: 'M0 0 V6.5 A3.5 3.5 0 0 0 7 6.5 V0' },
  V: { w: 7.4, d: 'M0 0 L3.7 10 L7.4 0' },
  W: { w: 10.4, d: 'M0 0 L2.6 10 L5.2 2.2 L7.8 10 L10.4 0' },
  X: { w: 7, d: 'M0 0 L7 10 M7 0 L0 10' },
  Y: { w: 7, d: 'M0 0 L3.5 5 L7 0 M3.5 5 V10' },
  Z: { w: 6.6, d: 'M0 0 H6.6 L0 10 H6.6' },
  '&': { w: 7, d: 'M7 10 L1.6 3.6 A2 2 0 1 1 4.6 3.6 L1 7 A2 2 0 0 0 4.6 9.6 L7 6.4' },
  '-': { w: 4, d: 'M0 5.4 H4' },
  '.': { w: 0, d: 'M0 10 V10' },
  "'": { w: 0, d: 'M0 0 V2.6' },
  ' ': { w: 3.2, d: '' },
};

export const SUPPORTED_CHARACTERS = Object.keys(GLYPHS).join('');

/** Characters of the text the alphabet cannot draw (case is ignored). */
export function unsupportedCharacters(text: string): string[] {
  return [...new Set([...text.toUpperCase()].filter((c) => !(c in GLYPHS)))];
}

/** Width of the text in grid units at the given letter spacing (also in grid units). */
export function textWidth(text: string, spacing: number): number {
  const chars = [...text.toUpperCase()];
  return chars.reduce((sum, c, i) => sum + (GLYPHS[c]?.w ?? 0) + (i < chars.length - 1 ? spacing : 0), 0);
}

/**
 * The text as one SVG path: capitals `size` units tall with their top-left at (x, y). Draw it
 * with a stroke (round caps and joins) and no fill.
 */
export function textPath(text: string, x: number, y: number, size: number, spacing: number): string {
  const k = size / 10;
  let cursor = 0;
  const parts: string[] = [];
  for (const c of text.toUpperCase()) {
    const glyph = GLYPHS[c];
    if (!glyph) throw new Error(`The wordmark alphabet has no "${c}"`);
    if (glyph.d) parts.push(transform(glyph.d, x + cursor * k, y, k));
    cursor += glyph.w + spacing;
  }
  return parts.join(' ');
}

/** Scales and moves path data made of M, L, H, V, C and A commands with absolute coordinates. */
function transform(d: string, dx: number, dy: number, k: number): string {
  const tokens = d.match(/[MLHVCAZ]|-?\d*\.?\d+/g) ?? [];
  const out: string[] = [];
  let cmd = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  const f = (v: number) => (Math.round(v * 100) / 100).toString();
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/[A-Z]/.test(t)) {
      cmd = t;
      i++;
      out.push(cmd);
      if (cmd === 'Z') continue;
    }
    switch (cmd) {
      case 'M':
      case 'L':
        out.push(f(dx + num() * k), f(dy + num() * k));
        break;
      case 'H':
        out.push(f(dx + num() * k));
        break;
      case 'V':
        out.push(f(dy + num() * k));
        break;
      case 'C':
        for (let p = 0; p < 3; p++) out.push(f(dx + num() * k), f(dy + num() * k));
        break;
      case 'A': {
        const rx = num();
        const ry = num();
        const rot = num();
        const large = num();
        const sweep = num();
        out.push(f(rx * k), f(ry * k), String(rot), String(large), String(sweep), f(dx + num() * k), f(dy + num() * k));
        break;
      }
      default:
        throw new Error(`Unsupported path command ${cmd}`);
    }
  }
  return out.join(' ');
}
