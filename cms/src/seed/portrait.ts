// Illustrated portraits for the team page: geometric head-and-shoulders busts in varied skin
// tones, hair and clothing. They are plainly drawings (the alt text says "Illustrated portrait
// of ..."), standing in for photographs the company has not supplied.
import options from './image-options.json';
import { circle, ellipse, group, path, rect } from './svg-kit';

export interface PortraitSpec {
  skin: string;
  hair: string;
  hairColour?: string;
  top: string;
  colour?: string;
  extras?: string[];
  background?: string;
}

const SKIN: Record<string, string> = {
  porcelain: '#f9e0d0',
  fair: '#f1c9ae',
  light: '#e3b08d',
  olive: '#c99568',
  tan: '#b07a4f',
  brown: '#8a5a3a',
  deep: '#5c3a26',
};
const HAIR: Record<string, string> = {
  black: '#1f1a17',
  'dark-brown': '#3b2a20',
  brown: '#6b4a32',
  auburn: '#8a3f22',
  blonde: '#d8b46a',
  grey: '#9a9a9a',
  white: '#e4e4e4',
};
const CLOTHES: Record<string, string> = {
  navy: '#1b3f63',
  teal: '#0f8b8d',
  wattle: '#e3a21a',
  slate: '#5b7286',
  plum: '#6d3b5e',
  forest: '#2f6b55',
};
const BACKGROUND: Record<string, [string, string]> = {
  teal: ['#cfe9e8', '#a9d8d6'],
  mist: ['#e8f1f4', '#d3e4ea'],
  wattle: ['#fbe7b8', '#f6d48a'],
  navy: ['#1b3f63', '#24507a'],
};

/** Darkens a #rrggbb colour by a fraction (0 to 1). */
export function shade(hex: string, by: number): string {
  const v = parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.round(c * (1 - by)).toString(16).padStart(2, '0');
  return `#${f((v >> 16) & 255)}${f((v >> 8) & 255)}${f(v & 255)}`;
}

/** The colour for an option, or an error naming the field (the seed checker reports these first). */
function pick(map: Record<string, string>, value: string, field: string): string {
  const colour = map[value];
  if (!colour) throw new Error(`Portrait ${field} "${value}" is not one of ${Object.keys(map).join(', ')}`);
  return colour;
}

const CX = 320;
const HEAD_Y = 290;

function hairBack(style: string, c: string): string {
  switch (style) {
    case 'bob':
      return path(`M214 300 C206 190 250 168 320 168 C390 168 434 190 426 300 L432 392 C400 404 370 400 360 380 L280 380 C270 400 240 404 208 392 Z`, { fill: c });
    case 'long':
      return path(`M212 290 C204 186 250 166 320 166 C390 166 436 186 428 290 L446 520 C410 540 370 520 360 480 L280 480 C270 520 230 540 194 520 Z`, { fill: c });
    case 'ponytail':
      return path(`M404 236 C470 250 480 330 452 420 C446 440 430 440 430 420 C440 350 430 290 396 262 Z`, { fill: c });
    case 'bun':
      return circle(CX, 170, 44, { fill: c });
    case 'curly':
      return [
        [236, 230, 44], [270, 192, 46], [320, 178, 50], [370, 192, 46], [404, 230, 44], [224, 282, 36], [416, 282, 36],
      ].map(([x, y, r]) => circle(x!, y!, r!, { fill: c })).join('');
    case 'headscarf':
      return path(`M196 300 C190 170 250 150 320 150 C390 150 450 170 444 300 C446 380 430 430 470 520 L170 520 C210 430 194 380 196 300 Z`, { fill: c });
    default:
      return '';
  }
}

function hairFront(style: string, c: string): string {
  switch (style) {
    case 'short':
      return path(`M226 292 C218 206 262 176 320 176 C384 176 424 206 414 292 C406 250 396 232 372 222 C330 236 282 232 252 218 C238 236 230 256 226 292 Z`, { fill: c });
    case 'crop':
      return path(`M230 262 C234 200 272 182 320 182 C368 182 406 200 410 262 C392 230 360 218 320 218 C280 218 248 230 230 262 Z`, { fill: c });
    case 'side-part':
      return path(`M224 300 C214 200 264 172 324 174 C388 176 426 210 416 298 C410 256 398 236 380 226 C340 226 300 212 276 196 C262 232 236 250 224 300 Z`, { fill: c });
    case 'curly':
      return [[262, 214, 30], [300, 200, 32], [342, 200, 32], [380, 214, 30]].map(([x, y, r]) => circle(x!, y!, r!, { fill: c })).join('');
    case 'bob':
    case 'long':
      return path(`M226 300 C216 204 262 178 320 178 C382 178 424 204 414 300 C404 250 384 226 350 216 C326 240 280 250 240 256 C232 270 228 284 226 300 Z`, { fill: c });
    case 'bun':
    case 'ponytail':
      return path(`M228 280 C224 206 266 180 320 180 C376 180 418 206 412 280 C396 236 366 220 320 220 C276 220 244 236 228 280 Z`, { fill: c });
    case 'shaved':
      return path(`M232 260 C236 200 272 184 320 184 C368 184 404 200 408 260 C392 230 360 220 320 220 C280 220 248 230 232 260 Z`, { fill: c, 'fill-opacity': 0.45 });
    case 'headscarf':
      return path(`M214 320 C206 200 256 166 320 166 C384 166 434 200 426 320 C420 250 396 214 320 212 C244 214 220 250 214 320 Z`, { fill: shade(c, 0.12) });
    default:
      return '';
  }
}

