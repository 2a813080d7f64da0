import type { HotelIdParts } from '../catalogue/hotel-id';
import type { Draw } from '../draw';
import type { BedBankRoom } from '../types';
import { box, shade, Svg } from './svg';

const walls = ['#f1e9dc', '#e3ecef', '#efe2d3', '#dfe6da', '#ece4ee', '#f5efe6'];
const linens = ['#ffffff', '#f7f3ea', '#eef3f7'];
const throws = ['#8e3b46', '#1f6f8b', '#c9a227', '#2d6a4f', '#5c4d7d', '#b5835a', '#d17a22'];
const bedWidths: Record<string, number> = { King: 300, Queen: 260, Double: 230, Single: 150, Twin: 150 };

/** The beds of a room from its plain-words setup ('1 King bed and 2 Single beds'): widths, sofa beds apart. */
export function bedsOf(bedSetup: string): { widths: number[]; sofa: boolean } {
  const widths: number[] = [];
  let sofa = false;
  for (const match of bedSetup.matchAll(/(\d+) (King|Queen|Double|Single|Twin|Sofa) bed/g)) {
    const count = Number(match[1]);
    if (match[2] === 'Sofa') sofa = true;
    else for (let i = 0; i < count; i++) widths.push(bedWidths[match[2]!]!);
  }
  return { widths, sofa };
}

function view(svg: Svg, draw: Draw, x: number, y: number, w: number, h: number, sea: boolean): void {
  svg.rect(x, y, w, h, svg.gradient('view', '#7fb8e6', '#d8ecf8'));
  if (sea) svg.rect(x, y + h * 0.6, w, h * 0.4, '#2f8fbf');
  else {
    let d = '';
    for (let bx = x; bx < x + w - 10; bx += 26) {
      const height = draw.int(20, h - 20);
      d += box(bx, y + h - height, 22, height);
    }
    svg.path(d, '#8aa0b5');
  }
  svg.rect(x + w / 2 - 3, y, 6, h, '#f4f4f4');
}

/** A room of the hotel: its beds as the room's setup says, a window with a view, lamps; a sofa in suites. */
export function roomSvg(parts: HotelIdParts, room: BedBankRoom, draw: Draw): string {
  const svg = new Svg(`${room.name}: ${room.bedSetup}`);
  const wall = draw.pick(walls);
  const floorY = 430;
  svg.rect(0, 0, 800, floorY, wall);
  svg.rect(0, floorY, 800, 170, draw.pick(['#a47551', '#c29a6b', '#8b6a4f', '#d8c3a5']));
  let planks = '';
  for (let y = floorY + 24; y < 600; y += 26) planks += `M0 ${y}h800`;
  svg.path(planks, 'none', ' stroke="#000" stroke-opacity=".08" stroke-width="2"');
  const sea = parts.setting !== 'City' && room.amenities.includes('Sea view');
  const windowX = draw.chance(0.5) ? 40 : 560;
  view(svg, draw, windowX, 90, 200, 200, sea);
  const curtain = draw.pick(['#c8b6a6', '#8fa9b8', '#b7a27a', '#9e7b8f', '#d9cbb5']);
  svg.path(`M${windowX - 24} 70h44c-6 80 6 160 0 236h-44z`, curtain);
  svg.path(`M${windowX + 180} 70h44v236h-44c-6 -76 6 -156 0 -236z`, curtain);
  svg.rect(windowX - 30, 62, 260, 10, shade(curtain, -0.3), ' rx="4"');
  // Wall panels behind the bed in better hotels.
  if (parts.stars >= 4) {
    let panels = '';
    for (let px = 250; px < 560; px += 62) panels += box(px, 40, 54, 200);
    svg.path(panels, 'none', ` stroke="${shade(wall, -0.12)}" stroke-width="3"`);
  }

  const { widths, sofa } = bedsOf(room.bedSetup);
  const total = widths.reduce((s, w) => s + w, 0) + (widths.length - 1) * 40;
  const scale = Math.min(1, 460 / total);
  let x = 400 - (total * scale) / 2;
  const linen = draw.pick(linens);
  const blanket = draw.pick(throws);
  const headboard = shade(draw.pick(['#6d4c33', '#3d4a5c', '#8a6a4b', '#b9a58c']), 0);
  for (const width of widths) {
    const w = width * scale;
    svg.rect(x - 6, 250, w + 12, 110, headboard, ' rx="8"');
    svg.rect(x, 330, w, 120, linen, ' rx="10"');
    const pillows = w > 200 ? 2 : 1;
    for (let p = 0; p < pillows; p++)
      svg.rect(x + 12 + p * (w / pillows), 318, w / pillows - 24, 34, '#fdfdfd', ' rx="12" stroke="#ddd"');
    svg.rect(x, 400, w, 50, blanket, ' rx="6"');
    x += w + 40 * scale;
  }
  for (const side of [-1, 1]) {
    const nx = side < 0 ? 400 - (total * scale) / 2 - 80 : 400 + (total * scale) / 2 + 20;
    svg.rect(nx, 370, 60, 70, shade(headboard, 0.2), ' rx="4"');
    svg.rect(nx + 27, 330, 6, 40, '#555').path(`M${nx + 10} 332h40l-8 -34h-24z`, '#fbe6b0');
  }
  if (sofa) {
    svg.rect(560, 470, 200, 60, shade(blanket, -0.2), ' rx="14"');
    svg.rect(560, 440, 200, 40, shade(blanket, -0.05), ' rx="14"');
  }
  svg.rect(340, 120, 120, 80, shade(blanket, 0.5), ' stroke="#7a6a55" stroke-width="6"');
  svg.circle(400, 160, 22, shade(blanket, -0.1), ' opacity=".7"');
  svg.path(`M360 190l24 -30l18 20l14 -14l26 24z`, shade(blanket, -0.3), ' opacity=".6"');
  // A desk with a screen on the side away from the window, and a rug at the foot of the bed.
  const deskX = windowX < 400 ? 640 : 40;
  if (!sofa) {
    svg
      .rect(deskX, 380, 120, 12, '#6b543f')
      .rect(deskX + 8, 392, 8, 60, '#5a4534')
      .rect(deskX + 104, 392, 8, 60, '#5a4534');
    svg.rect(deskX + 20, 300, 80, 50, '#22262b', ' rx="3"').rect(deskX + 56, 350, 8, 30, '#444');
  }
  svg.ellipse(400, 530, 230, 40, shade(blanket, 0.25), ' opacity=".55"');
  svg.rect(380, 0, 40, 10, '#ddd').ellipse(400, 14, 50, 8, '#fff7d6', ' opacity=".9"');
  if (room.amenities.includes('Balcony'))
    svg.path(box(windowX, 250, 200, 6) + box(windowX, 270, 200, 4), '#eeeeee');
  return svg.toString();
}
