import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Two themes' homes must differ in more than this share of the pixels above the fold (same viewport, 1280 × 800).
 * Measured on the seeded tenants: a home against itself differs in 0 %; skyway's home with only its primary colour
 * changed differs in 17 % (trotly paints its header bars and hero tint in that colour, so this is about the most a
 * recolour moves); two different themes differ in 38 % (bizora / chillora, the closest pair) to 86 %. A quarter sits
 * between the two: a new theme that is a recoloured copy of another fails, a theme of its own passes.
 */
export const DistinctThemesMinShare = 0.25;

/**
 * The share (0–1) of pixels that differ between two PNG screenshots of the same size. pixelmatch's threshold of 0.1
 * ignores anti-aliasing and the faint noise of text rendering, so only real changes of colour or layout count.
 */
export function differingShare(first: Buffer, second: Buffer): number {
  const a = PNG.sync.read(first);
  const b = PNG.sync.read(second);
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`Screenshots differ in size: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  const differing = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
  return differing / (a.width * a.height);
}

/** True when two screenshots of homes are different enough to pass for two products. */
export function lookDistinct(first: Buffer, second: Buffer): boolean {
  return differingShare(first, second) > DistinctThemesMinShare;
}