function clothing(top: string, colour: string, skin: string): string {
  const body = `M96 640 C96 520 180 470 ${CX} 466 C460 470 544 520 544 640 Z`;
  switch (top) {
    case 'blazer':
      return [
        path(body, { fill: colour }),
        path(`M272 470 L${CX} 560 L368 470 Z`, { fill: '#ffffff' }),
        path(`M262 474 L${CX} 600 L236 560 L252 520 Z M378 474 L${CX} 600 L404 560 L388 520 Z`, { fill: shade(colour, 0.22) }),
      ].join('');
    case 'shirt':
      return [
        path(body, { fill: colour }),
        path(`M278 466 L${CX} 500 L362 466 L350 452 L290 452 Z`, { fill: skin }),
        path(`M270 462 L${CX} 500 L300 520 L262 480 Z M370 462 L${CX} 500 L340 520 L378 480 Z`, { fill: '#ffffff', 'fill-opacity': 0.9 }),
        path(`M${CX} 500 V640`, { stroke: shade(colour, 0.25), 'stroke-width': 3 }),
        ...[540, 590].map((y) => circle(CX + 8, y, 4, { fill: shade(colour, 0.3) })),
      ].join('');
    case 'polo':
      return [
        path(body, { fill: colour }),
        path(`M284 468 L${CX} 520 L356 468 Z`, { fill: skin }),
        path(`M274 464 L${CX} 520 L304 526 L268 482 Z M366 464 L${CX} 520 L336 526 L372 482 Z`, { fill: shade(colour, 0.2) }),
        circle(CX, 540, 4, { fill: shade(colour, 0.35) }),
      ].join('');
    case 'knit':
      return [
        path(body, { fill: colour }),
        path(`M262 474 C280 500 360 500 378 474`, { fill: 'none', stroke: shade(colour, 0.25), 'stroke-width': 14, 'stroke-linecap': 'round' }),
        ...[140, 180, 460, 500].map((x) => path(`M${x} 560 V640`, { stroke: shade(colour, 0.12), 'stroke-width': 6 })),
      ].join('');
    case 'hi-vis':
      return [
        path(body, { fill: colour }),
        path(`M200 492 C230 478 262 470 282 468 L300 640 L170 640 Z M440 492 C410 478 378 470 358 468 L340 640 L470 640 Z`, { fill: '#f5c518' }),
        path(`M186 560 L298 556 M342 556 L454 560`, { stroke: '#e8eef2', 'stroke-width': 16 }),
        path(`M276 466 L${CX} 510 L364 466 Z`, { fill: skin }),
      ].join('');
    default:
      return path(body, { fill: colour });
  }
}

