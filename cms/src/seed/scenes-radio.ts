// Scenes about radio, vehicles and the field: towers, dispatch, push-to-talk, energy and water.
// Drawn on a 1280 x 800 canvas with the subject inside the central 800 x 800 square.
import type { Draw } from './scenes-network';
import {
  type Palette,
  arcs,
  box,
  circle,
  cloud,
  ellipse,
  fmt,
  group,
  line,
  path,
  poly,
  rect,
  rings,
  shadow,
  tree,
} from './svg-kit';

const faces = (p: Palette) => ({ front: p.surface, side: p.side, top: p.top });
const outline = (p: Palette) => (p.dark ? {} : { stroke: '#0e2a47', 'stroke-opacity': 0.08, 'stroke-width': 1.5 });
const dark = (p: Palette) => (p.dark ? '#0a1f35' : '#0e2a47');

/** A lattice radio tower with its base at (x, base), `h` tall. */
export function latticeTower(p: Palette, x: number, base: number, h: number, w = 80): string {
  const topW = w * 0.22;
  const legs = `M${x - w / 2} ${base} L${x - topW / 2} ${base - h} M${x + w / 2} ${base} L${x + topW / 2} ${base - h}`;
  const braces: string[] = [];
  const steps = 7;
  for (let i = 0; i < steps; i++) {
    const y1 = base - (h * i) / steps;
    const y2 = base - (h * (i + 1)) / steps;
    const half1 = w / 2 - ((w - topW) / 2) * (i / steps);
    const half2 = w / 2 - ((w - topW) / 2) * ((i + 1) / steps);
    braces.push(`M${fmt(x - half1)} ${fmt(y1)} L${fmt(x + half2)} ${fmt(y2)} M${fmt(x + half1)} ${fmt(y1)} L${fmt(x - half2)} ${fmt(y2)} M${fmt(x - half2)} ${fmt(y2)} H${fmt(x + half2)}`);
  }
  const metal = p.dark ? '#c9dde5' : '#36597a';
  return [
    path(legs, { stroke: metal, 'stroke-width': 7, 'stroke-linecap': 'round' }),
    path(braces.join(' '), { stroke: metal, 'stroke-width': 3, 'stroke-opacity': 0.8 }),
    rect(x - topW / 2 - 18, base - h + 30, 12, 46, { fill: p.surface, rx: 3, stroke: metal, 'stroke-width': 2 }),
    rect(x + topW / 2 + 6, base - h + 30, 12, 46, { fill: p.surface, rx: 3, stroke: metal, 'stroke-width': 2 }),
    line(x, base - h, x, base - h - 50, { stroke: metal, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    circle(x, base - h - 54, 7, { fill: p.wattle }),
  ].join('');
}

/** A ute (utility vehicle) facing right, its rear wheel at x. */
function ute(p: Palette, x: number, base: number, colour: string): string {
  return [
    shadow(p, x + 60, base + 2, 80, 8),
    path(`M${x - 20} ${base - 14} V${base - 40} H${x + 60} L${x + 78} ${base - 66} H${x + 118} L${x + 134} ${base - 40} H${x + 146} V${base - 14} Z`, { fill: colour }),
    path(`M${x + 84} ${base - 60} H${x + 114} L${x + 126} ${base - 42} H${x + 78} Z`, { fill: dark(p), 'fill-opacity': 0.75 }),
    rect(x + 80, base - 74, 36, 7, { fill: p.wattle, rx: 3 }),
    line(x + 70, base - 66, x + 70, base - 100, { stroke: dark(p), 'stroke-width': 3 }),
    circle(x + 10, base - 12, 15, { fill: dark(p) }),
    circle(x + 10, base - 12, 6, { fill: '#c9dde5' }),
    circle(x + 112, base - 12, 15, { fill: dark(p) }),
    circle(x + 112, base - 12, 6, { fill: '#c9dde5' }),
  ].join('');
}

/** A radio tower on a hilltop with coverage rings, an equipment hut, solar and a ute below. */
export const radioTower: Draw = (p, rand) => {
  const top: [number, number] = [640, 370];
  const road = `M-20 760 C260 700 420 760 640 712 S1000 650 1300 690`;
  const coverage = [170, 300, 440].map((rx, i) =>
    ellipse(top[0], top[1] + 18, rx, rx * 0.2, {
      fill: i === 0 ? p.teal : 'none',
      'fill-opacity': 0.12,
      stroke: p.dark ? p.tealSoft : p.teal,
      'stroke-width': 3,
      'stroke-dasharray': '10 10',
      'stroke-opacity': 0.8 - i * 0.2,
    }),
  );
  return [
    path(`M0 500 Q260 ${fmt(440 + rand() * 30)} 520 480 T1000 ${fmt(450 + rand() * 30)} T1280 470 V800 H0 Z`, { fill: p.hills[0] }),
    path(`M0 600 C220 570 400 520 520 ${top[1] + 60} Q${top[0]} ${top[1] - 30} 760 ${top[1] + 60} C880 520 1080 560 1280 590 V800 H0 Z`, { fill: p.hills[1] }),
    ...coverage,
    arcs(top[0], top[1] - 250, [42, 74, 106], p.dark ? p.tealSoft : p.teal, 5, 62),
    latticeTower(p, top[0], top[1] + 6, 196, 66),
    shadow(p, top[0] + 100, top[1] + 22, 60, 9),
    box(top[0] + 60, top[1] + 20, 76, 48, 28, faces(p), outline(p)),
    rect(top[0] + 72, top[1] - 12, 18, 32, { fill: p.recess }),
    line(top[0] - 96, top[1] + 20, top[0] - 96, top[1] - 2, { stroke: p.side, 'stroke-width': 5 }),
    line(top[0] - 60, top[1] + 20, top[0] - 60, top[1] - 14, { stroke: p.side, 'stroke-width': 5 }),
    poly([[top[0] - 124, top[1] + 2], [top[0] - 44, top[1] - 24], [top[0] - 36, top[1] - 4], [top[0] - 116, top[1] + 22]], { fill: p.dark ? '#1d5f8a' : '#24507a' }),
    path(`M${top[0] - 84} ${top[1] - 11} L${top[0] - 76} ${top[1] + 9} M${top[0] - 120} ${top[1] + 12} L${top[0] - 40} ${top[1] - 14}`, { stroke: '#6ed3d1', 'stroke-opacity': 0.6, 'stroke-width': 2 }),
    path(`M0 650 Q320 590 640 650 T1280 620 V800 H0 Z`, { fill: p.hills[2] }),
    path(road, { fill: 'none', stroke: p.road, 'stroke-width': 46, 'stroke-linecap': 'round' }),
    path(road, { fill: 'none', stroke: p.wattle, 'stroke-width': 3, 'stroke-dasharray': '20 18', 'stroke-opacity': 0.8 }),
    tree(250, 620, 70, p, true),
    tree(300, 635, 50, p, true),
    tree(1010, 610, 80, p, true),
    tree(1070, 620, 56, p, true),
    ute(p, 740, 706, '#ffffff'),
    arcs(810, 606, [22, 36], p.wattle, 4, 55),
  ].join('');
};

/** A dispatch desk with three screens, a desk microphone and a headset. */
export const dispatchConsole: Draw = (p) => {
  const screenFill = p.dark ? '#0b2239' : '#17385a';
  const monitor = (x: number, y: number, w: number, h: number, content: string) =>
    [
      rect(x + w / 2 - 10, y + h, 20, 60, { fill: p.side }),
      rect(x + w / 2 - 50, y + h + 56, 100, 10, { fill: p.side, rx: 4 }),
      rect(x - 10, y - 10, w + 20, h + 20, { fill: p.dark ? '#2b618f' : '#0e2a47', rx: 12 }),
      rect(x, y, w, h, { fill: screenFill, rx: 4 }),
      content,
    ].join('');
  const roads = `M20 40 C90 80 140 30 250 90 M40 200 C100 140 160 160 260 120 M120 0 C130 80 110 150 150 220`;
  const mapContent = group(
    [
      path(roads, { fill: 'none', stroke: '#6ed3d1', 'stroke-opacity': 0.45, 'stroke-width': 6, 'stroke-linecap': 'round' }),
      ellipse(70, 150, 40, 24, { fill: '#16a5a7', 'fill-opacity': 0.25 }),
      ...[
        [90, 70],
        [200, 100],
        [150, 170],
      ].map(([a, b], i) => path(`M${a} ${b} c-12 -14 -12 -32 0 -32 c12 0 12 18 0 32 z`, { fill: i === 0 ? '#f2b134' : '#6ed3d1' })),
    ],
    { transform: 'translate(230 250)' },
  );
  const tiles = Array.from({ length: 9 }, (_, i) => {
    const cx = 560 + (i % 3) * 62;
    const cy = 232 + Math.floor(i / 3) * 64;
    const on = i === 1 || i === 5;
    return rect(cx, cy, 52, 52, { fill: on ? '#f2b134' : '#16a5a7', 'fill-opacity': on ? 1 : 0.55, rx: 8 }) + circle(cx + 26, cy + 26, 9, { fill: '#ffffff', 'fill-opacity': 0.8 });
  }).join('');
  const list = Array.from({ length: 6 }, (_, i) => {
    const y = 236 + i * 32;
    return circle(840, y + 9, 7, { fill: i === 2 ? '#f2b134' : '#6ed3d1' }) + rect(856, y + 3, 60 + ((i * 37) % 60), 12, { fill: '#ffffff', 'fill-opacity': 0.35, rx: 6 });
  }).join('');
  return [
    monitor(220, 240, 280, 210, mapContent),
    monitor(540, 210, 210, 210, tiles),
    monitor(820, 220, 240, 220, list),
    poly([[150, 560], [1130, 560], [1200, 640], [80, 640]], { fill: p.side }),
    rect(80, 640, 1120, 26, { fill: p.surface }),
    rect(80, 666, 1120, 14, { fill: p.side }),
    poly([[470, 586], [780, 586], [800, 616], [450, 616]], { fill: p.surface }),
    ...Array.from({ length: 12 }, (_, i) => rect(478 + i * 26, 592, 18, 8, { fill: p.side, rx: 2 })),
    ...Array.from({ length: 10 }, (_, i) => rect(486 + i * 28, 604, 20, 8, { fill: p.side, rx: 2 })),
    ellipse(900, 600, 44, 12, { fill: dark(p) }),
    path('M900 596 C900 520 860 500 830 470', { fill: 'none', stroke: dark(p), 'stroke-width': 7, 'stroke-linecap': 'round' }),
    rect(808, 446, 36, 26, { fill: dark(p), rx: 10, transform: 'rotate(-35 826 459)' }),
    ellipse(360, 600, 40, 10, { fill: p.shadow, 'fill-opacity': 0.2 }),
    path('M318 596 A44 44 0 0 1 406 596', { fill: 'none', stroke: dark(p), 'stroke-width': 9, 'stroke-linecap': 'round' }),
    rect(306, 578, 22, 26, { fill: p.teal, rx: 8 }),
    rect(396, 578, 22, 26, { fill: p.teal, rx: 8 }),
    path('M326 596 Q340 620 362 612', { fill: 'none', stroke: dark(p), 'stroke-width': 4 }),
    circle(364, 611, 5, { fill: p.wattle }),
  ].join('');
};

/** A rugged two-way radio and a smartphone linked by signal waves to a talk group. */
export const pushToTalk: Draw = (p) => {
  const radio = [
    shadow(p, 420, 668, 90, 14),
    rect(436, 170, 18, 120, { fill: dark(p), rx: 8 }),
    rect(360, 224, 16, 30, { fill: p.side, rx: 4 }),
    rect(388, 220, 30, 34, { fill: p.wattle, rx: 6 }),
    rect(330, 250, 180, 410, { fill: p.dark ? '#26557f' : '#1b3f63', rx: 34 }),
    rect(318, 330, 16, 90, { fill: p.wattle, rx: 6 }),
    rect(356, 290, 128, 70, { fill: '#0a1f35', rx: 10 }),
    rect(370, 306, 60, 10, { fill: '#6ed3d1', rx: 4 }),
    rect(370, 326, 90, 10, { fill: '#6ed3d1', 'fill-opacity': 0.5, rx: 4 }),
    ...Array.from({ length: 6 }, (_, i) => rect(366, 388 + i * 20, 108, 8, { fill: '#0a1f35', 'fill-opacity': 0.55, rx: 4 })),
    ...Array.from({ length: 9 }, (_, i) => rect(366 + (i % 3) * 40, 522 + Math.floor(i / 3) * 38, 28, 24, { fill: '#ffffff', 'fill-opacity': 0.2, rx: 6 })),
  ];
  const phone = [
    shadow(p, 860, 668, 100, 14),
    rect(770, 200, 190, 460, { fill: p.dark ? '#c9dde5' : '#0e2a47', rx: 32 }),
    rect(782, 216, 166, 428, { fill: p.dark ? '#0b2239' : '#17385a', rx: 22 }),
    rect(835, 228, 60, 10, { fill: '#000000', 'fill-opacity': 0.5, rx: 5 }),
    ...[0, 1, 2].map((i) => circle(818 + i * 48, 290, 18, { fill: ['#f2b134', '#6ed3d1', '#ffffff'][i], 'fill-opacity': 0.85 })),
    rect(800, 330, 130, 10, { fill: '#ffffff', 'fill-opacity': 0.3, rx: 5 }),
    circle(865, 490, 74, { fill: '#16a5a7', 'fill-opacity': 0.25 }),
    circle(865, 490, 58, { fill: '#16a5a7' }),
    rect(853, 452, 24, 44, { fill: '#ffffff', rx: 12 }),
    path('M841 486 a24 24 0 0 0 48 0 M865 510 v14 M851 524 h28', { fill: 'none', stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round' }),
  ];
  const group3 = [
    circle(640, 250, 92, { fill: p.surface, stroke: p.teal, 'stroke-width': 4 }),
    ...[
      [608, 236, '#f2b134'],
      [672, 236, p.teal],
      [640, 276, p.dark ? '#6ed3d1' : '#24507a'],
    ].map(([x, y, c]) =>
      circle(Number(x), Number(y) - 12, 16, { fill: String(c) }) + path(`M${Number(x) - 24} ${Number(y) + 30} a24 22 0 0 1 48 0 z`, { fill: String(c) }),
    ),
  ];
  return [
    rings(640, 250, [130, 175, 220], p.teal, 2.5, 0.45),
    path('M470 300 Q540 300 570 300', { fill: 'none', stroke: p.wattle, 'stroke-width': 5, 'stroke-dasharray': '4 12', 'stroke-linecap': 'round' }),
    path('M560 320 C520 400 480 380 470 380', { fill: 'none', stroke: p.wattle, 'stroke-width': 5, 'stroke-dasharray': '4 12', 'stroke-linecap': 'round' }),
    path('M720 320 C760 400 790 380 800 380', { fill: 'none', stroke: p.wattle, 'stroke-width': 5, 'stroke-dasharray': '4 12', 'stroke-linecap': 'round' }),
    ...group3,
    ...radio,
    ...phone,
    arcs(445, 160, [26, 44], p.wattle, 5, 60),
  ].join('');
};

/** A bus with a roof antenna linked to a mobile tower, with an inset of the in-vehicle router. */
export const vehicleRouter: Draw = (p) => {
  const base = 620;
  const body = p.dark ? '#ffffff' : '#ffffff';
  const stripe = p.teal;
  const bus = [
    shadow(p, 560, base + 4, 330, 16),
    rect(250, base - 240, 620, 220, { fill: body, rx: 26, stroke: p.dark ? 'none' : '#0e2a47', 'stroke-opacity': 0.12, 'stroke-width': 2 }),
    rect(250, base - 92, 620, 26, { fill: stripe }),
    rect(250, base - 60, 620, 10, { fill: p.wattle }),
    ...Array.from({ length: 6 }, (_, i) => rect(280 + i * 86, base - 214, 70, 78, { fill: '#17385a', rx: 8 })),
    rect(800, base - 214, 50, 150, { fill: '#17385a', rx: 8 }),
    rect(806, base - 208, 38, 70, { fill: '#6ed3d1', 'fill-opacity': 0.25, rx: 4 }),
    rect(256, base - 190, 10, 40, { fill: p.wattle, rx: 4 }),
    circle(360, base - 20, 40, { fill: dark(p) }),
    circle(360, base - 20, 16, { fill: '#c9dde5' }),
    circle(740, base - 20, 40, { fill: dark(p) }),
    circle(740, base - 20, 16, { fill: '#c9dde5' }),
    path(`M548 ${base - 238} q24 -34 52 0 z`, { fill: p.wattle }),
  ];
  const towerX = 985;
  const metal = p.dark ? '#c9dde5' : '#36597a';
  const tower = [
    path(`M${towerX - 40} ${base} L${towerX - 6} ${base - 330} M${towerX + 40} ${base} L${towerX + 6} ${base - 330}`, { stroke: metal, 'stroke-width': 7, 'stroke-linecap': 'round' }),
    path(
      Array.from({ length: 6 }, (_, i) => {
        const y1 = base - i * 55;
        const y2 = base - (i + 1) * 55;
        const h1 = 40 - i * 5.6;
        const h2 = 40 - (i + 1) * 5.6;
        return `M${fmt(towerX - h1)} ${y1} L${fmt(towerX + h2)} ${y2} M${fmt(towerX + h1)} ${y1} L${fmt(towerX - h2)} ${y2}`;
      }).join(' '),
      { stroke: metal, 'stroke-width': 3 },
    ),
    rect(towerX - 30, base - 320, 12, 44, { fill: p.surface, stroke: metal, 'stroke-width': 2, rx: 3 }),
    rect(towerX + 18, base - 320, 12, 44, { fill: p.surface, stroke: metal, 'stroke-width': 2, rx: 3 }),
  ];
  const inset = [
    line(480, 240, 560, base - 250, { stroke: p.ink, 'stroke-opacity': 0.4, 'stroke-width': 3, 'stroke-dasharray': '4 8' }),
    circle(400, 190, 112, { fill: p.dark ? '#16395a' : '#ffffff', stroke: p.wattle, 'stroke-width': 6 }),
    rect(330, 190, 140, 56, { fill: p.dark ? '#2b618f' : '#24507a', rx: 12 }),
    rect(346, 150, 10, 44, { fill: dark(p), rx: 4 }),
    rect(444, 150, 10, 44, { fill: dark(p), rx: 4 }),
    ...[0, 1, 2, 3].map((i) => circle(356 + i * 20, 218, 5, { fill: i === 3 ? p.wattle : '#6ed3d1' })),
    rect(420, 212, 36, 12, { fill: '#ffffff', 'fill-opacity': 0.3, rx: 4 }),
  ];
  return [
    ...(p.dark ? [] : [cloud(300, 120, 180, '#ffffff'), cloud(980, 150, 140, '#ffffff')]),
    rect(0, base, 1280, 180, { fill: p.road }),
    path(`M0 ${base + 80} H1280`, { stroke: p.wattle, 'stroke-width': 6, 'stroke-dasharray': '40 30' }),
    rect(0, base, 1280, 8, { fill: p.side }),
    ...tower,
    path(`M572 ${base - 262} Q800 ${base - 420} ${towerX - 20} ${base - 300}`, { fill: 'none', stroke: p.wattle, 'stroke-width': 5, 'stroke-dasharray': '4 14', 'stroke-linecap': 'round' }),
    arcs(572, base - 262, [30, 52], p.wattle, 5, 55),
    arcs(towerX, base - 350, [34, 58, 84], p.dark ? p.tealSoft : p.teal, 5, 65),
    ...bus,
    ...inset,
  ].join('');
};

/** A laptop showing an interactive radio training module beside a handheld radio. */
export const virtualTraining: Draw = (p) => {
  const sx = 300;
  const sy = 150;
  const sw = 620;
  const sh = 390;
  const screen = p.dark ? '#0b2239' : '#17385a';
  const hotspot = (x: number, y: number) => circle(x, y, 24, { fill: '#f2b134', 'fill-opacity': 0.25 }) + circle(x, y, 12, { fill: 'none', stroke: '#f2b134', 'stroke-width': 4 });
  return [
    shadow(p, 640, 650, 420, 26),
    rect(sx - 16, sy - 16, sw + 32, sh + 32, { fill: p.dark ? '#c9dde5' : '#0e2a47', rx: 20 }),
    rect(sx, sy, sw, sh, { fill: screen, rx: 6 }),
    poly([[sx - 70, sy + sh + 16], [sx + sw + 70, sy + sh + 16], [sx + sw + 120, sy + sh + 70], [sx - 120, sy + sh + 70]], { fill: p.dark ? '#c9dde5' : '#24507a' }),
    rect(sx - 120, sy + sh + 70, sw + 240, 16, { fill: p.dark ? '#8fb0c4' : '#0e2a47', rx: 6 }),
    rect(sx + sw / 2 - 70, sy + sh + 40, 140, 18, { fill: '#000000', 'fill-opacity': 0.15, rx: 6 }),
    rect(sx + 20, sy + 20, 160, sh - 40, { fill: '#ffffff', 'fill-opacity': 0.06, rx: 10 }),
    ...Array.from({ length: 5 }, (_, i) => {
      const y = sy + 44 + i * 58;
      const done = i < 2;
      return (
        circle(sx + 46, y + 8, 12, { fill: done ? '#16a5a7' : 'none', stroke: done ? 'none' : '#6ed3d1', 'stroke-width': 3 }) +
        (done ? path(`M${sx + 40} ${y + 8} l5 5 l9 -10`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 3, 'stroke-linecap': 'round' }) : '') +
        rect(sx + 68, y + 2, 90 - (i % 2) * 20, 12, { fill: '#ffffff', 'fill-opacity': i === 2 ? 0.7 : 0.3, rx: 6 })
      );
    }),
    rect(sx + 330, sy + 70, 22, 70, { fill: '#0a1f35', rx: 8 }),
    rect(sx + 270, sy + 120, 150, 230, { fill: '#2b618f', rx: 26 }),
    rect(sx + 290, sy + 150, 110, 54, { fill: '#0a1f35', rx: 8 }),
    rect(sx + 302, sy + 164, 54, 9, { fill: '#6ed3d1', rx: 4 }),
    ...Array.from({ length: 6 }, (_, i) => rect(sx + 292 + (i % 3) * 38, sy + 226 + Math.floor(i / 3) * 34, 28, 22, { fill: '#ffffff', 'fill-opacity': 0.2, rx: 5 })),
    rect(sx + 262, sy + 170, 10, 60, { fill: '#f2b134', rx: 4 }),
    hotspot(sx + 267, sy + 200),
    hotspot(sx + 341, sy + 76),
    hotspot(sx + 345, sy + 177),
    line(sx + 370, sy + 177, sx + 470, sy + 150, { stroke: '#f2b134', 'stroke-width': 3 }),
    rect(sx + 470, sy + 126, 120, 54, { fill: '#ffffff', 'fill-opacity': 0.12, rx: 10 }),
    rect(sx + 484, sy + 140, 90, 10, { fill: '#ffffff', 'fill-opacity': 0.6, rx: 5 }),
    rect(sx + 484, sy + 158, 64, 8, { fill: '#ffffff', 'fill-opacity': 0.3, rx: 4 }),
    rect(sx + 200, sy + sh - 40, sw - 230, 12, { fill: '#ffffff', 'fill-opacity': 0.15, rx: 6 }),
    rect(sx + 200, sy + sh - 40, (sw - 230) * 0.45, 12, { fill: '#16a5a7', rx: 6 }),
    shadow(p, 984, 662, 60, 10),
    group(
      [
        rect(38, -60, 14, 60, { fill: dark(p), rx: 6 }),
        rect(0, 0, 90, 180, { fill: p.dark ? '#26557f' : '#1b3f63', rx: 20 }),
        rect(12, 18, 66, 34, { fill: '#0a1f35', rx: 6 }),
        rect(-8, 50, 10, 50, { fill: '#f2b134', rx: 4 }),
      ],
      { transform: 'translate(942 470) rotate(12)' },
    ),
  ].join('');
};

/** A wind turbine, base at (x, base), hub `h` above it, blades at `angle` degrees. */
function turbine(p: Palette, x: number, base: number, h: number, angle: number): string {
  const blade = h * 0.52;
  const bw = h * 0.05;
  const hub: [number, number] = [x, base - h];
  const white = p.dark ? '#e8f1f4' : '#ffffff';
  const edge = p.dark ? {} : { stroke: '#0e2a47', 'stroke-opacity': 0.15, 'stroke-width': 1.5 };
  const blades = [0, 120, 240].map((a) =>
    path(`M0 0 C${fmt(bw)} ${fmt(-blade * 0.2)} ${fmt(bw * 0.7)} ${fmt(-blade * 0.8)} 0 ${fmt(-blade)} C${fmt(-bw * 0.4)} ${fmt(-blade * 0.7)} ${fmt(-bw * 0.6)} ${fmt(-blade * 0.2)} 0 0 Z`, {
      fill: white,
      transform: `translate(${fmt(hub[0])} ${fmt(hub[1])}) rotate(${angle + a})`,
      ...edge,
    }),
  );
  return [
    poly([[x - h * 0.03, base], [x - h * 0.012, base - h], [x + h * 0.012, base - h], [x + h * 0.03, base]], { fill: white, ...edge }),
    rect(x - h * 0.05, base - h - h * 0.03, h * 0.12, h * 0.055, { fill: white, rx: h * 0.02, ...edge }),
    ...blades,
    circle(hub[0], hub[1], h * 0.028, { fill: p.wattle }),
  ].join('');
}

/** Wind turbines on rolling hills with a communications hut linked by microwave. */
export const windFarm: Draw = (p) => {
  return [
    circle(340, 170, 56, { fill: p.wattle, 'fill-opacity': p.dark ? 0.85 : 1 }),
    circle(340, 170, 84, { fill: p.wattle, 'fill-opacity': 0.15 }),
    path('M0 470 Q200 400 420 450 T820 430 T1280 420 V800 H0 Z', { fill: p.hills[0] }),
    turbine(p, 1150, 430, 120, 15),
    turbine(p, 980, 440, 150, 70),
    path('M0 560 Q300 470 620 530 T1280 500 V800 H0 Z', { fill: p.hills[1] }),
    turbine(p, 370, 520, 220, 40),
    turbine(p, 760, 520, 300, 95),
    path('M0 660 Q360 590 700 640 T1280 610 V800 H0 Z', { fill: p.hills[2] }),
    line(1140, 380, 1140, 440, { stroke: p.ink, 'stroke-opacity': 0.5, 'stroke-width': 3 }),
    shadow(p, 590, 668, 80, 10),
    box(520, 664, 110, 62, 34, faces(p), outline(p)),
    rect(538, 628, 24, 36, { fill: p.recess }),
    rect(600, 560, 8, 70, { fill: p.side }),
    ellipse(604, 556, 12, 30, { fill: p.surface, stroke: p.side, 'stroke-width': 4, transform: 'rotate(-20 604 556)' }),
    path('M616 552 Q900 430 1140 380', { fill: 'none', stroke: p.wattle, 'stroke-width': 4, 'stroke-dasharray': '4 12', 'stroke-linecap': 'round' }),
    path('M0 720 Q300 690 640 720 T1280 700', { fill: 'none', stroke: p.road, 'stroke-width': 20, 'stroke-linecap': 'round' }),
  ].join('');
};

/** Rows of solar panels under the sun with an inverter station and a communications mast. */
export const solarFarm: Draw = (p) => {
  const row = (y: number, x0: number, count: number, w: number, h: number) =>
    Array.from({ length: count }, (_, i) => {
      const x = x0 + i * (w + 14);
      return [
        line(x + w * 0.3, y + h, x + w * 0.3, y + h + 18, { stroke: p.side, 'stroke-width': 4 }),
        line(x + w * 0.7, y + h, x + w * 0.7, y + h + 18, { stroke: p.side, 'stroke-width': 4 }),
        poly([[x + 10, y], [x + w + 10, y], [x + w, y + h], [x, y + h]], { fill: p.dark ? '#1d5f8a' : '#24507a' }),
        path(`M${x + 5 + (w / 3)} ${y + 1} L${x + w / 3} ${y + h} M${x + 5 + (2 * w) / 3} ${y + 1} L${x + (2 * w) / 3} ${y + h} M${x + 5} ${y + h / 2} H${x + w + 5}`, {
          stroke: '#6ed3d1',
          'stroke-opacity': 0.5,
          'stroke-width': 2,
        }),
      ].join('');
    }).join('');
  return [
    circle(960, 170, 64, { fill: p.wattle }),
    circle(960, 170, 100, { fill: p.wattle, 'fill-opacity': 0.15 }),
    path('M0 430 Q300 360 640 410 T1280 380 V800 H0 Z', { fill: p.hills[0] }),
    path('M0 480 Q400 430 800 470 T1280 450 V800 H0 Z', { fill: p.hills[1] }),
    row(470, 140, 9, 90, 34),
    row(540, 100, 9, 100, 40),
    row(622, 50, 9, 112, 48),
    path('M0 720 Q400 690 800 720 T1280 700 V800 H0 Z', { fill: p.hills[2] }),
    shadow(p, 920, 742, 90, 10),
    box(850, 740, 130, 70, 36, faces(p), outline(p)),
    rect(866, 690, 40, 12, { fill: p.teal, rx: 3 }),
    rect(920, 690, 40, 12, { fill: p.wattle, rx: 3 }),
    rect(990, 430, 10, 310, { fill: p.side }),
    rect(976, 470, 8, 40, { fill: p.surface, stroke: p.side, 'stroke-width': 2 }),
    rect(1006, 470, 8, 40, { fill: p.surface, stroke: p.side, 'stroke-width': 2 }),
    circle(995, 424, 7, { fill: p.wattle }),
    arcs(995, 420, [30, 52, 76], p.dark ? p.tealSoft : p.teal, 5, 60),
  ].join('');
};

/** A water treatment plant with tanks, settling ponds and a telemetry mast with solar. */
export const waterUtility: Draw = (p) => {
  const tank = (cx: number, base: number, r: number, h: number) =>
    [
      shadow(p, cx + 10, base + 6, r * 1.3, r * 0.25),
      rect(cx - r, base - h, r * 2, h, { fill: p.surface }),
      path(`M${cx} ${base - h} V${base}`, { stroke: p.side, 'stroke-width': r }),
      rect(cx, base - h, r, h, { fill: p.side }),
      ellipse(cx, base, r, r * 0.3, { fill: p.side }),
      ellipse(cx, base - h, r, r * 0.3, { fill: p.top, stroke: p.side, 'stroke-width': 2 }),
      ...[0.3, 0.6].map((k) => path(`M${cx - r} ${base - h * k} A${r} ${r * 0.3} 0 0 0 ${cx + r} ${base - h * k}`, { fill: 'none', stroke: p.teal, 'stroke-width': 4 })),
    ].join('');
  return [
    path('M0 470 Q320 400 640 450 T1280 430 V800 H0 Z', { fill: p.hills[0] }),
    latticeTower(p, 1010, 450, 180, 50),
    path('M0 540 Q400 500 800 530 T1280 520 V800 H0 Z', { fill: p.hills[1] }),
    ellipse(420, 640, 170, 50, { fill: p.side }),
    ellipse(420, 636, 156, 42, { fill: p.water }),
    ellipse(420, 636, 90, 22, { fill: '#ffffff', 'fill-opacity': 0.18 }),
    ellipse(700, 680, 140, 40, { fill: p.side }),
    ellipse(700, 676, 128, 33, { fill: p.water }),
    path('M500 540 H420 V598 M780 548 V620 H720 V646', { fill: 'none', stroke: p.teal, 'stroke-width': 10, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    tank(560, 560, 70, 150),
    tank(760, 560, 55, 110),
    rect(880, 330, 10, 250, { fill: p.side }),
    path('M850 360 H920 M860 350 v20 M875 350 v20 M890 350 v20 M905 350 v20', { stroke: p.ink, 'stroke-opacity': 0.6, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    line(890, 460, 920, 460, { stroke: p.side, 'stroke-width': 6 }),
    poly([[914, 430], [990, 410], [998, 456], [922, 476]], { fill: p.dark ? '#1d5f8a' : '#24507a' }),
    path('M956 420 L960 466 M918 453 L994 433', { stroke: '#6ed3d1', 'stroke-opacity': 0.6, 'stroke-width': 2 }),
    rect(840, 520, 36, 50, { fill: p.surface, rx: 4, stroke: p.side, 'stroke-width': 3 }),
    circle(858, 536, 5, { fill: p.wattle }),
    path('M925 355 Q960 300 1000 290', { fill: 'none', stroke: p.wattle, 'stroke-width': 4, 'stroke-dasharray': '4 12', 'stroke-linecap': 'round' }),
    path('M0 760 C200 720 380 780 640 750 S1100 720 1280 760 V800 H0 Z', { fill: p.water, 'fill-opacity': 0.8 }),
    tree(250, 560, 60, p, true),
    tree(1000, 600, 70, p, true),
  ].join('');
};


/** A fenced radio site: tower base, equipment shelter, solar array, batteries and a generator. */
export const radioSite: Draw = (p) => {
  const base = 640;
  const metal = p.dark ? '#c9dde5' : '#36597a';
  const fencePosts = Array.from({ length: 12 }, (_, i) => 170 + i * 86);
  return [
    cloud(330, 170, 300, p.dark ? '#2b4f72' : '#c3d6de'),
    path('M300 180 l-24 56 h26 l-16 50', { fill: 'none', stroke: p.wattle, 'stroke-width': 7, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
    ...Array.from({ length: 7 }, (_, i) => line(220 + i * 34, 200, 206 + i * 34, 240, { stroke: p.dark ? '#6ed3d1' : '#5b8aa5', 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-opacity': 0.7 })),
    path('M0 520 Q320 470 640 510 T1280 490 V800 H0 Z', { fill: p.hills[0] }),
    rect(0, base - 40, 1280, 200, { fill: p.hills[1] }),
    poly([[120, base + 20], [1160, base + 20], [1100, base - 60], [180, base - 60]], { fill: p.dark ? '#2a4a66' : '#dfe9ee' }),
    path(`M${640 - 90} ${base - 20} L${640 - 24} 40 M${640 + 90} ${base - 20} L${640 + 24} 40`, { stroke: metal, 'stroke-width': 9, 'stroke-linecap': 'round' }),
    path(
      Array.from({ length: 8 }, (_, i) => {
        const y1 = base - 20 - i * 75;
        const y2 = y1 - 75;
        const h1 = 90 - i * 8.25;
        const h2 = 90 - (i + 1) * 8.25;
        return `M${fmt(640 - h1)} ${y1} L${fmt(640 + h2)} ${y2} M${fmt(640 + h1)} ${y1} L${fmt(640 - h2)} ${y2}`;
      }).join(' '),
      { stroke: metal, 'stroke-width': 3.5, 'stroke-opacity': 0.85 },
    ),
    rect(600, 120, 16, 60, { fill: p.surface, stroke: metal, 'stroke-width': 2, rx: 3 }),
    rect(664, 120, 16, 60, { fill: p.surface, stroke: metal, 'stroke-width': 2, rx: 3 }),
    shadow(p, 860, base + 4, 130, 14),
    box(760, base, 180, 120, 50, faces(p), outline(p)),
    rect(780, base - 90, 46, 90, { fill: p.recess }),
    rect(850, base - 96, 60, 36, { fill: p.side, rx: 4 }),
    ...[0, 1, 2, 3].map((i) => line(856, base - 88 + i * 8, 904, base - 88 + i * 8, { stroke: p.ink, 'stroke-opacity': 0.3, 'stroke-width': 2 })),
    shadow(p, 1020, base + 4, 60, 10),
    box(975, base, 80, 70, 26, { front: p.wattle, side: '#c98f1c', top: '#f7d17e' }),
    rect(990, base - 56, 50, 8, { fill: '#0e2a47', 'fill-opacity': 0.3, rx: 3 }),
    rect(1040, base - 96, 8, 30, { fill: p.side }),
    shadow(p, 420, base + 4, 90, 12),
    box(370, base, 100, 80, 30, faces(p), outline(p)),
    ...[0, 1, 2].map((i) => rect(382 + i * 30, base - 66, 20, 52, { fill: p.teal, rx: 4 })),
    ...[0, 1].map((i) => {
      const x = 150 + i * 100;
      return (
        line(x + 20, base - 10, x + 20, base - 50, { stroke: p.side, 'stroke-width': 5 }) +
        line(x + 70, base - 10, x + 70, base - 80, { stroke: p.side, 'stroke-width': 5 }) +
        poly([[x, base - 40], [x + 90, base - 96], [x + 96, base - 70], [x + 6, base - 14]], { fill: p.dark ? '#1d5f8a' : '#24507a' }) +
        path(`M${x + 30} ${base - 58} L${x + 36} ${base - 32} M${x + 60} ${base - 76} L${x + 66} ${base - 50} M${x + 3} ${base - 27} L${x + 93} ${base - 83}`, { stroke: '#6ed3d1', 'stroke-opacity': 0.6, 'stroke-width': 2 })
      );
    }),
    path(`M470 ${base - 30} H560 M940 ${base - 40} H975`, { stroke: p.ink, 'stroke-opacity': 0.4, 'stroke-width': 5 }),
    ...fencePosts.map((x) => line(x, base + 40, x, base - 30, { stroke: metal, 'stroke-width': 4 })),
    line(170, base - 24, 1116, base - 24, { stroke: metal, 'stroke-width': 3 }),
    line(170, base + 6, 1116, base + 6, { stroke: metal, 'stroke-width': 2, 'stroke-opacity': 0.6 }),
    path(Array.from({ length: 44 }, (_, i) => `M${170 + i * 21.5} ${base + 40} l21.5 -64`).join(' '), { stroke: metal, 'stroke-opacity': 0.25, 'stroke-width': 1.5 }),
    rect(0, base + 40, 1280, 120, { fill: p.hills[2] }),
  ].join('');
};

/** Two hilltop towers whose microwave dishes face each other across a valley. */
export const microwaveLink: Draw = (p) => {
  const metal = p.dark ? '#c9dde5' : '#36597a';
  const tower = (x: number, base: number, h: number) =>
    path(`M${x - 30} ${base} L${x - 8} ${base - h} M${x + 30} ${base} L${x + 8} ${base - h}`, { stroke: metal, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    path(
      Array.from({ length: 5 }, (_, i) => {
        const y1 = base - (i * h) / 5;
        const y2 = base - ((i + 1) * h) / 5;
        const h1 = 30 - i * 4.4;
        const h2 = 30 - (i + 1) * 4.4;
        return `M${fmt(x - h1)} ${fmt(y1)} L${fmt(x + h2)} ${fmt(y2)} M${fmt(x + h1)} ${fmt(y1)} L${fmt(x - h2)} ${fmt(y2)}`;
      }).join(' '),
      { stroke: metal, 'stroke-width': 2.5 },
    );
  const dish = (x: number, y: number, facing: 1 | -1) =>
    ellipse(x + facing * 14, y, 10, 26, { fill: p.surface, stroke: p.side, 'stroke-width': 4 }) + rect(x - 6, y - 4, 20 * facing, 8, { fill: metal });
  const a: [number, number] = [330, 300];
  const b: [number, number] = [950, 330];
  return [
    path('M0 470 Q200 420 400 460 T800 450 T1280 430 V800 H0 Z', { fill: p.hills[0] }),
    path(`M0 520 C120 480 220 ${a[1] + 120} ${a[0]} ${a[1] + 90} C440 ${a[1] + 120} 520 560 640 600 C760 560 840 ${b[1] + 120} ${b[0]} ${b[1] + 90} C1060 ${b[1] + 120} 1160 500 1280 520 V800 H0 Z`, { fill: p.hills[1] }),
    ellipse(640, 220, 290, 30, { fill: p.wattle, 'fill-opacity': 0.12, stroke: p.wattle, 'stroke-opacity': 0.4, 'stroke-width': 2, 'stroke-dasharray': '6 8', transform: 'rotate(3 640 220)' }),
    line(a[0] + 30, a[1] - 95, b[0] - 30, b[1] - 95, { stroke: p.wattle, 'stroke-width': 5, 'stroke-dasharray': '14 10', 'stroke-linecap': 'round' }),
    tower(a[0], a[1] + 92, 230),
    tower(b[0], b[1] + 92, 230),
    dish(a[0] + 10, a[1] - 95, 1),
    dish(b[0] - 10, b[1] - 95, -1),
    circle(a[0], a[1] - 142, 6, { fill: p.wattle }),
    circle(b[0], b[1] - 142, 6, { fill: p.wattle }),
    shadow(p, a[0] + 70, a[1] + 96, 40, 7),
    box(a[0] + 40, a[1] + 94, 50, 34, 18, faces(p), outline(p)),
    shadow(p, b[0] - 60, b[1] + 96, 40, 7),
    box(b[0] - 100, b[1] + 94, 50, 34, 18, faces(p), outline(p)),
    path('M0 690 Q360 620 640 660 T1280 640 V800 H0 Z', { fill: p.hills[2] }),
    path('M420 800 C500 730 560 700 640 690 S820 660 900 620', { fill: 'none', stroke: p.water, 'stroke-width': 34, 'stroke-linecap': 'round' }),
    path('M420 800 C500 730 560 700 640 690 S820 660 900 620', { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.25, 'stroke-width': 4, 'stroke-dasharray': '18 22' }),
    ...[
      [660, 720, 60, 34],
      [730, 734, 46, 30],
      [790, 712, 56, 38],
      [600, 742, 44, 28],
    ].map(([x, base, w, h]) => box(x!, base!, w!, h!, 16, faces(p), outline(p)) + rect(x! + w! / 2 - 6, base! - 14, 12, 14, { fill: p.recess })),
    ...[
      [520, 640, 46],
      [580, 655, 36],
      [760, 650, 44],
      [820, 662, 32],
      [180, 690, 50],
      [1100, 680, 48],
    ].map(([x, y, s]) => tree(x!, y!, s!, p, true)),
  ].join('');
};
