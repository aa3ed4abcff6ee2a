// Scenes about places and people: site plans, hospital wayfinding, security, calling, guides,
// classrooms and teams. Drawn on a 1280 x 800 canvas, subject inside the central 800 x 800.
import { bust, type PortraitSpec } from './portrait';
import type { Draw } from './scenes-network';
import {
  type Palette,
  arcs,
  box,
  circle,
  cloud,
  curve,
  ellipse,
  group,
  line,
  node,
  path,
  poly,
  rect,
  shadow,
  tree,
} from './svg-kit';

const faces = (p: Palette) => ({ front: p.surface, side: p.side, top: p.top });
const outline = (p: Palette) => (p.dark ? {} : { stroke: '#0e2a47', 'stroke-opacity': 0.08, 'stroke-width': 1.5 });
const dark = (p: Palette) => (p.dark ? '#0a1f35' : '#0e2a47');

/** A tree seen from above. */
const treeTop = (p: Palette, x: number, y: number, r: number) =>
  circle(x + r * 0.2, y + r * 0.25, r, { fill: p.shadow, 'fill-opacity': p.dark ? 0.3 : 0.1 }) +
  circle(x, y, r, { fill: p.leaf }) +
  circle(x - r * 0.25, y - r * 0.25, r * 0.5, { fill: '#ffffff', 'fill-opacity': 0.12 });

/** A Wi-Fi access point seen from above with its coverage circle. */
const coverage = (p: Palette, x: number, y: number, r: number) =>
  circle(x, y, r, { fill: p.teal, 'fill-opacity': 0.13, stroke: p.teal, 'stroke-width': 3, 'stroke-dasharray': '6 8' }) +
  node(x, y, 9, p.wattle);

/** A roof seen from above: a rectangle with a ridge line. */
const roofTop = (p: Palette, x: number, y: number, w: number, h: number, colour: string) =>
  rect(x + 6, y + 8, w, h, { fill: p.shadow, 'fill-opacity': p.dark ? 0.35 : 0.12, rx: 4 }) +
  rect(x, y, w, h, { fill: colour, rx: 4 }) +
  rect(x, y, w, h / 2, { fill: '#ffffff', 'fill-opacity': 0.16, rx: 4 }) +
  line(x + 4, y + h / 2, x + w - 4, y + h / 2, { stroke: '#000000', 'stroke-opacity': 0.15, 'stroke-width': 2 });

/** A top-down holiday park by the beach: cabins, caravan sites, pool, roads, trees, Wi-Fi. */
export const holidayParkPlan: Draw = (p, rand) => {
  const ground = p.dark ? '#1a5a57' : '#cde6d6';
  const cabins: string[] = [];
  for (let i = 0; i < 5; i++) cabins.push(roofTop(p, 300 + i * 80, 250, 56, 42, i % 2 === 0 ? p.teal : p.wattle));
  for (let i = 0; i < 5; i++) cabins.push(roofTop(p, 300 + i * 80, 420, 56, 42, i % 2 === 1 ? p.teal : p.surface));
  const vans: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 780 + (i % 2) * 120;
    const y = 250 + Math.floor(i / 2) * 140;
    vans.push(rect(x, y, 96, 110, { fill: 'none', stroke: p.ink, 'stroke-opacity': 0.35, 'stroke-width': 3, 'stroke-dasharray': '8 8', rx: 10 }));
    vans.push(rect(x + 22, y + 20, 50, 70, { fill: p.surface, rx: 12 }));
    vans.push(rect(x + 30, y + 30, 34, 16, { fill: p.side, rx: 5 }));
  }
  return [
    rect(0, 0, 1280, 130, { fill: p.water }),
    path(
      `M0 110 ${Array.from({ length: 17 }, (_, i) => `Q${i * 80 + 40} ${i % 2 === 0 ? 90 : 130} ${(i + 1) * 80} 110`).join(' ')}`,
      { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 4 },
    ),
    rect(0, 130, 1280, 70, { fill: p.dark ? '#c8a86a' : '#f3e3bd' }),
    rect(0, 200, 1280, 600, { fill: ground }),
    rect(240, 200, 820, 560, { fill: 'none', stroke: p.ink, 'stroke-opacity': 0.2, 'stroke-width': 3, rx: 20 }),
    path('M270 360 H1030 M270 360 V720 H1030 V360 M640 720 V800', { fill: 'none', stroke: p.dark ? '#4a6f8f' : '#e9eff2', 'stroke-width': 30, 'stroke-linejoin': 'round' }),
    path('M270 360 H1030 M270 360 V720 H1030 V360 M640 720 V800', { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.5, 'stroke-width': 2, 'stroke-dasharray': '12 12' }),
    ...cabins,
    ...vans,
    rect(330, 540, 200, 120, { fill: p.dark ? '#e8f1f4' : '#ffffff', rx: 16 }),
    rect(344, 554, 172, 92, { fill: p.water, rx: 12 }),
    path('M360 590 q20 -12 40 0 t40 0 t40 0', { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.6, 'stroke-width': 4 }),
    roofTop(p, 580, 560, 140, 90, p.dark ? '#2b618f' : '#24507a'),
    ...[
      [260, 230, 26], [1060, 240, 30], [560, 300, 22], [740, 300, 20], [300, 680, 24], [760, 690, 22], [1000, 680, 28], [1080, 520, 26],
      [220, 480, 22], [700, 470, 18], [560, 470, 18],
    ].map(([x, y, r]) => treeTop(p, x! + rand() * 6, y!, r!)),
    coverage(p, 420, 330, 120),
    coverage(p, 880, 330, 120),
    coverage(p, 640, 600, 130),
    coverage(p, 900, 620, 100),
  ].join('');
};

