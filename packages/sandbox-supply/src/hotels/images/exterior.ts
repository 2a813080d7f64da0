import type { HotelIdParts } from '../catalogue/hotel-id';
import type { Draw } from '../draw';
import { box, shade, starPath, Svg } from './svg';

/** Sky colours (top, bottom), whether windows are lit, and the sun or moon's colour. */
const skies: readonly { top: string; bottom: string; night: boolean; orb: string }[] = [
  { top: '#4f9ee8', bottom: '#cfe9fb', night: false, orb: '#fff6c8' },
  { top: '#6cb6f0', bottom: '#f1f8fd', night: false, orb: '#fffbe0' },
  { top: '#ff8a65', bottom: '#ffd59e', night: false, orb: '#fff0c0' },
  { top: '#2b3a67', bottom: '#f4a261', night: true, orb: '#ffe8a8' },
  { top: '#0b1d3a', bottom: '#2f4f7f', night: true, orb: '#f4f1de' },
  { top: '#8fa3b8', bottom: '#e3e8ee', night: false, orb: '#ffffff' },
];
const facades = [
  '#f3efe6',
  '#e8d8c4',
  '#d9e2ec',
  '#c9d6df',
  '#efe3d0',
  '#b8c4cc',
  '#f6e7d8',
  '#dfe7e0',
  '#3d4a5c',
];
const accents = ['#b5835a', '#1f6f8b', '#8e3b46', '#2d6a4f', '#c9a227', '#5c4d7d', '#d17a22'];

function skyline(svg: Svg, draw: Draw, horizon: number, colour: string): void {
  let d = '';
  for (let x = 0; x < 800;) {
    const w = draw.int(30, 70);
    const h = draw.int(40, 170);
    d += box(x, horizon - h, w - 4, h);
    x += w;
  }
  svg.path(d, colour);
}

function palm(svg: Svg, x: number, ground: number, height: number): void {
  svg.path(`M${x} ${ground}q8 ${-height / 2} ${-6} ${-height}l6 0q20 ${height / 2} 6 ${height}z`, '#7a5230');
  const top = ground - height;
  const fronds: [number, number][] = [
    [-46, 10],
    [46, 12],
    [-30, -14],
    [34, -12],
    [0, -22],
  ];
  for (const [dx, dy] of fronds) {
    svg.path(`M${x} ${top}q${dx / 2} ${dy - 18} ${dx} ${dy}q${-dx / 2} ${-dy / 3} ${-dx} ${-dy}z`, '#2f7d32');
  }
}

