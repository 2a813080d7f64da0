import { describe, expect, it } from 'vitest';
import { buildPalette } from './color-palette';

function lightness(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return (Math.max(...channels) + Math.min(...channels)) / 2 / 255;
}

describe('primary palette', () => {
  it.each(['#f76641', '#0e7490', '#1c7ed6', '#222222', '#ffd43b'])(
    'keeps %s itself as the primary shade and orders shades light to dark',
    (brand) => {
      const palette = buildPalette(brand);
      expect(palette.shades).toHaveLength(10);
      expect(palette.shades[palette.primaryShade]).toBe(brand);
      for (const shade of palette.shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      const values = palette.shades.map(lightness);
      for (let index = 1; index < values.length; index += 1) {
        expect(values[index]).toBeLessThanOrEqual((values[index - 1] ?? 1) + 0.02);
      }
    },
  );

  it('places the provider orange and the teal where their lightness belongs', () => {
    expect(buildPalette('#f76641').primaryShade).toBe(5);
    expect(buildPalette('#0e7490').primaryShade).toBe(8);
  });
});
