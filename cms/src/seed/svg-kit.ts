// Small drawing kit for the seed illustrations: the brand palette in a dark and a light tone, a
// deterministic random source and the SVG primitives the scenes, portraits and logos share.
// Everything returns SVG markup as strings; nothing here touches the file system.

/** Brand colours (the site's navy, teal and wattle). */
export const BRAND = {
  navy: '#0e2a47',
  deep: '#0a1f35',
  teal: '#0f8b8d',
  wattle: '#f2b134',
  mist: '#e8f1f4',
  white: '#ffffff',
} as const;

export type Tone = 'dark' | 'light';

export interface Palette {
  dark: boolean;
  bgFrom: string;
  bgTo: string;
  /** Large flat shapes: buildings, cards, devices. */
  surface: string;
  /** The shaded side of a shape. */
  side: string;
  /** The top of a shape, lit. */
  top: string;
  /** Recessed areas: screens, doors, windows. */
  recess: string;
  /** Strong detail lines and highlights. */
  ink: string;
  /** Faint lines (grids, links) drawn with ink at low opacity. */
  faint: number;
  teal: string;
  tealSoft: string;
  wattle: string;
  wattleSoft: string;
  /** Three layers of terrain, far to near. */
  hills: [string, string, string];
  /** Vegetation. */
  leaf: string;
  leafDark: string;
  shadow: string;
  /** Roads and paving. */
  road: string;
  /** Water. */
  water: string;
}

export function palette(tone: Tone): Palette {
  if (tone === 'dark') {
    return {
      dark: true,
      bgFrom: '#0a1f35',
      bgTo: '#12385a',
      surface: '#1f4c75',
      side: '#173b5e',
      top: '#2b618f',
      recess: '#0b2239',
      ink: '#ffffff',
      faint: 0.14,
      teal: '#16a5a7',
      tealSoft: '#6ed3d1',
      wattle: '#f2b134',
      wattleSoft: '#f7d17e',
      hills: ['#16476a', '#135b6e', '#0f6e72'],
      leaf: '#2f8f7a',
      leafDark: '#1f6e5f',
      shadow: '#050f1a',
      road: '#2a4a66',
      water: '#1d7f9a',
    };
  }
  return {
    dark: false,
    bgFrom: '#f6fafb',
    bgTo: '#d9eaef',
    surface: '#ffffff',
    side: '#c9dde5',
    top: '#eef5f8',
    recess: '#0e2a47',
    ink: '#0e2a47',
    faint: 0.12,
    teal: '#0f8b8d',
    tealSoft: '#8fd0cf',
    wattle: '#f2b134',
    wattleSoft: '#f8d88f',
    hills: ['#d3e7e6', '#b7d9d5', '#95c6c0'],
    leaf: '#5aa58c',
    leafDark: '#3f8a73',
    shadow: '#0e2a47',
    road: '#c3d3dc',
    water: '#7cc3d6',
  };
}

/** A seeded pseudo-random source: the same text always gives the same sequence. */
export function prng(seedText: string): () => number {
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

type Attrs = Record<string, string | number | undefined>;

const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, ...a })}/>`;
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => `<circle${attrs({ cx, cy, r, ...a })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, ...a })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) =>
  `<line${attrs({ x1, y1, x2, y2, ...a })}/>`;
export const path = (d: string, a: Attrs = {}) => `<path${attrs({ d, ...a })}/>`;
export const poly = (pts: [number, number][], a: Attrs = {}) =>
  `<polygon${attrs({ points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), ...a })}/>`;
export const group = (children: string | string[], a: Attrs = {}) =>
  `<g${attrs(a)}>${Array.isArray(children) ? children.join('') : children}</g>`;

/** A soft ground shadow under an object. */
export const shadow = (p: Palette, cx: number, cy: number, rx: number, ry = rx * 0.18) =>
  ellipse(cx, cy, rx, ry, { fill: p.shadow, 'fill-opacity': p.dark ? 0.45 : 0.12 });

/**
 * A 2.5D box: front face from (x, base - h) to (x + w, base), a shaded side face and a lit top,
 * receding up and to the right by `depth`.
 */
export function box(
  x: number,
  base: number,
  w: number,
  h: number,
  depth: number,
  c: { front: string; side: string; top: string },
  extra: Attrs = {},
): string {
  const dy = depth * 0.55;
  return [
    poly(
      [
        [x + w, base],
        [x + w + depth, base - dy],
        [x + w + depth, base - h - dy],
        [x + w, base - h],
      ],
      { fill: c.side, ...extra },
    ),
    poly(
      [
        [x, base - h],
        [x + depth, base - h - dy],
        [x + w + depth, base - h - dy],
        [x + w, base - h],
      ],
      { fill: c.top, ...extra },
    ),
    rect(x, base - h, w, h, { fill: c.front, ...extra }),
  ].join('');
}

/** Rows of small windows on a building front. */
export function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  fill: string,
  lit: string,
  rand: () => number,
): string {
  const gx = w / cols;
  const gy = h / rows;
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out.push(
        rect(x + c * gx + gx * 0.2, y + r * gy + gy * 0.22, gx * 0.6, gy * 0.56, {
          fill: rand() > 0.78 ? lit : fill,
          rx: 2,
        }),
      );
    }
  }
  return out.join('');
}