/** A head-and-shoulders bust on a 640 x 640 canvas, without background. */
export function bust(spec: PortraitSpec): string {
  const o = options.portrait;
  for (const [field, value, allowed] of [
    ['hair', spec.hair, o.hair],
    ['top', spec.top, o.top],
    ...(spec.extras ?? []).map((e) => ['extras', e, o.extras] as const),
  ] as const) {
    if (!allowed.includes(value)) throw new Error(`Portrait ${field} "${value}" is not one of ${allowed.join(', ')}`);
  }
  const skin = pick(SKIN, spec.skin, 'skin');
  const hairColour = pick(HAIR, spec.hairColour ?? 'dark-brown', 'hairColour');
  const colour = pick(CLOTHES, spec.colour ?? 'navy', 'colour');
  const extras = new Set(spec.extras ?? []);
  const deep = spec.skin === 'brown' || spec.skin === 'deep';
  const feature = deep ? '#2a1a12' : '#3a2a22';
  const scarf = spec.hair === 'headscarf';
  // A headscarf takes the clothing colour, or teal over navy so the two stay distinct.
  const scarfColour = colour === CLOTHES.navy ? CLOTHES.teal! : colour;
  const parts = [
    hairBack(spec.hair, scarf ? scarfColour : hairColour),
    rect(CX - 42, HEAD_Y + 60, 84, 130, { fill: shade(skin, 0.12), rx: 30 }),
    clothing(spec.top, colour, shade(skin, 0.12)),
  ];
  if (scarf) {
    parts.push(path(`M230 330 C240 420 270 470 ${CX} 480 C370 470 400 420 410 330 L430 470 C400 520 240 520 210 470 Z`, { fill: shade(scarfColour, 0.1) }));
  } else {
    parts.push(ellipse(CX - 92, HEAD_Y + 20, 18, 26, { fill: shade(skin, 0.06) }), ellipse(CX + 92, HEAD_Y + 20, 18, 26, { fill: shade(skin, 0.06) }));
  }
  parts.push(ellipse(CX, HEAD_Y, 94, 114, { fill: skin }));
  if (extras.has('beard')) {
    parts.push(path(`M228 300 C232 380 270 410 ${CX} 412 C370 410 408 380 412 300 C404 340 390 356 370 356 C350 346 290 346 270 356 C250 356 236 340 228 300 Z`, { fill: hairColour }));
  }
  const face = [
    path(`M270 ${HEAD_Y - 6} q16 -12 32 0 M338 ${HEAD_Y - 6} q16 -12 32 0`, { fill: 'none', stroke: scarf ? feature : hairColour, 'stroke-width': 7, 'stroke-linecap': 'round' }),
    ellipse(286, HEAD_Y + 18, 7, 8, { fill: feature }),
    ellipse(354, HEAD_Y + 18, 7, 8, { fill: feature }),
    path(`M${CX - 4} ${HEAD_Y + 30} q-8 24 2 30 q6 2 12 -2`, { fill: 'none', stroke: shade(skin, 0.22), 'stroke-width': 4, 'stroke-linecap': 'round' }),
    path(`M292 ${HEAD_Y + 76} q28 20 56 0`, { fill: 'none', stroke: deep ? '#3a1f16' : '#9a4a3a', 'stroke-width': 6, 'stroke-linecap': 'round' }),
    circle(262, HEAD_Y + 56, 14, { fill: '#e57f6b', 'fill-opacity': deep ? 0.12 : 0.18 }),
    circle(378, HEAD_Y + 56, 14, { fill: '#e57f6b', 'fill-opacity': deep ? 0.12 : 0.18 }),
  ];
  parts.push(...face);
  if (extras.has('moustache')) parts.push(path(`M286 ${HEAD_Y + 66} q34 -18 68 0 q-34 6 -68 0 Z`, { fill: hairColour }));
  parts.push(hairFront(spec.hair, scarf ? scarfColour : hairColour));
  if (extras.has('glasses')) {
    const frame = { fill: '#ffffff', 'fill-opacity': 0.15, stroke: '#1f2a33', 'stroke-width': 6 };
    parts.push(rect(252, HEAD_Y - 2, 66, 46, { rx: 14, ...frame }), rect(322, HEAD_Y - 2, 66, 46, { rx: 14, ...frame }));
    parts.push(path(`M318 ${HEAD_Y + 14} h4 M252 ${HEAD_Y + 12} l-24 -6 M388 ${HEAD_Y + 12} l24 -6`, { stroke: '#1f2a33', 'stroke-width': 6, 'stroke-linecap': 'round' }));
  }
  if (extras.has('earrings') && !scarf) {
    parts.push(circle(CX - 96, HEAD_Y + 52, 8, { fill: '#f2b134' }), circle(CX + 96, HEAD_Y + 52, 8, { fill: '#f2b134' }));
  }
  if (extras.has('headset')) {
    parts.push(
      path(`M214 ${HEAD_Y + 10} C214 150 426 150 426 ${HEAD_Y + 10}`, { fill: 'none', stroke: '#1f2a33', 'stroke-width': 12 }),
      rect(198, HEAD_Y - 10, 30, 60, { fill: '#1f2a33', rx: 12 }),
      rect(412, HEAD_Y - 10, 30, 60, { fill: '#1f2a33', rx: 12 }),
      path(`M214 ${HEAD_Y + 40} C220 ${HEAD_Y + 100} 250 ${HEAD_Y + 100} 284 ${HEAD_Y + 96}`, { fill: 'none', stroke: '#1f2a33', 'stroke-width': 7, 'stroke-linecap': 'round' }),
      circle(290, HEAD_Y + 95, 10, { fill: '#1f2a33' }),
    );
  }
  return parts.join('');
}

export function portraitSvg(spec: PortraitSpec, size: number): string {
  const [bg, ring] = BACKGROUND[spec.background ?? 'mist'] ?? [];
  if (!bg || !ring) throw new Error(`Portrait background "${spec.background}" is not one of ${Object.keys(BACKGROUND).join(', ')}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 640 640">
${rect(0, 0, 640, 640, { fill: bg })}
${circle(CX, 300, 250, { fill: ring })}
${group(bust(spec), { transform: 'translate(320 640) scale(1.08) translate(-320 -640)' })}
</svg>`;
}
