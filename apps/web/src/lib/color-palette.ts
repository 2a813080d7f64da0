/** Ten shades from lightest (0) to darkest (9); the brand colour takes the slot closest to its own lightness. */
const ShadeLightness = [0.96, 0.9, 0.82, 0.74, 0.66, 0.58, 0.48, 0.38, 0.29, 0.21] as const;

export interface Palette {
  shades: [string, string, string, string, string, string, string, string, string, string];
  /** Index of the brand colour itself, used as the primary shade so buttons show exactly that colour. */
  primaryShade: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
}

function hexToHsl(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const c = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Builds the ten-shade palette Mantine expects from one brand colour like #f76641. */
export function buildPalette(hex: string): Palette {
  const brand = hex.toLowerCase();
  const [h, s, l] = hexToHsl(brand);
  let primaryShade = 0;
  ShadeLightness.forEach((target, index) => {
    if (Math.abs(target - l) < Math.abs((ShadeLightness[primaryShade] ?? 0) - l)) primaryShade = index;
  });
  const shades = ShadeLightness.map((target, index) => {
    if (index === primaryShade) return brand;
    // Very light tints read better slightly desaturated; deep shades keep the brand's saturation.
    const saturation = index < primaryShade ? s * (0.75 + 0.25 * (index / Math.max(primaryShade, 1))) : s;
    return hslToHex(h, saturation, target);
  }) as Palette['shades'];
  return { shades, primaryShade: primaryShade as Palette['primaryShade'] };
}