/** A top-down school campus: classroom blocks, an oval, courtyards, trees and Wi-Fi. */
export const campusPlan: Draw = (p, rand) => {
  const grass = p.dark ? '#1a5a57' : '#cde6d6';
  return [
    rect(0, 0, 1280, 800, { fill: grass }),
    path('M0 120 H1280 M200 0 V800', { stroke: p.dark ? '#4a6f8f' : '#e9eff2', 'stroke-width': 40 }),
    path('M0 120 H1280', { stroke: '#ffffff', 'stroke-opacity': 0.5, 'stroke-width': 3, 'stroke-dasharray': '20 16' }),
    ellipse(880, 520, 230, 150, { fill: p.dark ? '#b98a5a' : '#e9c89a' }),
    ellipse(880, 520, 200, 122, { fill: p.dark ? '#2f8f7a' : '#9fd0a8' }),
    rect(820, 470, 120, 100, { fill: '#ffffff', 'fill-opacity': 0.18 }),
    roofTop(p, 290, 190, 300, 90, p.teal),
    roofTop(p, 290, 300, 90, 260, p.dark ? '#2b618f' : '#24507a'),
    roofTop(p, 500, 330, 220, 80, p.wattle),
    roofTop(p, 410, 600, 240, 90, p.surface),
    roofTop(p, 700, 190, 260, 110, p.surface),
    rect(400, 440, 220, 130, { fill: p.dark ? '#2a4a66' : '#e4edf1', rx: 10 }),
    ...[
      [440, 480], [520, 500], [580, 470],
    ].map(([x, y]) => treeTop(p, x!, y!, 22)),
    ...[
      [250, 640, 26], [1080, 260, 30], [1120, 380, 24], [640, 720, 22], [1100, 700, 28], [980, 330, 20], [250, 240, 20],
    ].map(([x, y, r]) => treeTop(p, x! + rand() * 6, y!, r!)),
    coverage(p, 440, 250, 110),
    coverage(p, 560, 380, 100),
    coverage(p, 530, 640, 110),
    coverage(p, 830, 250, 120),
    coverage(p, 360, 440, 90),
  ].join('');
};

