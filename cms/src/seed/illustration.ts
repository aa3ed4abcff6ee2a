// Illustrations for the seed content, drawn here instead of fetched from an image host: a brand
// gradient, a deterministic constellation of connected nodes (the same picture for the same
// subject on every run), signal rings and the subject's icon. Turned into WebP by sharp.
import { ICON_LUCIDE_NAMES, type IconName } from '@ironbark/shared/blocks/icons';
import * as lucide from 'lucide-static';

const NAVY = '#0e2a47';
const DEEP = '#0a1f35';
const TEAL = '#0f8b8d';
const WATTLE = '#f2b134';
const MIST = '#e8f1f4';

function prng(seedText: string) {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function iconInner(icon: IconName): string {
  // lucide-static exports each icon as a whole <svg> string; keep its children.
  const svg = (lucide as unknown as Record<string, string | undefined>)[ICON_LUCIDE_NAMES[icon]];
  if (!svg) throw new Error(`Unknown icon ${icon}`);
  return svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
}

export interface IllustrationOptions {
  subject: string;
  icon: IconName;
  tone: 'dark' | 'light';
  width: number;
  height: number;
}

export function illustrationSvg({ subject, icon, tone, width, height }: IllustrationOptions): string {
  const rand = prng(`${subject}:${icon}:${tone}`);
  const dark = tone === 'dark';
  const nodes = Array.from({ length: 26 }, () => ({
    x: width * (0.08 + rand() * 0.88),
    y: height * (0.08 + rand() * 0.84),
    r: 3 + rand() * 6,
    hot: rand() > 0.82,
  }));
  const links: string[] = [];
  nodes.forEach((a, i) => {
    const nearest = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter(({ j }) => j !== i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2);
    for (const { j } of nearest) {
      const b = nodes[j]!;
      links.push(
        `<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}"/>`,
      );
    }
  });
  const cx = width * (0.5 + (rand() - 0.5) * 0.2);
  const cy = height * (0.5 + (rand() - 0.5) * 0.2);
  const tile = Math.min(width, height) * 0.34;
  const rings = [1.1, 1.55, 2.05, 2.6]
    .map((k, i) => `<circle cx="${cx}" cy="${cy}" r="${(tile * k) / 1.4}" stroke-opacity="${0.35 - i * 0.07}"/>`)
    .join('');
  const stroke = dark ? '#ffffff' : NAVY;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark ? DEEP : '#ffffff'}"/>
      <stop offset="0.6" stop-color="${dark ? NAVY : MIST}"/>
      <stop offset="1" stop-color="${dark ? TEAL : '#cfe6e8'}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${cx / width}" cy="${cy / height}" r="0.45">
      <stop offset="0" stop-color="${TEAL}" stop-opacity="${dark ? 0.55 : 0.25}"/>
      <stop offset="1" stop-color="${TEAL}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g stroke="${stroke}" stroke-opacity="${dark ? 0.18 : 0.16}" stroke-width="1.5">${links.join('')}</g>
  <g fill="none" stroke="${dark ? '#ffffff' : TEAL}" stroke-width="2">${rings}</g>
  <g>${nodes
    .map(
      (n) =>
        `<circle cx="${n.x.toFixed(1)}" cy="${n.y.toFixed(1)}" r="${n.r.toFixed(1)}" fill="${n.hot ? WATTLE : stroke}" fill-opacity="${n.hot ? 0.95 : 0.5}"/>`,
    )
    .join('')}</g>
  <rect x="${cx - tile / 2}" y="${cy - tile / 2}" width="${tile}" height="${tile}" rx="${tile * 0.22}" fill="${dark ? '#ffffff' : NAVY}" fill-opacity="${dark ? 0.1 : 0.92}" stroke="${dark ? '#ffffff' : NAVY}" stroke-opacity="0.35" stroke-width="2"/>
  <g transform="translate(${cx - tile * 0.3} ${cy - tile * 0.3}) scale(${(tile * 0.6) / 24})" fill="none" stroke="${dark ? '#ffffff' : '#ffffff'}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${iconInner(icon)}</g>
</svg>`;
}
