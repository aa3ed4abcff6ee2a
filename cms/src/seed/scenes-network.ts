// Scenes about networks, sites and data: every scene draws on a 1280 x 800 canvas and keeps its
// subject inside the central 800 x 800 square, so square and portrait crops still show it.
import {
  type Palette,
  box,
  circle,
  cloud,
  curve,
  curvePoint,
  ellipse,
  fmt,
  group,
  line,
  node,
  path,
  poly,
  rect,
  rings,
  shadow,
  windows,
} from './svg-kit';

export type Draw = (p: Palette, rand: () => number) => string;

const faces = (p: Palette) => ({ front: p.surface, side: p.side, top: p.top });
const outline = (p: Palette) => (p.dark ? {} : { stroke: '#0e2a47', 'stroke-opacity': 0.08, 'stroke-width': 1.5 });

// ---- buildings used by several scenes -------------------------------------------------------

export function officeTower(p: Palette, rand: () => number, x: number, base: number, w = 90, h = 170): string {
  return [
    shadow(p, x + w / 2 + 12, base + 4, w * 0.75),
    box(x, base, w, h, 34, faces(p), outline(p)),
    windows(x + 8, base - h + 12, w - 16, h - 24, 3, 6, p.recess, p.wattleSoft, rand),
  ].join('');
}

export function school(p: Palette, rand: () => number, x: number, base: number): string {
  const w = 140;
  const h = 70;
  return [
    shadow(p, x + w / 2 + 10, base + 4, w * 0.7),
    box(x, base, w, h, 30, faces(p), outline(p)),
    poly(
      [
        [x - 8, base - h],
        [x + w / 2, base - h - 42],
        [x + w + 8, base - h],
      ],
      { fill: p.teal },
    ),
    poly(
      [
        [x + w / 2, base - h - 42],
        [x + w / 2 + 30, base - h - 58],
        [x + w + 38, base - h - 16],
        [x + w + 8, base - h],
      ],
      { fill: p.dark ? '#0f6f71' : '#0b7375' },
    ),
    windows(x + 10, base - h + 12, w - 20, 30, 5, 1, p.recess, p.wattleSoft, rand),
    rect(x + w / 2 - 11, base - 30, 22, 30, { fill: p.wattle }),
  ].join('');
}

export function warehouse(p: Palette, _rand: () => number, x: number, base: number): string {
  const w = 150;
  const h = 60;
  return [
    shadow(p, x + w / 2 + 12, base + 4, w * 0.7),
    box(x, base, w, h, 40, faces(p), outline(p)),
    rect(x + 14, base - 42, 40, 42, { fill: p.recess }),
    rect(x + 64, base - 42, 40, 42, { fill: p.recess }),
    ...[0, 1, 2, 3].map((i) => line(x + 14, base - 36 + i * 9, x + 54, base - 36 + i * 9, { stroke: p.ink, 'stroke-opacity': 0.25, 'stroke-width': 2 })),
    ...[0, 1, 2, 3].map((i) => line(x + 64, base - 36 + i * 9, x + 104, base - 36 + i * 9, { stroke: p.ink, 'stroke-opacity': 0.25, 'stroke-width': 2 })),
    rect(x + 116, base - 30, 22, 30, { fill: p.wattle }),
  ].join('');
}

export function clinic(p: Palette, rand: () => number, x: number, base: number): string {
  const w = 120;
  const h = 100;
  return [
    shadow(p, x + w / 2 + 10, base + 4, w * 0.7),
    box(x, base, w, h, 30, faces(p), outline(p)),
    windows(x + 8, base - h + 34, w - 16, 40, 4, 2, p.recess, p.wattleSoft, rand),
    rect(x + w / 2 - 14, base - 24, 28, 24, { fill: p.recess }),
    rect(x + w / 2 - 16, base - h + 6, 32, 24, { fill: p.teal, rx: 4 }),
    rect(x + w / 2 - 3.5, base - h + 9, 7, 18, { fill: '#ffffff' }),
    rect(x + w / 2 - 9, base - h + 14.5, 18, 7, { fill: '#ffffff' }),
  ].join('');
}

export function shopfront(p: Palette, _rand: () => number, x: number, base: number): string {
  const w = 120;
  const h = 70;
  const stripes = Array.from({ length: 6 }, (_, i) =>
    rect(x + i * (w / 6), base - h + 10, w / 6, 16, { fill: i % 2 === 0 ? p.wattle : p.dark ? '#fdf3dc' : '#ffffff' }),
  );
  return [
    shadow(p, x + w / 2 + 10, base + 4, w * 0.7),
    box(x, base, w, h, 28, faces(p), outline(p)),
    ...stripes,
    rect(x + 10, base - 40, 60, 40, { fill: p.recess }),
    rect(x + 80, base - 40, 28, 40, { fill: p.teal }),
  ].join('');
}

export function factory(p: Palette, _rand: () => number, x: number, base: number): string {
  const w = 150;
  const h = 55;
  const teeth = Array.from({ length: 3 }, (_, i) => {
    const tx = x + i * 50;
    return poly(
      [
        [tx, base - h],
        [tx + 50, base - h - 30],
        [tx + 50, base - h],
      ],
      { fill: i % 2 === 0 ? p.teal : p.dark ? '#0f6f71' : '#0b7375' },
    );
  });
  return [
    shadow(p, x + w / 2 + 12, base + 4, w * 0.7),
    rect(x + 112, base - h - 70, 16, 70, { fill: p.side }),
    rect(x + 112, base - h - 76, 16, 8, { fill: p.wattle }),
    box(x, base, w, h, 30, faces(p), outline(p)),
    ...teeth,
    rect(x + 12, base - 34, 26, 34, { fill: p.recess }),
    rect(x + 52, base - 40, 80, 16, { fill: p.recess, rx: 3 }),
  ].join('');
}