/** A hospital corridor with a wayfinding screen showing coloured routes that match the floor. */
export const wayfindingScreen: Draw = (p) => {
  const vx = 520;
  const back = { x1: 430, y1: 250, x2: 610, y2: 410 };
  const wall = p.dark ? '#1b4468' : '#ffffff';
  const wallSide = p.dark ? '#163a5d' : '#e3eef2';
  const floor = p.dark ? '#12324f' : '#d5e5ea';
  const routes = [
    { colour: p.teal, from: 360, to: vx - 30 },
    { colour: p.wattle, from: 480, to: vx },
    { colour: p.dark ? '#9ec9ff' : '#24507a', from: 600, to: vx + 30 },
  ];
  const doors = (left: boolean) =>
    [0, 1].map((i) => {
      const t1 = 0.25 + i * 0.32;
      const t2 = t1 + 0.16;
      const x = (t: number) => (left ? 0 + (back.x1 - 0) * t : 1280 + (back.x2 - 1280) * t);
      const yTop = (t: number) => 0 + (back.y1 - 0) * t + 180 * (1 - t);
      const yBot = (t: number) => 800 + (back.y2 - 800) * t;
      return poly(
        [
          [x(t1), yTop(t1)],
          [x(t2), yTop(t2)],
          [x(t2), yBot(t2)],
          [x(t1), yBot(t1)],
        ],
        { fill: i === 0 ? p.teal : p.side, 'fill-opacity': i === 0 ? 0.55 : 1 },
      );
    });
  return [
    poly([[0, 0], [1280, 0], [back.x2, back.y1], [back.x1, back.y1]], { fill: p.dark ? '#0f2c48' : '#eef5f8' }),
    ...[0.15, 0.4, 0.65].map((t) => {
      const y = 0 + (back.y1 - 0) * t;
      const half = 640 * (1 - t) + 90 * t;
      return rect(vx - half * 0.35, y + 20 * (1 - t), half * 0.7, 14 * (1 - t) + 4, { fill: '#ffffff', 'fill-opacity': 0.8, rx: 4 });
    }),
    poly([[0, 0], [back.x1, back.y1], [back.x1, back.y2], [0, 800]], { fill: wallSide }),
    poly([[1280, 0], [back.x2, back.y1], [back.x2, back.y2], [1280, 800]], { fill: wallSide }),
    rect(back.x1, back.y1, back.x2 - back.x1, back.y2 - back.y1, { fill: wall }),
    rect(vx - 26, back.y1 + 40, 52, 52, { fill: p.teal, rx: 6 }),
    rect(vx - 7, back.y1 + 50, 14, 32, { fill: '#ffffff' }),
    rect(vx - 16, back.y1 + 59, 32, 14, { fill: '#ffffff' }),
    poly([[0, 800], [back.x1, back.y2], [back.x2, back.y2], [1280, 800]], { fill: floor }),
    ...doors(true),
    ...doors(false),
    ...routes.map((r) => path(`M${r.from} 800 L${r.to} ${back.y2}`, { stroke: r.colour, 'stroke-width': 12, 'stroke-linecap': 'round' })),
    shadow(p, 905, 720, 120, 16),
    rect(890, 560, 30, 160, { fill: p.side }),
    rect(840, 700, 130, 20, { fill: p.side, rx: 8 }),
    rect(780, 170, 250, 410, { fill: p.dark ? '#e8f1f4' : '#0e2a47', rx: 22 }),
    rect(796, 186, 218, 378, { fill: '#0b2239', rx: 10 }),
    path('M830 520 V430 Q830 400 860 400 H960', { fill: 'none', stroke: p.teal, 'stroke-width': 10, 'stroke-linecap': 'round' }),
    path('M850 520 V330', { fill: 'none', stroke: p.wattle, 'stroke-width': 10, 'stroke-linecap': 'round' }),
    path('M870 520 V480 H980', { fill: 'none', stroke: '#9ec9ff', 'stroke-width': 10, 'stroke-linecap': 'round' }),
    circle(850, 530, 14, { fill: '#ffffff' }),
    circle(850, 530, 7, { fill: p.wattle }),
    path('M952 388 l18 12 l-18 12 z M838 330 l12 -18 l12 18 z', { fill: '#ffffff' }),
    rect(830, 220, 150, 64, { fill: '#ffffff', 'fill-opacity': 0.1, rx: 10 }),
    rect(846, 236, 36, 32, { fill: p.teal, rx: 6 }),
    rect(852, 248, 24, 8, { fill: '#ffffff' }),
    rect(860, 240, 8, 24, { fill: '#ffffff' }),
    rect(896, 240, 70, 10, { fill: '#ffffff', 'fill-opacity': 0.6, rx: 5 }),
    rect(896, 258, 50, 8, { fill: '#ffffff', 'fill-opacity': 0.3, rx: 4 }),
  ].join('');
};

