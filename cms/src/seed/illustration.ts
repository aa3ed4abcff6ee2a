// Illustrations for the seed content, drawn here instead of fetched from an image host and turned
// into WebP by sharp at seed time. A seed image names a scene (a network topology, a radio tower
// over terrain, a holiday-park site plan...) so each topic gets a recognisably different picture;
// the same scene, tone and alt text always give the same picture. No text is drawn into scenes:
// what an image says belongs in the page, where it can be read, translated and searched.
import options from './image-options.json';
import { australiaMap, backupRestore, cityNetwork, dashboard, dataCentre, dualPath, networkSecurity, networkTopology, operationsCentre, satelliteLink, type Draw } from './scenes-network';
import { dispatchConsole, microwaveLink, pushToTalk, radioSite, radioTower, solarFarm, vehicleRouter, virtualTraining, waterUtility, windFarm } from './scenes-radio';
import { boomGate, campusPlan, carParkCameras, checklist, cloudCalling, holidayParkPlan, roboticsKit, securityEntrance, teamNetwork, videoStorage, wayfindingScreen } from './scenes-places';
import { background, palette, prng, type Tone } from './svg-kit';

/** Every scene by name; image-options.json lists the names (and what each shows) for the checker. */
export const SCENES: Record<string, Draw> = {
  'network-topology': networkTopology,
  'australia-map': australiaMap,
  'data-centre': dataCentre,
  'network-security': networkSecurity,
  dashboard,
  'operations-centre': operationsCentre,
  'city-network': cityNetwork,
  'satellite-link': satelliteLink,
  'radio-tower': radioTower,
  'dispatch-console': dispatchConsole,
  'push-to-talk': pushToTalk,
  'vehicle-router': vehicleRouter,
  'virtual-training': virtualTraining,
  'wind-farm': windFarm,
  'solar-farm': solarFarm,
  'water-utility': waterUtility,
  'holiday-park-plan': holidayParkPlan,
  'campus-plan': campusPlan,
  'wayfinding-screen': wayfindingScreen,
  'security-entrance': securityEntrance,
  'boom-gate': boomGate,
  'video-storage': videoStorage,
  'cloud-calling': cloudCalling,
  checklist,
  'robotics-kit': roboticsKit,
  'team-network': teamNetwork,
  'radio-site': radioSite,
  'microwave-link': microwaveLink,
  'dual-path': dualPath,
  'backup-restore': backupRestore,
  'car-park-cameras': carParkCameras,
};

export const SCENE_NAMES: readonly string[] = options.scenes.map((s) => s.name);

/**
 * Scenes composed wider than the central square, drawn a little smaller so a square crop (a
 * compact hero, a card) still shows all of the subject. None of them paints the full width.
 */
const FIT: Record<string, number> = {
  'cloud-calling': 0.86,
  'operations-centre': 0.9,
  dashboard: 0.92,
  'car-park-cameras': 0.76,
  'backup-restore': 0.92,
};

/** Scenes are designed on this canvas with the subject inside the central square. */
const CANVAS = { width: 1280, height: 800 } as const;

export interface IllustrationOptions {
  scene: string;
  tone: Tone;
  width: number;
  height: number;
  /** Varies the small details (lit windows, chart values) between uses of one scene. */
  variation: string;
}

export function illustrationSvg({ scene, tone, width, height, variation }: IllustrationOptions): string {
  const draw = SCENES[scene];
  if (!draw) throw new Error(`Unknown illustration scene "${scene}"`);
  const p = palette(tone);
  const rand = prng(`${scene}:${tone}:${variation}`);
  // Other shapes show the centre of the canvas at full height: a square shows the central 800 x 800.
  const viewWidth = Math.min(CANVAS.width, (CANVAS.height * width) / height);
  const viewX = (CANVAS.width - viewWidth) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewX} 0 ${viewWidth} ${CANVAS.height}">
${background(p, CANVAS.width, CANVAS.height)}
${FIT[scene] ? `<g transform="translate(640 400) scale(${FIT[scene]}) translate(-640 -400)">${draw(p, rand)}</g>` : draw(p, rand)}
</svg>`;
}