/** Concentric arcs opening upward from (cx, cy): radio coverage or a Wi-Fi signal. */
export function arcs(cx: number, cy: number, radii: number[], stroke: string, width: number, spread = 60): string {
  return radii
    .map((r, i) => {
      const a = (spread * Math.PI) / 180;
      const x1 = cx - r * Math.sin(a);
      const y1 = cy - r * Math.cos(a);
      const x2 = cx + r * Math.sin(a);
      return path(`M${n(x1)} ${n(y1)} A${n(r)} ${n(r)} 0 0 1 ${n(x2)} ${n(y1)}`, {
        fill: 'none',
        stroke,
        'stroke-width': width,
        'stroke-linecap': 'round',
        'stroke-opacity': Math.max(0.2, 1 - i * 0.22),
      });
    })
    .join('');
}

/** Full rings around a point, fading outward (coverage or a pulse). */
export function rings(cx: number, cy: number, radii: number[], stroke: string, width: number, start = 0.6): string {
  return radii
    .map((r, i) =>
      circle(cx, cy, r, {
        fill: 'none',
        stroke,
        'stroke-width': width,
        'stroke-opacity': Math.max(0.08, start - i * (start / (radii.length + 0.5))),
      }),
    )
    .join('');
}

/** A rounded cloud shape sitting on the line y = base, centred on cx. */
export function cloud(cx: number, base: number, w: number, fill: string, a: Attrs = {}): string {
  const h = w * 0.42;
  const r1 = h * 0.55;
  const r2 = h * 0.72;
  const r3 = h * 0.5;
  return group(
    [
      rect(cx - w / 2, base - h * 0.55, w, h * 0.55, { rx: h * 0.27 }),
      circle(cx - w * 0.22, base - h * 0.5, r1),
      circle(cx + w * 0.04, base - h * 0.62, r2),
      circle(cx + w * 0.28, base - h * 0.45, r3),
    ],
    { fill, ...a },
  );
}

/** A tree: trunk and a round or tall crown. */
export function tree(x: number, base: number, size: number, p: Palette, tall = false): string {
  const crown = tall
    ? ellipse(x, base - size * 1.15, size * 0.42, size * 0.8, { fill: p.leaf })
    : circle(x, base - size * 0.95, size * 0.55, { fill: p.leaf });
  const shade = tall
    ? path(
        `M${n(x)} ${n(base - size * 1.95)} A${n(size * 0.42)} ${n(size * 0.8)} 0 0 1 ${n(x)} ${n(base - size * 0.35)} Z`,
        { fill: p.leafDark },
      )
    : path(
        `M${n(x)} ${n(base - size * 1.5)} A${n(size * 0.55)} ${n(size * 0.55)} 0 0 1 ${n(x)} ${n(base - size * 0.4)} Z`,
        { fill: p.leafDark },
      );
  return [rect(x - size * 0.06, base - size * 0.5, size * 0.12, size * 0.5, { fill: p.dark ? '#0d2a40' : '#6d5a45' }), crown, shade].join('');
}

/** Layered rolling hills across the bottom of the canvas. */
export function hills(p: Palette, w: number, h: number, rand: () => number, tops: [number, number, number]): string {
  return tops
    .map((top, i) => {
      const pts: string[] = [`M0 ${h}`];
      const segments = 4 + i;
      let prevY = top + rand() * 40;
      pts.push(`L0 ${n(prevY)}`);
      for (let s = 1; s <= segments; s++) {
        const x = (w * s) / segments;
        const y = top + rand() * 60 - 10;
        const cx = x - w / segments / 2;
        pts.push(`Q${n(cx)} ${n(Math.min(prevY, y) - 30 - rand() * 30)} ${n(x)} ${n(y)}`);
        prevY = y;
      }
      pts.push(`L${w} ${h} Z`);
      return path(pts.join(' '), { fill: p.hills[i] });
    })
    .join('');
}

/** A solid dot with a soft halo: a site or a packet on a link. */
export function node(cx: number, cy: number, r: number, fill: string, halo = true): string {
  return (halo ? circle(cx, cy, r * 2.2, { fill, 'fill-opacity': 0.18 }) : '') + circle(cx, cy, r, { fill });
}

/** A quadratic curve between two points, bowed by `bend` (a fraction of the distance). */
export function curve(x1: number, y1: number, x2: number, y2: number, bend: number): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const dx = x2 - x1;
  const dy = y2 - y1;
  return `M${n(x1)} ${n(y1)} Q${n(mx - dy * bend)} ${n(my + dx * bend)} ${n(x2)} ${n(y2)}`;
}

/** The point at t along the quadratic curve made by curve(). */
export function curvePoint(x1: number, y1: number, x2: number, y2: number, bend: number, t: number): [number, number] {
  const cx = (x1 + x2) / 2 - (y2 - y1) * bend;
  const cy = (y1 + y2) / 2 + (x2 - x1) * bend;
  const u = 1 - t;
  return [u * u * x1 + 2 * u * t * cx + t * t * x2, u * u * y1 + 2 * u * t * cy + t * t * y2];
}

/** The background: a brand gradient, a soft glow and a faint dot grid. */
export function background(p: Palette, w: number, h: number, glow: [number, number] = [0.7, 0.3]): string {
  const dots: string[] = [];
  for (let y = 40; y < h; y += 40) for (let x = 40; x < w; x += 40) dots.push(`M${x} ${y}h0.01`);
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.bgFrom}"/><stop offset="1" stop-color="${p.bgTo}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glow[0]}" cy="${glow[1]}" r="0.55">
      <stop offset="0" stop-color="${p.teal}" stop-opacity="${p.dark ? 0.35 : 0.18}"/>
      <stop offset="1" stop-color="${p.teal}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  ${rect(0, 0, w, h, { fill: 'url(#bg)' })}${rect(0, 0, w, h, { fill: 'url(#glow)' })}
  ${path(dots.join(''), { stroke: p.ink, 'stroke-opacity': p.faint * 0.8, 'stroke-width': 3, 'stroke-linecap': 'round' })}`;
}

export { n as fmt };