/** A building entrance with a card reader beside the door and two cameras covering it. */
export const securityEntrance: Draw = (p) => {
  const facade = p.dark ? '#1f4c75' : '#ffffff';
  const doorX = 540;
  const doorW = 200;
  const base = 660;
  return [
    rect(0, base, 1280, 140, { fill: p.road }),
    poly([[doorX - 40, base], [doorX + doorW + 40, base], [doorX + doorW + 120, 800], [doorX - 120, 800]], { fill: p.side }),
    rect(220, 150, 840, base - 150, { fill: facade, ...outline(p) }),
    ...Array.from({ length: 4 }, (_, i) => rect(250 + (i % 2) * 130, 190 + Math.floor(i / 2) * 120, 100, 90, { fill: p.recess, 'fill-opacity': 0.85, rx: 4 })),
    ...Array.from({ length: 4 }, (_, i) => rect(810 + (i % 2) * 130, 190 + Math.floor(i / 2) * 120, 100, 90, { fill: p.recess, 'fill-opacity': 0.85, rx: 4 })),
    rect(doorX - 60, 300, doorW + 120, 26, { fill: p.teal }),
    rect(doorX, 340, doorW, base - 340, { fill: p.dark ? '#0b2239' : '#17385a' }),
    rect(doorX + 10, 350, doorW / 2 - 15, base - 350, { fill: '#6ed3d1', 'fill-opacity': 0.22 }),
    rect(doorX + doorW / 2 + 5, 350, doorW / 2 - 15, base - 350, { fill: '#6ed3d1', 'fill-opacity': 0.22 }),
    rect(doorX + doorW / 2 - 22, 480, 8, 60, { fill: '#c9dde5', rx: 3 }),
    rect(doorX + doorW / 2 + 14, 480, 8, 60, { fill: '#c9dde5', rx: 3 }),
    rect(doorX + doorW + 40, 440, 54, 90, { fill: dark(p), rx: 10 }),
    rect(doorX + doorW + 50, 452, 34, 34, { fill: '#16a5a7', 'fill-opacity': 0.35, rx: 6 }),
    arcs(doorX + doorW + 67, 478, [8, 16], '#6ed3d1', 3, 50),
    circle(doorX + doorW + 67, 510, 7, { fill: '#3ddc97' }),
    poly([[330, 282], [doorX + 10, base], [doorX + 150, base]], { fill: p.wattle, 'fill-opacity': 0.16 }),
    rect(296, 230, 14, 50, { fill: p.side }),
    group([rect(-10, -22, 96, 44, { fill: p.dark ? '#e8f1f4' : '#24507a', rx: 14 }), rect(78, -18, 20, 36, { fill: dark(p), rx: 6 }), circle(88, 0, 9, { fill: '#16a5a7' })], {
      transform: 'translate(300 262) rotate(35)',
    }),
    poly([[960, 336], [doorX + 120, base], [doorX + doorW + 20, base]], { fill: p.teal, 'fill-opacity': 0.14 }),
    rect(944, 300, 32, 20, { fill: p.side }),
    path('M930 322 A30 30 0 0 0 990 322 Z', { fill: p.dark ? '#e8f1f4' : '#24507a' }),
    circle(960, 334, 9, { fill: dark(p) }),
    tree(440, base, 70, p, true),
    tree(860, base, 70, p, true),
    rect(412, base - 30, 56, 30, { fill: p.side, rx: 4 }),
    rect(832, base - 30, 56, 30, { fill: p.side, rx: 4 }),
  ].join('');
};

/** A car approaching a boom gate watched by a number plate recognition camera. */
export const boomGate: Draw = (p) => {
  const vx = 640;
  const hz = 330;
  const car = [
    shadow(p, 560, 706, 190, 20),
    rect(400, 640, 44, 70, { fill: dark(p), rx: 10 }),
    rect(676, 640, 44, 70, { fill: dark(p), rx: 10 }),
    path('M404 560 L450 470 Q460 450 490 450 H630 Q660 450 670 470 L716 560 Z', { fill: p.dark ? '#e8f1f4' : '#ffffff', stroke: p.dark ? 'none' : '#0e2a47', 'stroke-opacity': 0.15, 'stroke-width': 2 }),
    path('M440 556 L476 484 Q482 472 498 472 H622 Q638 472 644 484 L680 556 Z', { fill: '#17385a' }),
    rect(380, 550, 360, 110, { fill: p.teal, rx: 24 }),
    rect(380, 620, 360, 12, { fill: dark(p), 'fill-opacity': 0.3 }),
    ellipse(430, 585, 30, 18, { fill: '#fdf3dc' }),
    ellipse(690, 585, 30, 18, { fill: '#fdf3dc' }),
    rect(505, 600, 110, 40, { fill: '#ffffff', rx: 5, stroke: dark(p), 'stroke-width': 3 }),
    rect(480, 570, 160, 16, { fill: dark(p), 'fill-opacity': 0.35, rx: 6 }),
  ];
  const bracket = (x: number, y: number, w: number, h: number) =>
    path(`M${x} ${y + 14} V${y} H${x + 14} M${x + w - 14} ${y} H${x + w} V${y + 14} M${x + w} ${y + h - 14} V${y + h} H${x + w - 14} M${x + 14} ${y + h} H${x} V${y + h - 14}`, {
      fill: 'none',
      stroke: p.wattle,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    });
  const stripes = Array.from({ length: 9 }, (_, i) => rect(270 + i * 64, 488, 32, 22, { fill: '#e0533d' }));
  return [
    path(`M0 ${hz} Q320 ${hz - 60} 640 ${hz - 20} T1280 ${hz - 40} V${hz} Z`, { fill: p.hills[0] }),
    rect(0, hz, 1280, 470, { fill: p.hills[1] }),
    poly([[vx - 30, hz], [vx + 30, hz], [1080, 800], [200, 800]], { fill: p.road }),
    path(`M${vx} ${hz + 10} L${vx} 800`, { stroke: '#ffffff', 'stroke-opacity': 0.6, 'stroke-width': 6, 'stroke-dasharray': '30 26' }),
    box(520, hz + 16, 60, 40, 20, faces(p), outline(p)),
    box(700, hz + 24, 70, 44, 22, faces(p), outline(p)),
    tree(470, hz + 20, 60, p, true),
    tree(820, hz + 26, 70, p, true),
    ...car,
    rect(880, 360, 16, 320, { fill: p.side }),
    rect(860, 460, 60, 80, { fill: p.surface, rx: 8, ...outline(p) }),
    rect(250, 486, 640, 26, { fill: '#ffffff', rx: 10 }),
    ...stripes,
    circle(880, 499, 16, { fill: p.wattle }),
    rect(900, 330, 80, 12, { fill: p.side }),
    poly([[940, 360], [505, 600], [615, 640]], { fill: p.wattle, 'fill-opacity': 0.16 }),
    group([rect(-50, -20, 100, 40, { fill: p.dark ? '#e8f1f4' : '#24507a', rx: 12 }), rect(-64, -16, 20, 32, { fill: dark(p), rx: 6 }), circle(-56, 0, 8, { fill: '#16a5a7' })], {
      transform: 'translate(960 370) rotate(-28)',
    }),
    bracket(490, 590, 140, 60),
  ].join('');
};