// ---- scenes --------------------------------------------------------------------------------

/** Six sites of different kinds linked by network paths to one central hub. */
export const networkTopology: Draw = (p, rand) => {
  const hub: [number, number] = [640, 420];
  const sites: [number, number, (p: Palette, r: () => number, x: number, b: number) => string, number][] = [
    [300, 250, (pp, r, x, b) => officeTower(pp, r, x, b, 80, 150), 40],
    [570, 190, school, 70],
    [890, 250, warehouse, 75],
    [910, 620, clinic, 60],
    [560, 720, shopfront, 60],
    [270, 630, factory, 75],
  ];
  const links = sites.map(([x, b, , half], i) => {
    const tx = x + half;
    const ty = b - 10;
    const bend = i % 2 === 0 ? 0.12 : -0.12;
    const d = curve(hub[0], hub[1], tx, ty, bend);
    const [px, py] = curvePoint(hub[0], hub[1], tx, ty, bend, 0.3 + rand() * 0.4);
    return (
      path(d, { fill: 'none', stroke: p.teal, 'stroke-width': 5, 'stroke-opacity': 0.35 }) +
      path(d, { fill: 'none', stroke: p.tealSoft, 'stroke-width': 3, 'stroke-dasharray': '2 12', 'stroke-linecap': 'round' }) +
      node(px, py, 7, p.wattle)
    );
  });
  const hubDraw = [
    rings(hub[0], hub[1] - 30, [90, 130, 170], p.teal, 2, 0.5),
    shadow(p, hub[0] + 14, hub[1] + 34, 110, 22),
    box(hub[0] - 80, hub[1] + 30, 160, 30, 40, { front: p.recess, side: p.side, top: p.top }),
    box(hub[0] - 80, hub[1] - 6, 160, 30, 40, { front: p.recess, side: p.side, top: p.top }),
    box(hub[0] - 80, hub[1] - 42, 160, 30, 40, { front: p.recess, side: p.side, top: p.top }),
    ...[0, 1, 2].flatMap((row) =>
      [0, 1, 2, 3, 4, 5].map((i) =>
        circle(hub[0] - 62 + i * 14, hub[1] + 15 - row * 36, 3.2, { fill: i === 5 ? p.wattle : p.tealSoft }),
      ),
    ),
    ...[0, 1, 2].map((row) => rect(hub[0] + 20, hub[1] + 11 - row * 36, 46, 8, { fill: p.ink, 'fill-opacity': 0.25, rx: 2 })),
  ];
  return [...links, ...hubDraw, ...sites.map(([x, b, drawSite]) => drawSite(p, rand, x, b))].join('');
};

/** Simplified outline of mainland Australia and Tasmania as [longitude, latitude] pairs. */
const MAINLAND: [number, number][] = [
  [142.5, -10.7], [143.3, -12.5], [143.8, -14.2], [145.3, -15.5], [145.8, -16.9], [146.3, -18.9], [148.2, -20.1],
  [149.3, -21.2], [150.2, -22.3], [150.8, -23.5], [152.3, -24.8], [153.2, -25.9], [153.1, -27.2], [153.6, -28.6],
  [153.1, -30.3], [152.8, -31.7], [151.8, -32.9], [151.3, -33.8], [150.9, -34.5], [150.3, -35.7], [150.0, -36.6],
  [149.9, -37.5], [148.2, -37.8], [147.0, -38.4], [146.4, -39.1], [145.5, -38.6], [144.9, -38.1], [144.4, -38.3],
  [143.5, -38.8], [142.3, -38.4], [141.0, -38.1], [139.9, -37.3], [139.7, -36.6], [139.0, -35.6], [138.2, -35.6],
  [138.5, -34.8], [138.1, -34.2], [137.8, -35.0], [136.9, -35.3], [137.4, -34.3], [137.8, -33.0], [137.5, -33.1],
  [136.5, -33.9], [135.9, -34.8], [135.2, -34.4], [134.3, -33.3], [133.7, -32.2], [132.4, -32.0], [131.1, -31.5],
  [129.0, -31.7], [127.2, -32.3], [125.0, -32.7], [123.6, -33.9], [121.9, -33.9], [119.9, -34.0], [117.9, -35.1],
  [116.2, -35.0], [115.1, -34.4], [115.0, -33.6], [115.7, -33.3], [115.7, -32.0], [115.1, -30.3], [114.6, -28.8],
  [114.0, -27.5], [113.3, -26.2], [113.6, -24.9], [113.5, -23.0], [114.1, -21.8], [115.4, -21.5], [116.7, -20.6],
  [118.6, -20.3], [120.2, -19.8], [121.5, -19.0], [122.2, -18.0], [122.9, -16.4], [123.8, -16.2], [124.6, -15.3],
  [125.4, -14.5], [126.6, -13.9], [127.8, -14.4], [128.3, -15.3], [129.2, -14.9], [129.8, -13.5], [130.4, -12.6],
  [131.0, -12.2], [132.4, -11.4], [133.4, -11.8], [134.4, -12.0], [135.5, -12.0], [136.6, -12.0], [136.9, -12.6],
  [136.0, -13.4], [135.5, -14.6], [136.2, -15.3], [137.1, -16.0], [138.3, -16.8], [139.3, -17.4], [140.6, -17.6],
  [141.3, -16.5], [141.6, -15.0], [141.5, -13.6], [141.9, -12.6], [142.1, -11.3],
];
const TASMANIA: [number, number][] = [
  [144.7, -40.7], [146.0, -41.1], [147.0, -41.0], [148.3, -40.9], [148.3, -42.0], [148.0, -42.9], [147.3, -43.3],
  [146.7, -43.6], [146.0, -43.4], [145.3, -42.3], [144.8, -41.6],
];

