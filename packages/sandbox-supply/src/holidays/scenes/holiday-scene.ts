import { hashString } from '../../flights/util/hash';
import { Draw } from '../../hotels/draw';
import {
  bridgeScene,
  mausoleumScene,
  mosqueScene,
  pyramidsScene,
  skylineScene,
  templeScene,
} from './landmark-scenes';
import { beachScene, desertScene, lagoonScene, mountainScene, teaHillsScene } from './nature-scenes';

/** The scenes a gallery image can be drawn as; each drawing varies (sky, colours, layout) with its variant. */
const scenes = {
  beach: (draw: Draw) => beachScene(draw, 'A palm-fringed beach'),
  lagoon: (draw: Draw) => lagoonScene(draw, 'Water villas over a lagoon'),
  desert: (draw: Draw) => desertScene(draw, 'Dunes and a camel caravan at sunset'),
  mountains: (draw: Draw) => mountainScene(draw, 'Snow peaks and prayer flags'),
  'tea-hills': (draw: Draw) => teaHillsScene(draw, 'Tea gardens on rolling hills'),
  'skyline-needle': (draw: Draw) => skylineScene(draw, 'A skyline with a needle tower', 'needle'),
  'skyline-twin': (draw: Draw) => skylineScene(draw, 'A skyline with twin towers', 'twin'),
  'skyline-ship': (draw: Draw) => skylineScene(draw, 'A bay skyline with a sky park', 'ship'),
  skyline: (draw: Draw) => skylineScene(draw, 'A city skyline by the water', 'none'),
  mosque: (draw: Draw) => mosqueScene(draw, 'Domes and minarets'),
  temple: (draw: Draw) => templeScene(draw, 'A temple among palms'),
  pyramids: (draw: Draw) => pyramidsScene(draw, 'The pyramids in the desert'),
  mausoleum: (draw: Draw) => mausoleumScene(draw, 'A marble mausoleum and its pool'),
  bridge: (draw: Draw) => bridgeScene(draw, 'A bridge across the water'),
} as const;

export type HolidayScene = keyof typeof scenes;
export const HolidayScenes = Object.keys(scenes) as HolidayScene[];

/** How a drawn image is named: the scene and a variant (any short text), e.g. "beach:phuket-2". */
export function holidaySceneName(scene: HolidayScene, variant: string): string {
  return `${scene}:${variant}`;
}

/**
 * A drawn gallery image as SVG (800 × 600), from its name alone; the same name always draws the same picture.
 * Undefined for a name that is not a scene's.
 */
export function holidaySceneSvg(name: string): string | undefined {
  const [scene, variant, ...rest] = name.split(':');
  if (rest.length > 0 || !variant || !scene || !Object.hasOwn(scenes, scene)) return undefined;
  return scenes[scene as HolidayScene](new Draw(hashString(`holiday|${name}`)));
}