/** Three security cameras streaming video to a storage array with a shield. */
export const videoStorage: Draw = (p, rand) => {
  const cam = (x: number, y: number) =>
    group([rect(-60, -22, 110, 44, { fill: p.dark ? '#e8f1f4' : '#24507a', rx: 14 }), rect(40, -18, 22, 36, { fill: dark(p), rx: 6 }), circle(51, 0, 9, { fill: '#16a5a7' }), rect(-50, 22, 14, 36, { fill: p.side })], {
      transform: `translate(${x} ${y})`,
    });
  const bays: string[] = [];
  for (let r = 0; r < 6; r++) {
    for (let c = 0; c < 4; c++) {
      const x = 672 + c * 62;
      const y = 260 + r * 54;
      bays.push(rect(x, y, 52, 42, { fill: p.dark ? '#0b2239' : '#17385a', rx: 5 }));
      bays.push(circle(x + 40, y + 30, 4, { fill: rand() > 0.8 ? '#f2b134' : '#6ed3d1' }));
      bays.push(rect(x + 8, y + 10, 30, 5, { fill: '#ffffff', 'fill-opacity': 0.2, rx: 2 }));
    }
  }
  const sx = 990;
  const sy = 250;
  return [
    ...[250, 420, 590].map((y, i) =>
      path(curve(430, y, 660, 300 + i * 110, 0.05 * (i - 1)), { fill: 'none', stroke: p.teal, 'stroke-width': 6, 'stroke-dasharray': '18 12', 'stroke-linecap': 'round' }),
    ),
    ...[250, 420, 590].map((y) => cam(360, y)),
    ...[250, 420, 590].map((y) => rect(250, y - 60, 40, 28, { fill: p.wattle, rx: 4 }) + path(`M290 ${y - 52} l14 -8 v28 l-14 -8 z`, { fill: p.wattle })),
    shadow(p, 820, 630, 200, 20),
    box(650, 620, 270, 400, 70, { front: p.dark ? '#26557f' : '#24507a', side: p.dark ? '#173b5e' : '#1a3c5f', top: p.dark ? '#2b618f' : '#3b6f9c' }),
    ...bays,
    path(`M${sx} ${sy - 70} L${sx + 70} ${sy - 44} V${sy + 10} C${sx + 70} ${sy + 60} ${sx + 34} ${sy + 84} ${sx} ${sy + 100} C${sx - 34} ${sy + 84} ${sx - 70} ${sy + 60} ${sx - 70} ${sy + 10} V${sy - 44} Z`, { fill: p.wattle }),
    path(`M${sx - 28} ${sy + 10} l20 20 l38 -42`, { fill: 'none', stroke: '#0e2a47', 'stroke-width': 12, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
  ].join('');
};

/** Small avatars used in calls and team scenes. */
const PEOPLE: PortraitSpec[] = [
  { skin: 'light', hair: 'bob', hairColour: 'auburn', top: 'knit', colour: 'teal' },
  { skin: 'brown', hair: 'short', hairColour: 'black', top: 'shirt', colour: 'navy', extras: ['beard'] },
  { skin: 'olive', hair: 'long', hairColour: 'dark-brown', top: 'blazer', colour: 'plum' },
  { skin: 'fair', hair: 'side-part', hairColour: 'grey', top: 'polo', colour: 'forest', extras: ['glasses'] },
  { skin: 'deep', hair: 'curly', hairColour: 'black', top: 'blazer', colour: 'wattle' },
];

/** An avatar: a bust clipped to a rounded tile or circle at (x, y), `size` across. */
function avatar(spec: PortraitSpec, x: number, y: number, size: number, id: string, bg: string, roundness = 0.5): string {
  const s = size / 640;
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * roundness}"/></clipPath>${group(
    [rect(x, y, size, size, { fill: bg }), group(bust(spec), { transform: `translate(${x} ${y + size * 0.06}) scale(${s})` })],
    { 'clip-path': `url(#${id})` },
  )}`;
}

/** A laptop with a four-person video call beside a desk phone and a smartphone, to the cloud. */
export const cloudCalling: Draw = (p) => {
  const sx = 420;
  const sy = 250;
  const sw = 440;
  const sh = 280;
  const tiles = PEOPLE.slice(0, 4).map((spec, i) =>
    avatar(spec, sx + 14 + (i % 2) * 210, sy + 14 + Math.floor(i / 2) * 128, i % 2 === 0 ? 200 : 202, `call-${i}`, ['#cfe9e8', '#fbe7b8', '#d3e4ea', '#cfe9e8'][i]!, 0.04),
  );
  // Tiles are 200 wide but only 120 high: clip again to the tile rectangle.
  const tileClip = PEOPLE.slice(0, 4).map(
    (_, i) => `<clipPath id="tile-${i}"><rect x="${sx + 14 + (i % 2) * 210}" y="${sy + 14 + Math.floor(i / 2) * 128}" width="202" height="120" rx="8"/></clipPath>`,
  );
  return [
    cloud(640, 170, 300, p.dark ? '#2b618f' : '#ffffff', p.dark ? {} : { stroke: '#0e2a47', 'stroke-opacity': 0.06, 'stroke-width': 2 }),
    ...[
      [300, 440],
      [640, 240],
      [1000, 440],
    ].map(([x, y]) => path(`M640 180 L${x} ${y}`, { stroke: p.teal, 'stroke-width': 5, 'stroke-dasharray': '4 12', 'stroke-linecap': 'round' })),
    shadow(p, 640, 640, 330, 22),
    rect(sx - 14, sy - 14, sw + 28, sh + 28, { fill: p.dark ? '#c9dde5' : '#0e2a47', rx: 18 }),
    rect(sx, sy, sw, sh, { fill: '#0b2239', rx: 4 }),
    ...tileClip,
    ...tiles.map((t, i) => group(t, { 'clip-path': `url(#tile-${i})` })),
    poly([[sx - 60, sy + sh + 14], [sx + sw + 60, sy + sh + 14], [sx + sw + 100, sy + sh + 60], [sx - 100, sy + sh + 60]], { fill: p.dark ? '#c9dde5' : '#24507a' }),
    rect(sx - 100, sy + sh + 60, sw + 200, 14, { fill: p.dark ? '#8fb0c4' : '#0e2a47', rx: 6 }),
    shadow(p, 240, 640, 90, 12),
    poly([[170, 630], [310, 630], [290, 540], [190, 540]], { fill: p.surface, ...outline(p) }),
    rect(200, 556, 40, 30, { fill: p.recess, rx: 4 }),
    ...Array.from({ length: 6 }, (_, i) => rect(250 + (i % 2) * 20, 556 + Math.floor(i / 2) * 20, 14, 12, { fill: p.side, rx: 3 })),
    path('M170 530 Q170 496 200 500 H284 Q312 496 310 530 L296 536 Q290 520 272 522 H206 Q190 520 184 536 Z', { fill: dark(p) }),
    shadow(p, 1040, 650, 60, 10),
    rect(990, 420, 110, 220, { fill: p.dark ? '#c9dde5' : '#0e2a47', rx: 20 }),
    rect(1000, 434, 90, 192, { fill: '#0b2239', rx: 12 }),
    circle(1045, 500, 26, { fill: '#f2b134' }),
    circle(1045, 500, 40, { fill: '#f2b134', 'fill-opacity': 0.25 }),
    circle(1045, 590, 18, { fill: '#3ddc97' }),
    path('M1036 590 q9 -12 18 0', { fill: 'none', stroke: '#ffffff', 'stroke-width': 4, 'stroke-linecap': 'round' }),
  ].join('');
};

