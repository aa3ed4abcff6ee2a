// The icons editors choose by name, from Lucide (each import is tree-shaken, so only these icons
// ship). Pages draw them from one SVG sprite (icon-sprite.server.ts builds it from these
// components, the server serves it cached for a year under a content hash) with <use>, so a page
// with a dozen icons carries a dozen short references instead of their paths. Decorative: hidden
// from assistive technology. Rendered on the server only (no island draws them).
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

/** Lucide's stroke width for the site's icons (on the sprite's symbols). */
export const ICON_STROKE_WIDTH = 1.75;

let spriteUrl = '';
/** Where the icon sprite is served (set by the server at start-up: icon-sprite.server.ts). */
export function setIconSpriteUrl(url: string): void {
  spriteUrl = url;
}

export function Icon({ name, size = 24, className }: { name: IconName | 'none' | undefined; size?: number; className?: string }) {
  if (!name || name === 'none') return null;
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