/** Capital and regional office locations used by the map scene. */
export const CITIES = {
  sydney: [151.21, -33.87],
  newcastle: [151.78, -32.93],
  brisbane: [153.03, -27.47],
  melbourne: [144.96, -37.81],
  adelaide: [138.6, -34.93],
  perth: [115.86, -31.95],
} as const;

/** Six office locations across Australia linked to a hub in Sydney. */
export const australiaMap: Draw = (p) => {
  const scale = 17.5;
  const k = Math.cos((27 * Math.PI) / 180);
  const x0 = 640 - ((153.6 + 113.3) / 2 - 113.3) * k * scale - 6;
  const project = ([lon, lat]: readonly [number, number] | [number, number]): [number, number] => [
    x0 + (lon - 113.3) * k * scale,
    95 + (-10.7 - lat) * scale,
  ];
  const toPath = (pts: [number, number][]) =>
    `M${pts.map((pt) => project(pt).map(fmt).join(' ')).join(' L')} Z`;
  const hub = project(CITIES.sydney);
  const others = (['newcastle', 'brisbane', 'melbourne', 'adelaide', 'perth'] as const).map((c) => project(CITIES[c]));
  return [
    path(toPath(MAINLAND), { fill: p.dark ? '#1b4870' : '#ffffff', stroke: p.dark ? '#3a76a6' : '#9cc3cf', 'stroke-width': 3, 'stroke-linejoin': 'round', transform: 'translate(10 14)', opacity: 0.35 }),
    path(toPath(MAINLAND), { fill: p.dark ? '#1b4870' : '#ffffff', stroke: p.dark ? '#3a76a6' : '#9cc3cf', 'stroke-width': 3, 'stroke-linejoin': 'round' }),
    path(toPath(TASMANIA), { fill: p.dark ? '#1b4870' : '#ffffff', stroke: p.dark ? '#3a76a6' : '#9cc3cf', 'stroke-width': 3, 'stroke-linejoin': 'round' }),
    rings(hub[0], hub[1], [26, 46, 68], p.wattle, 2.5, 0.7),
    ...others.map(([x, y], i) => {
      const bend = i === 0 ? 0.5 : 0.18;
      return (
        path(curve(hub[0], hub[1], x, y, bend), { fill: 'none', stroke: p.teal, 'stroke-width': 6, 'stroke-opacity': 0.3 }) +
        path(curve(hub[0], hub[1], x, y, bend), { fill: 'none', stroke: p.dark ? p.tealSoft : p.teal, 'stroke-width': 3, 'stroke-dasharray': '3 10', 'stroke-linecap': 'round' })
      );
    }),
    ...others.map(([x, y]) => node(x, y, 10, p.teal) + circle(x, y, 4, { fill: '#ffffff' })),
    node(hub[0], hub[1], 14, p.wattle),
    circle(hub[0], hub[1], 5.5, { fill: '#ffffff' }),
  ].join('');
};

