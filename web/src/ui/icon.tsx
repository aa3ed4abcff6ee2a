// The icons editors choose by name, from Lucide (each import is tree-shaken, so only these icons
// ship). A page draws one as an empty <svg> of its size with the icon's class; the site
// stylesheet paints it (styles/icons.css, generated from these components by icon-css.server.ts),
// so a page with a dozen icons carries a dozen short elements and fetches nothing for them.
// Decorative: hidden from assistive technology. Rendered on the server only (no island draws them).
import {
  Award,
  Building2,
  Bus,
  Car,
  ChartLine,
  CircleCheck,
  Clock,
  Cloud,
  Cctv,
  Compass,
  Database,
  Globe,
  Handshake,
  Headset,
  HeartPulse,
  KeyRound,
  Layers,
  Leaf,
  LockKeyhole,
  MapPinned,
  MessagesSquare,
  Network,
  Phone,
  RadioTower,
  School,
  Server,
  ShieldCheck,
  Signal,
  Sun,
  Tent,
  Truck,
  Users,
  Video,
  Wifi,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@ironbark/shared/blocks/icons';
import { ICON_CLASS } from './icon-class';

export const ICONS: Record<IconName, LucideIcon> = {
  network: Network,
  radio: RadioTower,
  cloud: Cloud,
  shield: ShieldCheck,
  camera: Cctv,
  wifi: Wifi,
  phone: Phone,
  headset: Headset,
  chart: ChartLine,
  map: MapPinned,
  bus: Bus,
  building: Building2,
  school: School,
  leaf: Leaf,
  bolt: Zap,
  lock: LockKeyhole,
  server: Server,
  clock: Clock,
  users: Users,
  check: CircleCheck,
  globe: Globe,
  signal: Signal,
  truck: Truck,
  heart: HeartPulse,
  tent: Tent,
  sun: Sun,
  key: KeyRound,
  video: Video,
  database: Database,
  compass: Compass,
  handshake: Handshake,
  award: Award,
  tool: Wrench,
  car: Car,
  layers: Layers,
  chat: MessagesSquare,
};

/** The brand marks the footer links to (filled, not Lucide): drawn by the stylesheet too, as the
 * footer is below the first screen and its marks would otherwise weigh on every page's HTML. */
export const BRAND_ICONS = {
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15.1V8.9l5.8 3.1-5.8 3.1Z',
  linkedin:
    'M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.4V9h3.4v1.6h.1a3.7 3.7 0 0 1 3.3-1.8c3.6 0 4.2 2.4 4.2 5.4v6.3ZM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2Zm1.8 13.1H3.5V9h3.6v11.5ZM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0Z',
} as const;
export type BrandIconName = keyof typeof BRAND_ICONS;

/** Lucide's stroke width for the site's icons (icon-css.server.ts). */
export const ICON_STROKE_WIDTH = 1.75;

export { ICON_CLASS };

export function Icon({ name, size = 24, className }: { name: IconName | BrandIconName | 'none' | undefined; size?: number; className?: string }) {
  if (!name || name === 'none') return null;
  return <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" className={`${ICON_CLASS} ${ICON_CLASS}-${name}${className ? ` ${className}` : ''}`} />;
}
