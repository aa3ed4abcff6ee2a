// The icon names editors can pick for cards, features and menu entries. The web draws each one
// as an inline SVG (web/src/ui/icon.tsx), so icons cost no request and never shift layout.
import { keysOf } from '../schema/keys.js';

/** The Lucide icon (https://lucide.dev, ISC licence) drawn for each name. */
export const ICON_LUCIDE_NAMES = {
  network: 'Network',
  radio: 'RadioTower',
  cloud: 'Cloud',
  shield: 'ShieldCheck',
  camera: 'Cctv',
  wifi: 'Wifi',
  phone: 'Phone',
  headset: 'Headset',
  chart: 'ChartLine',
  map: 'MapPinned',
  bus: 'Bus',
  building: 'Building2',
  school: 'School',
  leaf: 'Leaf',
  bolt: 'Zap',
  lock: 'LockKeyhole',
  server: 'Server',
  clock: 'Clock',
  users: 'Users',
  check: 'CircleCheck',
  globe: 'Globe',
  signal: 'Signal',
  truck: 'Truck',
  heart: 'HeartPulse',
  tent: 'Tent',
  sun: 'Sun',
  key: 'KeyRound',
  video: 'Video',
  database: 'Database',
  compass: 'Compass',
  handshake: 'Handshake',
  award: 'Award',
  tool: 'Wrench',
  car: 'Car',
  layers: 'Layers',
  chat: 'MessagesSquare',
} as const satisfies Record<string, string>;

export type IconName = keyof typeof ICON_LUCIDE_NAMES;

/** The names in the order an editor's list shows them. */
export const ICON_NAMES = keysOf(ICON_LUCIDE_NAMES);
