import type { Draw } from '../../hotels/draw';
import { box, shade, Svg } from '../../hotels/images/svg';

/** A sky: its gradient, whether it is night (lit windows, stars), and the sun or moon's colour. */
export interface Sky {
  top: string;
  bottom: string;
  night: boolean;
  orb: string;
}

export const daySkies: readonly Sky[] = [
  { top: '#3f8fdc', bottom: '#c6e6fb', night: false, orb: '#fff6c8' },
  { top: '#5aaee8', bottom: '#eaf6fd', night: false, orb: '#fffbe0' },
  { top: '#2f7fd0', bottom: '#a9dcf7', night: false, orb: '#fff3b0' },
];
export const warmSkies: readonly Sky[] = [
  { top: '#ff7e5f', bottom: '#feb47b', night: false, orb: '#fff0c0' },
  { top: '#f6a04d', bottom: '#fde2a7', night: false, orb: '#fff7d6' },
  { top: '#c0576b', bottom: '#f7b267', night: false, orb: '#ffe3a3' },
];
export const nightSkies: readonly Sky[] = [
  { top: '#0b1d3a', bottom: '#35507f', night: true, orb: '#f4f1de' },
  { top: '#1d2550', bottom: '#d9735b', night: true, orb: '#ffe8a8' },
];

/** Draws the sky above `horizon` with its sun or moon, and clouds by day or stars by night. */
export function drawSky(svg: Svg, draw: Draw, sky: Sky, horizon: number): void {
  svg.rect(0, 0, 800, horizon, svg.gradient('sky', sky.top, sky.bottom));
  svg.circle(
    draw.int(90, 710),
    draw.int(60, Math.min(170, horizon - 60)),
    draw.int(22, 38),
    sky.orb,
    ' opacity=".92"',
  );
  if (sky.night) {
    let dots = '';
    for (let i = 0; i < 30; i++) dots += box(draw.int(0, 800), draw.int(0, horizon * 0.55), 2, 2);
    svg.path(dots, '#ffffff', ' opacity=".8"');
    return;
  }
  for (let i = draw.int(1, 3); i > 0; i--) {
    const cx = draw.int(60, 740);
    const cy = draw.int(45, Math.min(170, horizon - 80));
    const w = draw.int(38, 64);
    svg
      .add('<g fill="#ffffff" opacity=".85">')
      .ellipse(cx, cy, w, w * 0.3, '#fff')
      .ellipse(cx - w * 0.45, cy - 10, w * 0.48, w * 0.32, '#fff')
      .ellipse(cx + w * 0.35, cy - 12, w * 0.55, w * 0.36, '#fff')
      .add('</g>');
  }
}

/** Water from `top` to `bottom` with light ripples. */
export function drawWater(
  svg: Svg,
  draw: Draw,
  top: number,
  bottom: number,
  deep: string,
  shallow: string,
): void {
  svg.rect(0, top, 800, bottom - top, svg.gradient('water', deep, shallow));
  let ripples = '';
  for (let i = 0; i < 16; i++) {
    const y = draw.int(top + 6, bottom - 6);
    ripples += box(draw.int(0, 760), y, draw.int(18, 60), 2);
  }
  svg.path(ripples, '#ffffff', ' opacity=".35"');
}

/** A rolling line of hills from x 0 to 800 standing on `base`, filled down to `floor`. */
export function drawHills(
  svg: Svg,
  draw: Draw,
  base: number,
  height: number,
  colour: string,
  floor = 600,
): void {
  let d = `M0 ${base}`;
  for (let x = 0; x < 800;) {
    const step = draw.int(120, 220);
    const rise = draw.int(Math.round(height * 0.4), height);
    d += `q${step / 2} ${-rise * 2} ${step} 0`;
    x += step;
  }
  svg.path(`${d}V${floor}H0z`, colour);
}

export function drawPalm(svg: Svg, x: number, ground: number, height: number, lean = 1): void {
  svg.path(
    `M${x} ${ground}q${8 * lean} ${-height / 2} ${-6 * lean + 14 * lean} ${-height}l6 0q${-4 * lean} ${height / 2} ${6 - 6 * lean} ${height}z`,
    '#7a5230',
  );
  const topX = x + 8 * lean;
  const top = ground - height;
  const fronds: [number, number][] = [
    [-50, 12],
    [50, 14],
    [-32, -14],
    [36, -12],
    [2, -24],
  ];
  for (const [dx, dy] of fronds) {
    svg.path(
      `M${topX} ${top}q${dx / 2} ${dy - 18} ${dx} ${dy}q${-dx / 2} ${-dy / 3} ${-dx} ${-dy}z`,
      '#2f7d32',
    );
  }
}

/** A Thai long-tail or a country boat: a hull with a raised prow and a small canopy. */
export function drawBoat(svg: Svg, x: number, waterline: number, colour: string): void {
  svg.path(`M${x} ${waterline - 10}h90q14 0 22 -22l4 6q-8 30 -30 30h-80z`, colour);
  svg.rect(x + 24, waterline - 30, 44, 4, shade(colour, -0.4));
  svg.rect(x + 28, waterline - 26, 3, 16, '#5b4636').rect(x + 62, waterline - 26, 3, 16, '#5b4636');
}

/** A beach umbrella with its pole. */
export function drawUmbrella(svg: Svg, x: number, ground: number, colour: string): void {
  svg.rect(x - 1, ground - 48, 3, 48, '#6b5a48');
  svg.path(`M${x - 34} ${ground - 44}q34 -30 68 0z`, colour);
}

/** A string of prayer flags sagging between two points. */
export function drawPrayerFlags(svg: Svg, from: [number, number], to: [number, number]): void {
  const colours = ['#1e5aa8', '#f4f1ea', '#c62828', '#2e7d32', '#f9a825'];
  const [x1, y1] = from;
  const [x2, y2] = to;
  svg.path(
    `M${x1} ${y1}Q${(x1 + x2) / 2} ${Math.max(y1, y2) + 40} ${x2} ${y2}`,
    'none',
    ' stroke="#5b4636" stroke-width="2"',
  );
  const flags = 14;
  for (let i = 1; i < flags; i++) {
    const t = i / flags;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * (Math.max(y1, y2) + 40) + t * t * y2;
    svg.path(`M${Math.round(x - 7)} ${Math.round(y)}h14l-7 18z`, colours[i % colours.length]!);
  }
}

export { box, shade, Svg };
