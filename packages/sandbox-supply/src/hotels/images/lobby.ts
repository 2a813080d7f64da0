import type { HotelIdParts } from '../catalogue/hotel-id';
import type { Draw } from '../draw';
import { box, shade, starPath, Svg } from './svg';

const walls = ['#efe6d8', '#e4d3bc', '#d8e0e6', '#f2ece4', '#e6dccf', '#cfd8cf'];
const floors = ['#c8b28e', '#9c7b5b', '#d9d4cc', '#b7a99a', '#e8e2d6'];
const desks = ['#6d4c33', '#2f3b48', '#8a6a4b', '#3e5c4f', '#54433a'];

function plant(svg: Svg, x: number, ground: number): void {
  svg.rect(x - 22, ground - 50, 44, 50, '#8c6b4f', ' rx="6"');
  for (const [dx, dy, rx] of [
    [-20, -80, 22],
    [18, -90, 24],
    [0, -115, 26],
    [-6, -70, 18],
  ]) {
    svg.ellipse(x + dx!, ground + dy!, rx!, rx! * 0.6, '#3f8f4f');
  }
}

function armchair(svg: Svg, x: number, ground: number, colour: string): void {
  svg.rect(x, ground - 70, 90, 50, shade(colour, -0.15), ' rx="10"');
  svg.rect(x - 8, ground - 40, 106, 34, colour, ' rx="8"');
  svg.rect(x + 4, ground - 6, 8, 6, '#3b2f27').rect(x + 78, ground - 6, 8, 6, '#3b2f27');
}

/** The lobby: reception, windows, plants; chandeliers and marble at four stars and up. */
export function lobbySvg(parts: HotelIdParts, draw: Draw): string {
  const svg = new Svg(`Lobby and reception of a ${parts.stars}-star hotel`);
  const wall = draw.pick(walls);
  const floorY = 400;
  svg.rect(0, 0, 800, floorY, svg.gradient('wall', shade(wall, 0.2), wall));
  const floor = parts.stars >= 4 ? '#ece7df' : draw.pick(floors);
  svg.rect(0, floorY, 800, 200, floor);
  let tiles = '';
  for (let x = 0; x < 800; x += 80) tiles += `M${x} ${floorY}l${(x - 400) * 0.6} 200`;
  svg.path(tiles, 'none', ` stroke="${shade(floor, -0.2)}" stroke-width="2"`);

  const windows = draw.int(2, 3);
  const arched = draw.chance(0.5);
  for (let i = 0; i < windows; i++) {
    const x = 80 + i * (640 / windows) + draw.int(0, 30);
    const d = arched ? `M${x} 300v-150a60 60 0 0 1 120 0v150z` : box(x, 120, 120, 180);
    svg.path(
      d,
      svg.gradient(`glass${i}`, '#a9d3ee', '#e6f3fb'),
      ` stroke="${shade(wall, -0.35)}" stroke-width="8"`,
    );
  }
  const desk = draw.pick(desks);
  svg.rect(260, 300, 280, 100, desk, ' rx="4"');
  svg.rect(250, 292, 300, 14, shade(desk, 0.25), ' rx="3"');
  svg.rect(320, 200, 160, 44, desk, ' rx="4"');
  let stars = '';
  for (let i = 0; i < parts.stars; i++) stars += starPath(400 - (parts.stars - 1) * 14 + i * 28, 222, 10);
  svg.path(stars, '#f2c94c');
  if (parts.stars >= 4) {
    svg.rect(398, 0, 4, 60, '#8a7a55');
    svg.ellipse(400, 75, 60, 18, '#f6d77b', ' opacity=".9"');
    for (let i = 0; i < 7; i++) svg.circle(350 + i * 16.6, 95, 5, '#fff4c2');
  } else {
    for (const x of [200, 600]) svg.rect(x - 2, 0, 4, 40, '#555').circle(x, 48, 14, '#fff1b8');
  }
  plant(svg, 80, 440);
  plant(svg, 720, 440);
  const fabric = draw.pick(['#7b9e87', '#a45a52', '#4b6a88', '#c4a35a', '#6e5a7e']);
  armchair(svg, 120, 520, fabric);
  armchair(svg, 590, 520, fabric);
  svg.ellipse(400, 520, 150, 36, shade(fabric, 0.35), ' opacity=".8"');
  return svg.toString();
}