/** A row of server racks connected to a cloud above them, with a storage stack beside. */
export const dataCentre: Draw = (p, rand) => {
  const base = 660;
  const racks = [300, 440, 580, 720].map((x, i) => {
    const h = 290;
    const units = Array.from({ length: 9 }, (_, u) => {
      const y = base - h + 22 + u * 29;
      return (
        rect(x + 12, y, 96, 21, { fill: p.dark ? '#122f4c' : '#1b3f63', rx: 3 }) +
        circle(x + 24, y + 10.5, 3.5, { fill: rand() > 0.75 ? p.wattle : p.tealSoft }) +
        circle(x + 36, y + 10.5, 3.5, { fill: p.tealSoft, 'fill-opacity': 0.6 }) +
        rect(x + 60, y + 7, 40, 7, { fill: '#ffffff', 'fill-opacity': 0.16, rx: 2 })
      );
    });
    return (
      shadow(p, x + 80, base + 6, 90, 16) +
      box(x, base, 120, h, 44, { front: p.dark ? '#0c2741' : '#24507a', side: p.dark ? '#173b5e' : '#1a3c5f', top: p.dark ? '#2b618f' : '#3b6f9c' }) +
      units.join('') +
      (i === 1 ? '' : '')
    );
  });
  const cloudY = 215;
  const arrows = [360, 500, 640, 780].map((x, i) => {
    const up = i % 2 === 0;
    const y1 = cloudY + 10;
    const y2 = base - 330;
    return (
      line(x, y1, x, y2, { stroke: p.teal, 'stroke-width': 4, 'stroke-dasharray': '2 12', 'stroke-linecap': 'round' }) +
      path(up ? `M${x - 10} ${y1 + 34} l10 -12 l10 12` : `M${x - 10} ${y2 - 26} l10 12 l10 -12`, {
        fill: 'none',
        stroke: p.wattle,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      })
    );
  });
  const disc = (cy: number) =>
    ellipse(960, cy, 62, 20, { fill: p.top }) +
    rect(898, cy, 124, 34, { fill: p.surface }) +
    ellipse(960, cy + 34, 62, 20, { fill: p.surface });
  return [
    ...arrows,
    cloud(580, cloudY, 420, p.dark ? '#2b618f' : '#ffffff', p.dark ? {} : { stroke: '#0e2a47', 'stroke-opacity': 0.06, 'stroke-width': 2 }),
    circle(720, cloudY - 60, 30, { fill: p.teal }),
    path(`M706 ${cloudY - 60} l10 10 l18 -20`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    ...racks,
    shadow(p, 968, base + 6, 80, 14),
    group([disc(base - 120), disc(base - 84), disc(base - 48)]),
    ellipse(960, base - 120, 62, 20, { fill: p.top }),
    circle(1000, base - 70, 4, { fill: p.teal }),
    circle(1000, base - 34, 4, { fill: p.wattle }),
  ].join('');
};

/** Traffic passing a firewall wall guarded by a shield and padlock, to protected systems. */
export const networkSecurity: Draw = (p) => {
  const wallX = 600;
  const bricks: string[] = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 2; c++) {
      const off = r % 2 === 0 ? 0 : 20;
      bricks.push(rect(wallX + c * 40 - off + (r % 2 === 0 ? 0 : 20), 210 + r * 42, 38, 38, { fill: r % 2 === 0 ? p.side : p.surface, rx: 3 }));
    }
  }
  const device = (x: number, y: number, kind: 'laptop' | 'phone' | 'server') => {
    if (kind === 'laptop')
      return rect(x - 44, y - 34, 88, 56, { fill: p.surface, rx: 6 }) + rect(x - 36, y - 27, 72, 42, { fill: p.recess, rx: 3 }) + rect(x - 56, y + 22, 112, 10, { fill: p.side, rx: 4 });
    if (kind === 'phone') return rect(x - 22, y - 40, 44, 80, { fill: p.surface, rx: 8 }) + rect(x - 16, y - 30, 32, 58, { fill: p.recess, rx: 3 });
    return rect(x - 40, y - 40, 80, 24, { fill: p.surface, rx: 4 }) + rect(x - 40, y - 10, 80, 24, { fill: p.surface, rx: 4 }) + rect(x - 40, y + 20, 80, 24, { fill: p.surface, rx: 4 }) + [y - 28, y + 2, y + 32].map((yy) => circle(x - 26, yy, 4, { fill: p.teal })).join('');
  };
  const leftDevices: [number, number, 'laptop' | 'phone' | 'server'][] = [
    [330, 270, 'laptop'],
    [300, 420, 'phone'],
    [330, 570, 'server'],
  ];
  const arrowsIn = leftDevices.map(([x, y], i) => {
    const ok = i !== 1;
    const end = ok ? 900 : wallX - 30;
    return (
      line(x + 70, y, end, y, { stroke: ok ? p.teal : p.wattle, 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-dasharray': ok ? '14 12' : undefined }) +
      (ok
        ? path(`M${end - 6} ${y - 14} l16 14 l-16 14`, { fill: 'none', stroke: p.teal, 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
        : path(`M${end - 14} ${y - 14} l28 28 M${end + 14} ${y - 14} l-28 28`, { stroke: p.wattle, 'stroke-width': 7, 'stroke-linecap': 'round' }))
    );
  });
  const protectedNet = [
    [960, 260],
    [1010, 400],
    [950, 560],
    [900, 410],
  ] as const;
  const net = [
    ...protectedNet.flatMap(([x1, y1], i) =>
      protectedNet.slice(i + 1).map(([x2, y2]) => line(x1, y1, x2, y2, { stroke: p.ink, 'stroke-opacity': 0.25, 'stroke-width': 3 })),
    ),
    ...protectedNet.map(([x, y]) => node(x, y, 14, p.teal)),
  ];
  const sx = 640;
  const sy = 420;
  const shield = `M${sx} ${sy - 130} L${sx + 105} ${sy - 92} L${sx + 105} ${sy - 10} C${sx + 105} ${sy + 70} ${sx + 50} ${sy + 112} ${sx} ${sy + 135} C${sx - 50} ${sy + 112} ${sx - 105} ${sy + 70} ${sx - 105} ${sy - 10} L${sx - 105} ${sy - 92} Z`;
  return [
    ...net,
    ...bricks,
    ...arrowsIn,
    ...leftDevices.map(([x, y, k]) => device(x, y, k)),
    shadow(p, sx + 10, sy + 160, 120, 18),
    path(shield, { fill: p.teal }),
    path(shield, { fill: '#ffffff', 'fill-opacity': 0.12, transform: `translate(${sx} ${sy}) scale(0.82) translate(${-sx} ${-sy})` }),
    rect(sx - 40, sy - 10, 80, 64, { fill: p.wattle, rx: 10 }),
    path(`M${sx - 24} ${sy - 10} v-22 a24 24 0 0 1 48 0 v22`, { fill: 'none', stroke: p.wattle, 'stroke-width': 12 }),
    circle(sx, sy + 16, 9, { fill: p.dark ? '#0a1f35' : '#0e2a47' }),
    rect(sx - 4, sy + 18, 8, 20, { fill: p.dark ? '#0a1f35' : '#0e2a47', rx: 3 }),
  ].join('');
};

/** An analytics dashboard with line, bar and donut charts and a floating gauge card. */
export const dashboard: Draw = (p, rand) => {
  const x = 230;
  const y = 130;
  const w = 820;
  const h = 520;
  const panel = p.dark ? '#163a5d' : '#ffffff';
  const card = p.dark ? '#1d4a73' : '#f1f7f9';
  const points = Array.from({ length: 9 }, (_, i) => [x + 250 + i * 42, y + 330 - (60 + Math.sin(i * 0.9) * 35 + i * 9 + rand() * 18)] as const);
  const lineD = `M${points.map(([a, b]) => `${fmt(a)} ${fmt(b)}`).join(' L')}`;
  const areaD = `${lineD} L${fmt(points[8]![0])} ${y + 330} L${fmt(points[0]![0])} ${y + 330} Z`;
  const bars = Array.from({ length: 7 }, (_, i) => {
    const bh = 40 + rand() * 90;
    return rect(x + 250 + i * 46, y + 490 - bh, 26, bh, { fill: i === 4 ? p.wattle : p.teal, rx: 5 });
  });
  const r = 58;
  const circ = 2 * Math.PI * r;
  return [
    shadow(p, x + w / 2 + 20, y + h + 20, w * 0.5, 26),
    rect(x, y, w, h, { fill: panel, rx: 22 }),
    rect(x, y, w, 48, { fill: card, rx: 22 }),
    rect(x, y + 30, w, 18, { fill: card }),
    ...[0, 1, 2].map((i) => circle(x + 30 + i * 22, y + 24, 7, { fill: [p.wattle, p.tealSoft, p.side][i] })),
    rect(x + 20, y + 70, 180, h - 90, { fill: card, rx: 14 }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      rect(x + 40, y + 100 + i * 46, i === 1 ? 130 : 100 + (i % 3) * 14, 14, { fill: i === 1 ? p.teal : p.ink, 'fill-opacity': i === 1 ? 1 : 0.18, rx: 7 }),
    ),
    ...[0, 1, 2].map(
      (i) =>
        rect(x + 220 + i * 196, y + 70, 180, 80, { fill: card, rx: 14 }) +
        rect(x + 240 + i * 196, y + 92, 60 + i * 20, 12, { fill: p.ink, 'fill-opacity': 0.2, rx: 6 }) +
        rect(x + 240 + i * 196, y + 114, 100 - i * 10, 18, { fill: [p.teal, p.wattle, p.teal][i], rx: 6 }),
    ),
    rect(x + 220, y + 170, 376, 180, { fill: card, rx: 14 }),
    path(areaD, { fill: p.teal, 'fill-opacity': 0.25 }),
    path(lineD, { fill: 'none', stroke: p.teal, 'stroke-width': 5, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
    ...points.filter((_, i) => i % 2 === 0).map(([a, b]) => circle(a, b, 6, { fill: panel, stroke: p.teal, 'stroke-width': 4 })),
    rect(x + 616, y + 170, 184, 180, { fill: card, rx: 14 }),
    circle(x + 708, y + 260, r, { fill: 'none', stroke: p.side, 'stroke-width': 22 }),
    circle(x + 708, y + 260, r, { fill: 'none', stroke: p.teal, 'stroke-width': 22, 'stroke-dasharray': `${fmt(circ * 0.62)} ${fmt(circ)}`, transform: `rotate(-90 ${x + 708} ${y + 260})` }),
    circle(x + 708, y + 260, r, { fill: 'none', stroke: p.wattle, 'stroke-width': 22, 'stroke-dasharray': `0 ${fmt(circ * 0.62)} ${fmt(circ * 0.2)} ${fmt(circ)}`, transform: `rotate(-90 ${x + 708} ${y + 260})` }),
    rect(x + 220, y + 370, 580, 130, { fill: card, rx: 14 }),
    ...bars,
    shadow(p, 1010, 640, 110, 14),
    rect(890, 470, 230, 150, { fill: panel, rx: 18, stroke: p.dark ? '#2b618f' : '#d5e5ea', 'stroke-width': 2 }),
    path('M935 585 A70 70 0 0 1 1075 585', { fill: 'none', stroke: p.side, 'stroke-width': 18, 'stroke-linecap': 'round' }),
    path('M935 585 A70 70 0 0 1 1054 536', { fill: 'none', stroke: p.teal, 'stroke-width': 18, 'stroke-linecap': 'round' }),
    line(1005, 585, 1040, 540, { stroke: p.wattle, 'stroke-width': 6, 'stroke-linecap': 'round' }),
    circle(1005, 585, 9, { fill: p.wattle }),
  ].join('');
};

/** Two operators at desks facing a video wall of a network map, charts and status tiles. */
export const operationsCentre: Draw = (p, rand) => {
  const wallX = 220;
  const wallY = 90;
  const tile = (tx: number, ty: number, tw: number, th: number, content: string) =>
    rect(tx, ty, tw, th, { fill: p.dark ? '#0b2239' : '#17385a', rx: 6 }) + content;
  const mapNodes = Array.from({ length: 7 }, () => [wallX + 30 + rand() * 240, wallY + 30 + rand() * 150] as const);
  const mapContent = [
    ...mapNodes.slice(1).map(([a, b]) => line(mapNodes[0]![0], mapNodes[0]![1], a, b, { stroke: '#6ed3d1', 'stroke-opacity': 0.5, 'stroke-width': 2 })),
    ...mapNodes.map(([a, b], i) => circle(a, b, i === 0 ? 8 : 5, { fill: i === 0 ? '#f2b134' : '#6ed3d1' })),
  ].join('');
  const lineChart = (tx: number, ty: number) => {
    const pts = Array.from({ length: 8 }, (_, i) => `${tx + 20 + i * 32} ${ty + 120 - rand() * 70}`);
    return path(`M${pts.join(' L')}`, { fill: 'none', stroke: '#6ed3d1', 'stroke-width': 4, 'stroke-linejoin': 'round' });
  };
  const statusTiles = (tx: number, ty: number) =>
    Array.from({ length: 12 }, (_, i) =>
      rect(tx + 18 + (i % 4) * 62, ty + 18 + Math.floor(i / 4) * 52, 52, 40, { fill: i === 6 ? '#f2b134' : '#16a5a7', 'fill-opacity': i === 6 ? 1 : 0.75, rx: 5 }),
    ).join('');
  const bars = (tx: number, ty: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const bh = 30 + rand() * 100;
      return rect(tx + 22 + i * 32, ty + 160 - bh, 20, bh, { fill: i % 3 === 0 ? '#f2b134' : '#6ed3d1', rx: 3 });
    }).join('');
  const wall = [
    rect(wallX - 14, wallY - 14, 868, 384, { fill: p.dark ? '#1d4a73' : '#0e2a47', rx: 14 }),
    tile(wallX, wallY, 300, 210, mapContent),
    tile(wallX + 310, wallY, 260, 210, lineChart(wallX + 310, wallY)),
    tile(wallX + 580, wallY, 260, 210, statusTiles(wallX + 580, wallY)),
    tile(wallX, wallY + 220, 300, 136, bars(wallX, wallY + 180 - 44)),
    tile(wallX + 310, wallY + 220, 530, 136, lineChart(wallX + 330, wallY + 200) + lineChart(wallX + 580, wallY + 200)),
  ];
  const operator = (cx: number, headset: boolean, hair: string, shirt: string) =>
    [
      path(`M${cx - 70} 800 C${cx - 70} 700 ${cx - 50} 650 ${cx} 650 C${cx + 50} 650 ${cx + 70} 700 ${cx + 70} 800 Z`, { fill: shirt }),
      circle(cx, 610, 40, { fill: hair }),
      headset ? path(`M${cx - 42} 612 A42 42 0 0 1 ${cx + 42} 612`, { fill: 'none', stroke: p.dark ? '#0a1f35' : '#0e2a47', 'stroke-width': 7 }) + rect(cx - 50, 600, 14, 28, { fill: p.dark ? '#0a1f35' : '#0e2a47', rx: 5 }) : '',
    ].join('');
  const desk = [
    poly([[160, 640], [1120, 640], [1180, 700], [100, 700]], { fill: p.side }),
    rect(100, 700, 1080, 22, { fill: p.surface }),
    ...[300, 520, 760, 980].map((mx) => rect(mx - 80, 540, 160, 96, { fill: p.recess, rx: 8 }) + rect(mx - 8, 636, 16, 10, { fill: p.side })),
    ...[300, 520, 760, 980].map((mx, i) => rect(mx - 66, 554, 80 + (i % 2) * 30, 10, { fill: p.tealSoft, 'fill-opacity': 0.6, rx: 4 })),
  ];
  return [...wall, ...desk, operator(420, true, '#3b2a20', p.teal), operator(860, false, '#1f1a17', p.dark ? '#2b618f' : '#24507a')].join('');
};

/** City buildings, including a civic building with columns, linked by network lines. */
export const cityNetwork: Draw = (p, rand) => {
  const base = 640;
  const civicX = 520;
  const civic = [
    shadow(p, civicX + 130, base + 6, 200, 18),
    rect(civicX - 10, base - 26, 280, 26, { fill: p.side }),
    rect(civicX, base - 170, 260, 144, { fill: p.surface }),
    ...Array.from({ length: 6 }, (_, i) => rect(civicX + 18 + i * 44, base - 160, 20, 134, { fill: p.top, stroke: p.side, 'stroke-width': 2 })),
    poly([[civicX - 16, base - 170], [civicX + 130, base - 250], [civicX + 276, base - 170]], { fill: p.teal }),
    poly([[civicX + 40, base - 180], [civicX + 130, base - 228], [civicX + 220, base - 180]], { fill: '#ffffff', 'fill-opacity': 0.18 }),
    rect(civicX + 110, base - 80, 40, 54, { fill: p.recess, rx: 20 }),
  ];
  const towers = [
    [260, 110, 300],
    [380, 100, 220],
    [840, 90, 260],
    [950, 110, 340],
  ] as const;
  const buildings = towers.map(([x, w, h]) => officeTower(p, rand, x, base, w, h));
  const tops: [number, number][] = [
    [330, base - 320],
    [445, base - 240],
    [650, base - 262],
    [900, base - 280],
    [1020, base - 360],
  ];
  const links = tops.slice(1).map(([x, y], i) => {
    const [px, py] = tops[i]!;
    return path(curve(px, py, x, y, -0.25), { fill: 'none', stroke: p.teal, 'stroke-width': 4, 'stroke-dasharray': '2 10', 'stroke-linecap': 'round' });
  });
  return [
    rect(120, base, 1040, 60, { fill: p.road, rx: 8 }),
    path(`M160 ${base + 34} H1120`, { stroke: p.wattle, 'stroke-width': 4, 'stroke-dasharray': '18 14' }),
    ...buildings.slice(0, 2),
    ...civic,
    ...buildings.slice(2),
    ...links,
    ...tops.map(([x, y]) => node(x, y, 9, p.wattle)),
    path(`M140 ${base + 90} H1140`, { stroke: p.teal, 'stroke-width': 5, 'stroke-opacity': 0.6, 'stroke-dasharray': '2 14', 'stroke-linecap': 'round' }),
  ].join('');
};

/** Satellites on an orbit, linked to a flat-panel dish on a remote building. */
export const satelliteLink: Draw = (p, rand) => {
  const sat = (x: number, y: number, angle: number, s = 1) =>
    group(
      [
        rect(-80, -16, 56, 32, { fill: p.teal, rx: 3 }),
        rect(24, -16, 56, 32, { fill: p.teal, rx: 3 }),
        line(-80, 0, 80, 0, { stroke: p.dark ? '#0a1f35' : '#ffffff', 'stroke-width': 2 }),
        line(-52, -16, -52, 16, { stroke: p.dark ? '#0a1f35' : '#ffffff', 'stroke-width': 2 }),
        line(52, -16, 52, 16, { stroke: p.dark ? '#0a1f35' : '#ffffff', 'stroke-width': 2 }),
        rect(-24, -26, 48, 52, { fill: p.surface, rx: 8, stroke: p.side, 'stroke-width': 3 }),
        circle(0, 0, 9, { fill: p.wattle }),
      ],
      { transform: `translate(${x} ${y}) rotate(${angle}) scale(${s})` },
    );
  const stars = Array.from({ length: 26 }, () => circle(100 + rand() * 1080, 40 + rand() * 280, 1.5 + rand() * 2, { fill: p.ink, 'fill-opacity': 0.5 }));
  const base = 600;
  const termX = 700;
  const termY = base - 150;
  return [
    ...(p.dark ? stars : []),
    path('M80 330 Q640 -40 1200 330', { fill: 'none', stroke: p.ink, 'stroke-opacity': 0.28, 'stroke-width': 3, 'stroke-dasharray': '4 14', 'stroke-linecap': 'round' }),
    sat(330, 182, -22, 0.85),
    sat(640, 146, 0, 1),
    sat(950, 182, 22, 0.85),
    path(`M${termX} ${termY + 20} L630 180`, { stroke: p.wattle, 'stroke-width': 5, 'stroke-dasharray': '10 12', 'stroke-linecap': 'round' }),
    path(`M${termX} ${termY + 20} L935 205`, { stroke: p.wattle, 'stroke-width': 3, 'stroke-opacity': 0.5, 'stroke-dasharray': '10 12', 'stroke-linecap': 'round' }),
    path(`M0 ${base - 40} Q320 ${base - 120} 640 ${base - 50} T1280 ${base - 70} V800 H0 Z`, { fill: p.hills[0] }),
    path(`M0 ${base + 10} Q400 ${base - 50} 760 ${base + 10} T1280 ${base} V800 H0 Z`, { fill: p.hills[1] }),
    path(`M0 ${base + 90} Q480 ${base + 40} 900 ${base + 100} T1280 ${base + 80} V800 H0 Z`, { fill: p.hills[2] }),
    shadow(p, 560, base + 8, 140, 16),
    box(450, base, 180, 90, 50, faces(p), outline(p)),
    poly([[440, base - 90], [490, base - 118], [690, base - 118], [640, base - 90]], { fill: p.wattle }),
    rect(480, base - 60, 40, 60, { fill: p.recess }),
    rect(540, base - 64, 60, 30, { fill: p.recess, rx: 3 }),
    rect(termX - 5, termY + 30, 10, 120, { fill: p.side }),
    rect(termX - 30, base - 6, 60, 10, { fill: p.side, rx: 3 }),
    group([rect(-46, -8, 92, 16, { fill: p.surface, rx: 4, stroke: p.side, 'stroke-width': 3 }), rect(-40, -4, 80, 6, { fill: p.teal, rx: 2 })], {
      transform: `translate(${termX} ${termY + 24}) rotate(-22)`,
    }),
    line(790, base - 4, 790, base - 40, { stroke: p.side, 'stroke-width': 6 }),
    line(880, base - 4, 880, base - 60, { stroke: p.side, 'stroke-width': 6 }),
    poly([[760, base - 32], [900, base - 70], [912, base - 44], [772, base - 6]], { fill: p.dark ? '#1d5f8a' : '#24507a' }),
    path(`M806 ${base - 44} L816 ${base - 16} M852 ${base - 56} L862 ${base - 28} M766 ${base - 19} L906 ${base - 57}`, { stroke: '#6ed3d1', 'stroke-opacity': 0.6, 'stroke-width': 2 }),
  ].join('');
};

/** Three branch sites, each with a fibre path and a wireless path, joining one overlay hub. */
export const dualPath: Draw = (p, rand) => {
  const hub: [number, number] = [640, 190];
  const sites: [number, number, (pp: Palette, r: () => number, x: number, b: number) => string, number][] = [
    [300, 650, (pp, r, x, b) => officeTower(pp, r, x, b, 90, 150), 45],
    [580, 690, shopfront, 60],
    [830, 650, warehouse, 75],
  ];
  const mast = (x: number, y: number) =>
    path(`M${x - 14} ${y + 60} L${x} ${y} L${x + 14} ${y + 60} M${x - 9} ${y + 40} H${x + 9} M${x - 5} ${y + 20} H${x + 5}`, { fill: 'none', stroke: p.ink, 'stroke-opacity': 0.6, 'stroke-width': 3 }) +
    circle(x, y - 4, 5, { fill: p.wattle });
  const paths = sites.map(([x, b, , half], i) => {
    const sx = x + half;
    const sy = b - 80;
    const fibre = path(`M${sx - 14} ${sy} C${sx - 14} ${sy - 160} ${hub[0] - 40 + i * 40} ${hub[1] + 200} ${hub[0] - 30 + i * 30} ${hub[1] + 50}`, { fill: 'none', stroke: p.teal, 'stroke-width': 6, 'stroke-linecap': 'round' });
    const mx = sx + (i === 0 ? 90 : i === 1 ? 110 : -100);
    const my = sy - 150;
    const wireless = path(`M${sx + 14} ${sy} Q${mx} ${sy - 40} ${mx} ${my + 60} M${mx} ${my} Q${mx} ${hub[1] + 120} ${hub[0] - 20 + i * 20} ${hub[1] + 55}`, { fill: 'none', stroke: p.wattle, 'stroke-width': 5, 'stroke-dasharray': '4 12', 'stroke-linecap': 'round' });
    return fibre + wireless + mast(mx, my);
  });
  return [
    ...paths,
    rings(hub[0], hub[1], [110, 150], p.teal, 2, 0.4),
    cloud(hub[0], hub[1] + 60, 300, p.dark ? '#2b618f' : '#ffffff', p.dark ? {} : { stroke: '#0e2a47', 'stroke-opacity': 0.06, 'stroke-width': 2 }),
    circle(hub[0], hub[1], 34, { fill: p.teal }),
    path(`M${hub[0] - 16} ${hub[1] - 8} h32 m-10 -10 l10 10 l-10 10 M${hub[0] + 16} ${hub[1] + 10} h-32 m10 -10 l-10 10 l10 10`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    ...sites.map(([x, b, drawSite]) => drawSite(p, rand, x, b)),
  ].join('');
};

/** Servers backed up to locked storage and restored from it, round a clock. */
export const backupRestore: Draw = (p, rand) => {
  const base = 640;
  const rack = (x: number) => {
    const h = 280;
    return (
      shadow(p, x + 70, base + 6, 80, 14) +
      box(x, base, 110, h, 40, { front: p.dark ? '#0c2741' : '#24507a', side: p.dark ? '#173b5e' : '#1a3c5f', top: p.dark ? '#2b618f' : '#3b6f9c' }) +
      Array.from({ length: 8 }, (_, u) => {
        const y = base - h + 20 + u * 32;
        return rect(x + 12, y, 86, 22, { fill: p.dark ? '#122f4c' : '#1b3f63', rx: 3 }) + circle(x + 24, y + 11, 3.5, { fill: rand() > 0.7 ? p.wattle : p.tealSoft });
      }).join('')
    );
  };
  const disc = (cx: number, cy: number) => ellipse(cx, cy, 90, 28, { fill: p.top }) + rect(cx - 90, cy, 180, 46, { fill: p.surface }) + ellipse(cx, cy + 46, 90, 28, { fill: p.surface, ...outline(p) });
  const vx = 930;
  return [
    rack(230),
    rack(370),
    shadow(p, vx, base + 8, 120, 18),
    disc(vx, base - 170),
    disc(vx, base - 118),
    disc(vx, base - 66),
    ellipse(vx, base - 170, 90, 28, { fill: p.top, ...outline(p) }),
    rect(vx - 42, base - 300, 84, 70, { fill: p.wattle, rx: 12 }),
    path(`M${vx - 24} ${base - 300} v-24 a24 24 0 0 1 48 0 v24`, { fill: 'none', stroke: p.wattle, 'stroke-width': 12 }),
    circle(vx, base - 270, 9, { fill: '#0e2a47' }),
    rect(vx - 4, base - 268, 8, 20, { fill: '#0e2a47', rx: 3 }),
    path('M540 300 C600 180 760 180 820 280', { fill: 'none', stroke: p.teal, 'stroke-width': 10, 'stroke-linecap': 'round' }),
    path('M800 262 l22 22 l10 -30', { fill: 'none', stroke: p.teal, 'stroke-width': 10, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    path('M820 560 C760 660 600 660 540 560', { fill: 'none', stroke: p.wattle, 'stroke-width': 10, 'stroke-linecap': 'round', 'stroke-dasharray': '2 18' }),
    path('M560 582 l-22 -24 l-8 30', { fill: 'none', stroke: p.wattle, 'stroke-width': 10, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    circle(680, 420, 70, { fill: p.surface, stroke: p.teal, 'stroke-width': 8 }),
    path('M680 372 V420 L712 442', { fill: 'none', stroke: p.ink, 'stroke-width': 8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    ...Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return circle(680 + Math.cos(a) * 56, 420 + Math.sin(a) * 56, 3, { fill: p.ink, 'fill-opacity': 0.5 });
    }),
  ].join('');
};
