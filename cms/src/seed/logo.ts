// Wordmarks for the fictional clients and partners in the logo clouds: a simple symbol beside
// the organisation's name in a single-line geometric alphabet (see stroke-font.ts). All names
// are invented; none belongs to a real organisation.
import { circle, path, poly, rect } from './svg-kit';
import { textPath, textWidth } from './stroke-font';

export interface LogoSpec {
  /** The name as it appears in the mark: one line, or two lines. */
  wordmark: string | [string, string];
  mark: string;
  colour: string;
}

const COLOURS: Record<string, string> = {
  navy: '#1b3f63',
  teal: '#0f8b8d',
  wattle: '#d9971a',
  forest: '#2f6b55',
  plum: '#6d3b5e',
  ochre: '#b8652a',
  slate: '#4f677c',
};
const INK = '#16324f';

/** The symbol in a 100 x 100 box at the origin. */
function mark(kind: string, c: string): string {
  const w = { fill: 'none', stroke: c, 'stroke-width': 9, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
  switch (kind) {
    case 'ripple':
      return circle(50, 50, 10, { fill: c }) + path('M26 50 A24 24 0 0 1 74 50 M10 50 A40 40 0 0 1 90 50 M26 62 A24 24 0 0 0 74 62', w);
    case 'leaf':
      return path('M18 84 C18 40 46 14 88 12 C86 56 62 84 18 84 Z', { fill: c }) + path('M22 80 L70 32', { stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round' });
    case 'peak':
      return poly([[4, 88], [38, 28], [58, 62], [70, 44], [96, 88]], { fill: c }) + circle(76, 18, 10, { fill: c, 'fill-opacity': 0.55 });
    case 'sun':
      return (
        circle(50, 50, 20, { fill: c }) +
        path(
          Array.from({ length: 8 }, (_, i) => {
            const a = (i * Math.PI) / 4;
            return `M${(50 + Math.cos(a) * 32).toFixed(1)} ${(50 + Math.sin(a) * 32).toFixed(1)} L${(50 + Math.cos(a) * 44).toFixed(1)} ${(50 + Math.sin(a) * 44).toFixed(1)}`;
          }).join(' '),
          { ...w, 'stroke-width': 8 },
        )
      );
    case 'wave':
      return circle(50, 50, 46, { fill: c }) + path('M16 46 q11 -12 22 0 t22 0 t22 0 M16 64 q11 -12 22 0 t22 0 t22 0', { ...w, stroke: '#ffffff', 'stroke-width': 7 });
    case 'hex':
      return poly([[50, 4], [90, 27], [90, 73], [50, 96], [10, 73], [10, 27]], { fill: c }) + poly([[50, 30], [68, 40], [68, 60], [50, 70], [32, 60], [32, 40]], { fill: '#ffffff' });
    case 'arc':
      return path('M12 86 A38 38 0 0 1 88 86', { ...w, 'stroke-width': 12 }) + path('M32 86 A18 18 0 0 1 68 86', { ...w, 'stroke-width': 12, 'stroke-opacity': 0.55 });
    case 'grid':
      return Array.from({ length: 9 }, (_, i) => rect(8 + (i % 3) * 30, 8 + Math.floor(i / 3) * 30, 24, 24, { fill: c, rx: 5, 'fill-opacity': i === 4 ? 1 : i % 2 === 0 ? 0.85 : 0.45 })).join('');
    case 'cross':
      return rect(4, 4, 92, 92, { fill: c, rx: 24 }) + rect(40, 20, 20, 60, { fill: '#ffffff', rx: 4 }) + rect(20, 40, 60, 20, { fill: '#ffffff', rx: 4 });
    case 'shield':
      return path('M50 4 L90 18 V48 C90 74 70 90 50 98 C30 90 10 74 10 48 V18 Z', { fill: c }) + path('M30 50 L44 64 L72 36', { ...w, stroke: '#ffffff', 'stroke-width': 9 });
    case 'road':
      return rect(4, 4, 92, 92, { fill: c, rx: 46 }) + poly([[40, 22], [60, 22], [80, 86], [20, 86]], { fill: '#ffffff' }) + path('M50 30 V40 M50 50 V62 M50 72 V84', { stroke: c, 'stroke-width': 5 });
    case 'tent':
      return poly([[50, 10], [94, 88], [6, 88]], { fill: c }) + poly([[50, 42], [68, 88], [32, 88]], { fill: '#ffffff' });
    default:
      throw new Error(`Unknown logo mark "${kind}"`);
  }
}

const HEIGHT = 120;

/** The logo as SVG on a transparent background, 120 high and as wide as its name. */
export function logoSvg(spec: LogoSpec): string {
  const colour = COLOURS[spec.colour];
  if (!colour) throw new Error(`Logo colour "${spec.colour}" is not one of ${Object.keys(COLOURS).join(', ')}`);
  const lines = typeof spec.wordmark === 'string' ? [spec.wordmark] : spec.wordmark;
  const two = lines.length === 2;
  const cap = two ? 36 : 46;
  const spacing = 2.6;
  const stroke = cap * 0.15;
  const textX = 128;
  const widths = lines.map((l) => textWidth(l, spacing) * (cap / 10));
  const width = Math.ceil(textX + Math.max(...widths) + stroke + 12);
  const ys = two ? [14, 70] : [(HEIGHT - cap) / 2];
  const text = lines
    .map((l, i) =>
      path(textPath(l, textX, ys[i]!, cap, spacing), {
        fill: 'none',
        stroke: i === 0 ? INK : colour,
        'stroke-width': stroke,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">
<g transform="translate(10 10)">${mark(spec.mark, colour)}</g>
${text}
</svg>`;
}