/** The hotel from outside: a building whose height and finish follow its stars, in a city, by a pool or a beach. */
export function exteriorSvg(parts: HotelIdParts, draw: Draw): string {
  const sky = draw.pick(skies);
  const svg = new Svg(
    `Exterior of a ${parts.stars}-star ${parts.setting === 'City' ? 'city' : parts.setting.toLowerCase()} hotel`,
  );
  const horizon = 430;
  svg.rect(0, 0, 800, horizon, svg.gradient('sky', sky.top, sky.bottom));
  svg.circle(draw.int(80, 720), draw.int(60, 140), draw.int(24, 40), sky.orb, ' opacity=".9"');
  if (sky.night) {
    let dots = '';
    for (let i = 0; i < 24; i++) dots += box(draw.int(0, 800), draw.int(0, 220), 2, 2);
    svg.path(dots, '#ffffff', ' opacity=".8"');
  } else {
    for (let i = draw.int(1, 3); i > 0; i--) {
      const cx = draw.int(60, 740);
      const cy = draw.int(50, 180);
      svg
        .add(`<g fill="#ffffff" opacity=".85">`)
        .ellipse(cx, cy, 50, 16, '#fff')
        .ellipse(cx - 24, cy - 10, 24, 16, '#fff');
      svg.ellipse(cx + 18, cy - 12, 28, 18, '#fff').add('</g>');
    }
  }
  if (parts.setting === 'City') skyline(svg, draw, horizon, shade(sky.top, sky.night ? -0.4 : -0.25));
  else if (parts.setting === 'Beach')
    svg.rect(0, horizon - 70, 800, 70, svg.gradient('sea', '#1e88b5', '#67c1e0'));
  else svg.path(`M0 ${horizon}q200 -120 400 -40t400 -30v70h-800z`, '#6f9f5a');

  // Floors grow with the stars: guest houses are low, five-star towers tall.
  const floors = [draw.int(2, 3), draw.int(3, 5), draw.int(5, 8), draw.int(8, 12), draw.int(12, 17)][
    parts.stars - 1
  ]!;
  const floorHeight = Math.min(30, 330 / floors);
  const width = draw.int(220, 380);
  const left = 400 - width / 2 + draw.int(-60, 60);
  const top = horizon + 40 - floors * floorHeight;
  const facade = draw.pick(facades);
  const accent = draw.pick(accents);
  const dark = facade === '#3d4a5c';
  svg.rect(left, top, width, floors * floorHeight, facade);
  svg.rect(left - 6, top - 12, width + 12, 14, shade(facade, -0.25));
  if (parts.stars >= 5) svg.path(`M${left + width / 2 - 30} ${top - 12}l30 -50l30 50z`, accent);

  const columns = Math.min(10, Math.floor(width / 34));
  const gap = width / columns;
  const winW = gap * draw.unit() * 0.3 + gap * 0.45;
  const winH = floorHeight * 0.55;
  let glass = '';
  let lit = '';
  for (let f = 0; f < floors - 1; f++) {
    for (let c = 0; c < columns; c++) {
      const d = box(
        left + c * gap + (gap - winW) / 2,
        top + f * floorHeight + floorHeight * 0.22,
        winW,
        winH,
      );
      if (sky.night && draw.chance(0.55)) lit += d;
      else glass += d;
    }
  }
  svg.path(glass, sky.night ? '#1c2b45' : dark ? '#9ec9e6' : '#6b9dc2');
  svg.path(lit, '#ffd27a');
  if (parts.setting !== 'City') {
    // Resort and beach hotels have balconies on every floor.
    let rails = '';
    for (let f = 1; f < floors - 1; f++) rails += box(left + 4, top + f * floorHeight - 3, width - 8, 3);
    svg.path(rails, shade(facade, -0.35));
  } else if (draw.chance(0.5)) {
    let fins = '';
    for (let c = 1; c < columns; c += 2) fins += box(left + c * gap - 2, top, 4, (floors - 1) * floorHeight);
    svg.path(fins, accent, ' opacity=".5"');
  }
  if (draw.chance(0.6)) {
    for (const x of [left + 16, left + width - 22]) {
      svg.rect(x, top - 60, 3, 48, '#555').path(`M${x + 3} ${top - 60}h30l-6 9l6 9h-30z`, draw.pick(accents));
    }
  }

  // The sign: one star per star of the hotel.
  const signW = 40 + parts.stars * 26;
  const signY = top + (floors - 1) * floorHeight - 6;
  svg.rect(400 - signW / 2, signY - 26, signW, 26, accent);
  let stars = '';
  for (let i = 0; i < parts.stars; i++) stars += starPath(400 - signW / 2 + 33 + i * 26, signY - 13, 9);
  svg.path(stars, '#ffe27a');
  svg.rect(360, horizon + 40 - floorHeight * 0.9, 80, floorHeight * 0.9, '#2b2d33');
  svg.path(`M340 ${horizon + 40 - floorHeight}h120l-14 -14h-92z`, accent);

  svg.rect(0, horizon + 40, 800, 130, parts.setting === 'Beach' ? '#f1dcaa' : '#9aa39a');
  if (parts.setting !== 'City') {
    svg.rect(120, horizon + 80, 300, 50, '#5ec3e6', ' rx="20"');
    svg.rect(130, horizon + 88, 280, 6, '#bfeaf7', ' rx="3" opacity=".8"');
    palm(svg, 80, horizon + 120, draw.int(120, 170));
    palm(svg, 690, horizon + 110, draw.int(110, 160));
  } else {
    svg.rect(0, horizon + 95, 800, 40, '#5a5f66');
    svg.path(
      box(40, horizon + 113, 60, 4) +
        box(200, horizon + 113, 60, 4) +
        box(360, horizon + 113, 60, 4) +
        box(520, horizon + 113, 60, 4) +
        box(680, horizon + 113, 60, 4),
      '#e9e4d0',
    );
    for (const x of [150, 650])
      svg.rect(x, horizon - 10, 5, 105, '#3a3d42').circle(x + 2, horizon - 12, 8, '#ffe9a8');
  }
  return svg.toString();
}