/** A clipboard holding a checklist with ticked boxes, and a pencil. */
export const checklist: Draw = (p) => {
  const bx = 440;
  const by = 130;
  const bw = 400;
  const bh = 560;
  const rows = Array.from({ length: 6 }, (_, i) => {
    const y = by + 140 + i * 66;
    const done = i < 4 && i !== 2;
    return [
      rect(bx + 44, y, 34, 34, { fill: done ? p.teal : '#ffffff', stroke: p.teal, 'stroke-width': 4, rx: 7 }),
      done ? path(`M${bx + 52} ${y + 17} l8 8 l14 -16`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) : '',
      rect(bx + 98, y + 4, 200 - (i % 3) * 30, 12, { fill: '#0e2a47', 'fill-opacity': 0.55, rx: 6 }),
      rect(bx + 98, y + 22, 140 + (i % 2) * 50, 9, { fill: '#0e2a47', 'fill-opacity': 0.22, rx: 4 }),
      rect(bx + bw - 84, y + 2, 28, 28, { fill: 'none', stroke: '#0e2a47', 'stroke-opacity': 0.3, 'stroke-width': 3, rx: 5 }),
      rect(bx + bw - 50, y + 2, 28, 28, { fill: 'none', stroke: '#0e2a47', 'stroke-opacity': 0.3, 'stroke-width': 3, rx: 5 }),
    ].join('');
  });
  return [
    rect(bx + 130, by + 70, bw, bh, { fill: p.dark ? '#1f4c75' : '#d3e4ea', rx: 20, transform: `rotate(8 ${bx + 330} ${by + 350})` }),
    shadow(p, bx + bw / 2 + 20, by + bh + 20, 260, 24),
    rect(bx, by, bw, bh, { fill: '#b98a5a', rx: 22 }),
    rect(bx + 22, by + 40, bw - 44, bh - 62, { fill: '#ffffff', rx: 8 }),
    rect(bx + bw / 2 - 70, by - 22, 140, 56, { fill: '#c9dde5', rx: 14 }),
    rect(bx + bw / 2 - 40, by - 36, 80, 28, { fill: '#c9dde5', rx: 14 }),
    circle(bx + bw / 2, by - 22, 8, { fill: '#8fb0c4' }),
    rect(bx + 44, by + 76, 220, 22, { fill: p.teal, rx: 8 }),
    rect(bx + 44, by + 106, 150, 10, { fill: '#0e2a47', 'fill-opacity': 0.25, rx: 5 }),
    ...rows,
    group(
      [
        rect(0, -14, 300, 28, { fill: p.wattle, rx: 4 }),
        rect(0, -14, 300, 9, { fill: '#ffffff', 'fill-opacity': 0.3 }),
        rect(260, -14, 40, 28, { fill: '#e06c8a', rx: 6 }),
        rect(250, -14, 14, 28, { fill: '#c9dde5' }),
        poly([[0, -14], [-44, 0], [0, 14]], { fill: '#f3d9b1' }),
        poly([[-30, -5], [-44, 0], [-30, 5]], { fill: '#0e2a47' }),
      ],
      { transform: 'translate(900 560) rotate(-40)' },
    ),
  ].join('');
};

/** A small wheeled robot, a circuit board and a laptop showing block-based code. */
export const roboticsKit: Draw = (p) => {
  const desk = p.dark ? '#1f4c75' : '#ffffff';
  const blocks = [
    [0, p.wattle, 150],
    [1, p.teal, 120],
    [1, '#9b6dd6', 170],
    [2, p.teal, 110],
    [1, '#e0533d', 140],
    [0, p.wattle, 100],
  ] as const;
  return [
    poly([[80, 560], [1200, 560], [1280, 800], [0, 800]], { fill: desk }),
    rect(0, 540, 1280, 24, { fill: p.side }),
    shadow(p, 420, 560, 260, 18),
    rect(210, 200, 420, 290, { fill: p.dark ? '#c9dde5' : '#0e2a47', rx: 16 }),
    rect(224, 214, 392, 262, { fill: '#0b2239', rx: 4 }),
    ...blocks.map(([indent, colour, w], i) =>
      rect(250 + indent * 28, 240 + i * 36, w, 28, { fill: colour, rx: 6 }) + rect(262 + indent * 28, 236 + i * 36, 26, 8, { fill: colour, rx: 3 }),
    ),
    rect(470, 240, 120, 200, { fill: '#ffffff', 'fill-opacity': 0.08, rx: 10 }),
    circle(530, 300, 30, { fill: '#6ed3d1', 'fill-opacity': 0.4 }),
    poly([[150, 490], [690, 490], [720, 540], [120, 540]], { fill: p.dark ? '#c9dde5' : '#24507a' }),
    shadow(p, 860, 640, 130, 18),
    rect(760, 470, 200, 140, { fill: p.teal, rx: 24 }),
    rect(790, 440, 140, 50, { fill: p.dark ? '#e8f1f4' : '#24507a', rx: 16 }),
    circle(830, 465, 16, { fill: '#0b2239' }),
    circle(890, 465, 16, { fill: '#0b2239' }),
    circle(830, 465, 6, { fill: '#6ed3d1' }),
    circle(890, 465, 6, { fill: '#6ed3d1' }),
    line(860, 440, 860, 400, { stroke: dark(p), 'stroke-width': 5 }),
    circle(860, 396, 10, { fill: p.wattle }),
    circle(780, 610, 40, { fill: dark(p) }),
    circle(780, 610, 16, { fill: '#c9dde5' }),
    circle(940, 610, 40, { fill: dark(p) }),
    circle(940, 610, 16, { fill: '#c9dde5' }),
    rect(800, 510, 120, 24, { fill: '#ffffff', 'fill-opacity': 0.25, rx: 8 }),
    group(
      [
        rect(0, 0, 220, 140, { fill: '#2f6b55', rx: 10 }),
        ...Array.from({ length: 10 }, (_, i) => circle(16 + i * 21, 14, 5, { fill: '#f2b134' })),
        rect(40, 40, 60, 60, { fill: '#0e2a47', rx: 4 }),
        rect(120, 50, 70, 30, { fill: '#0e2a47', rx: 3 }),
        path('M100 70 H120 M70 100 V124 M150 80 V120 H200', { fill: 'none', stroke: '#f2b134', 'stroke-width': 3 }),
      ],
      { transform: 'translate(420 600) rotate(-6)' },
    ),
  ].join('');
};

/** Five people drawn as simple avatars, linked together in a network. */
export const teamNetwork: Draw = (p) => {
  const spots: [number, number][] = [
    [640, 200],
    [900, 330],
    [820, 610],
    [460, 610],
    [380, 330],
  ];
  const links: string[] = [];
  spots.forEach(([x1, y1], i) =>
    spots.slice(i + 1).forEach(([x2, y2]) => links.push(line(x1, y1, x2, y2, { stroke: p.teal, 'stroke-width': 4, 'stroke-opacity': 0.5, 'stroke-dasharray': '4 10', 'stroke-linecap': 'round' }))),
  );
  const bgs = ['#cfe9e8', '#fbe7b8', '#d3e4ea', '#cfe9e8', '#fbe7b8'];
  return [
    ...links,
    ...spots.map(([x, y]) => circle(x, y, 96, { fill: p.wattle, 'fill-opacity': 0.18 })),
    ...spots.map(([x, y]) => circle(x, y, 84, { fill: p.surface })),
    ...spots.map(([x, y], i) => avatar(PEOPLE[i]!, x - 76, y - 76, 152, `team-${i}`, bgs[i]!)),
  ].join('');
};

/** A car park from above with pole-mounted cameras covering the bays and the entrance. */
export const carParkCameras: Draw = (p, rand) => {
  const asphalt = p.dark ? '#27445e' : '#cfdbe2';
  const carColours = [p.teal, p.wattle, p.dark ? '#e8f1f4' : '#ffffff', p.dark ? '#6d8fb0' : '#24507a', '#e0533d'];
  const car = (x: number, y: number, c: string, up: boolean) =>
    group(
      [
        rect(-26, -48, 52, 96, { fill: c, rx: 14, ...outline(p) }),
        rect(-20, up ? -30 : 6, 40, 24, { fill: '#17385a', rx: 6 }),
        rect(-18, up ? 14 : -30, 36, 16, { fill: '#17385a', 'fill-opacity': 0.6, rx: 5 }),
      ],
      { transform: `translate(${x} ${y})` },
    );
  const bays: string[] = [];
  const cars: string[] = [];
  for (const [row, y, up] of [
    [0, 250, true],
    [1, 560, false],
  ] as const) {
    for (let i = 0; i < 12; i++) {
      const x = 170 + i * 80;
      bays.push(line(x, y - 60, x, y + 60, { stroke: '#ffffff', 'stroke-opacity': 0.7, 'stroke-width': 4 }));
      if ((i + row) % 3 !== 1 && rand() > 0.15) cars.push(car(x + 40, y, carColours[(i + row * 2) % carColours.length]!, up));
    }
    bays.push(line(1130, y - 60, 1130, y + 60, { stroke: '#ffffff', 'stroke-opacity': 0.7, 'stroke-width': 4 }));
  }
  const camera = (x: number, y: number, angle: number) =>
    group(
      [
        path('M0 0 L260 -90 A275 275 0 0 1 260 90 Z', { fill: p.wattle, 'fill-opacity': 0.16, stroke: p.wattle, 'stroke-opacity': 0.5, 'stroke-width': 2 }),
        circle(0, 0, 22, { fill: p.dark ? '#e8f1f4' : '#24507a' }),
        rect(0, -9, 34, 18, { fill: dark(p), rx: 5 }),
        circle(30, 0, 5, { fill: '#16a5a7' }),
      ],
      { transform: `translate(${x} ${y}) rotate(${angle})` },
    );
  return [
    rect(100, 80, 1080, 640, { fill: asphalt, rx: 24 }),
    path('M100 405 H1180', { stroke: '#ffffff', 'stroke-opacity': 0.6, 'stroke-width': 4, 'stroke-dasharray': '30 24' }),
    rect(600, 720, 120, 80, { fill: asphalt }),
    ...bays,
    ...cars,
    treeTop(p, 90, 90, 40),
    treeTop(p, 1190, 110, 44),
    treeTop(p, 80, 700, 46),
    treeTop(p, 1200, 690, 40),
    camera(140, 405, 0),
    camera(1140, 405, 180),
    camera(660, 740, -90),
  ].join('');
};
