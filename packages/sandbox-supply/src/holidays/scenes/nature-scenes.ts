import type { Draw } from '../../hotels/draw';
import {
  box,
  daySkies,
  drawBoat,
  drawHills,
  drawPalm,
  drawPrayerFlags,
  drawSky,
  drawUmbrella,
  drawWater,
  shade,
  Svg,
  warmSkies,
} from './scene-kit';

/** A tropical beach: sea to the horizon, a curve of sand, palms, umbrellas and a boat at anchor. */
export function beachScene(draw: Draw, title: string): string {
  const svg = new Svg(title);
  const horizon = draw.int(300, 340);
  drawSky(svg, draw, draw.chance(0.75) ? draw.pick(daySkies) : draw.pick(warmSkies), horizon);
  if (draw.chance(0.5)) svg.path(`M520 ${horizon}q90 -70 180 -30t100 10v20z`, '#4f7f52');
  drawWater(svg, draw, horizon, 470, '#0f6fa0', '#4fc3dc');
  const shore = draw.int(430, 470);
  svg.path(`M0 ${shore}q260 -40 520 10t280 -14V600H0z`, '#f1dcaa');
  svg.path(`M0 ${shore}q260 -40 520 10t280 -14v8q-140 20 -280 14t-520 -10z`, '#ffffff', ' opacity=".6"');
  drawBoat(
    svg,
    draw.int(340, 520),
    horizon + draw.int(60, 100),
    draw.pick(['#c0392b', '#1f6f8b', '#d17a22']),
  );
  for (const [x, h, lean] of [
    [draw.int(50, 110), draw.int(170, 230), 1],
    [draw.int(640, 720), draw.int(150, 210), -1],
  ] as const) {
    drawPalm(svg, x, 600 - draw.int(40, 70), h, lean);
  }
  const umbrellas = ['#e63946', '#f4a261', '#2a9d8f', '#e9c46a'];
  for (let i = draw.int(2, 3); i > 0; i--)
    drawUmbrella(svg, draw.int(220, 600), draw.int(540, 580), draw.pick(umbrellas));
  return svg.toString();
}

/** A lagoon with villas on stilts over turquoise water and a jetty (the Maldives, Langkawi). */
export function lagoonScene(draw: Draw, title: string): string {
  const svg = new Svg(title);
  const horizon = draw.int(270, 310);
  drawSky(svg, draw, draw.chance(0.7) ? draw.pick(daySkies) : draw.pick(warmSkies), horizon);
  drawWater(svg, draw, horizon, 600, '#1d8fb8', '#7fe0e0');
  const deck = horizon + draw.int(90, 130);
  svg.rect(0, deck + 14, 800, 8, '#8d6e4f');
  const villas = draw.int(4, 6);
  const gap = 800 / villas;
  for (let i = 0; i < villas; i++) {
    const x = i * gap + gap * 0.15;
    const w = gap * 0.7;
    let stilts = '';
    for (let s = 0; s < 4; s++) stilts += box(x + 6 + (s * (w - 16)) / 3, deck + 10, 4, 50);
    svg.path(stilts, '#5d4632');
    svg.rect(x, deck - 36, w, 50, '#f4e9d8');
    svg.rect(x + w * 0.4, deck - 22, w * 0.2, 36, '#6d4c33');
    svg.path(
      `M${x - 10} ${deck - 34}L${x + w / 2} ${deck - 34 - w * 0.42}L${x + w + 10} ${deck - 34}z`,
      '#b08850',
    );
  }
  svg.path(`M${draw.int(250, 450)} 600l40 -${600 - deck - 22}h24l40 ${600 - deck - 22}z`, '#a07c58');
  return svg.toString();
}

/** Red dunes at sunset with a camel caravan on a ridge (a desert safari). */
export function desertScene(draw: Draw, title: string): string {
  const svg = new Svg(title);
  const horizon = draw.int(320, 360);
  drawSky(svg, draw, draw.pick(warmSkies), horizon);
  const sands = ['#e9b872', '#d99a4e', '#c77d3a', '#b5652b'];
  let base = horizon - 20;
  for (const sand of sands) {
    drawHills(svg, draw, base, draw.int(30, 60), sand);
    base += draw.int(55, 80);
  }
  const ridge = horizon + draw.int(10, 40);
  for (let i = 0, x = draw.int(220, 420); i < draw.int(3, 5); i++, x += 46) {
    const c = '#3b2416';
    svg.ellipse(x, ridge - 22, 16, 10, c).circle(x - 2, ridge - 33, 7, c);
    svg.path(`M${x + 12} ${ridge - 24}q10 -10 12 -24h6v8q-4 14 -12 20z`, c);
    svg.path(box(x - 12, ridge - 16, 3, 16) + box(x + 8, ridge - 16, 3, 16), c);
  }
  return svg.toString();
}

/** Snow peaks over green foothills, with prayer flags in front (the Himalaya). */
export function mountainScene(draw: Draw, title: string): string {
  const svg = new Svg(title);
  const horizon = 380;
  drawSky(svg, draw, draw.pick(daySkies), horizon);
  let peaks = `M0 ${horizon}`;
  let snow = '';
  for (let x = 0; x < 800;) {
    const w = draw.int(140, 240);
    const h = draw.int(150, 260);
    const top = horizon - h;
    peaks += `L${x + w / 2} ${top}L${x + w} ${horizon}`;
    snow += `M${x + w / 2} ${top}l${w * 0.14} ${h * 0.28}l-${w * 0.07} -${h * 0.06}l-${w * 0.07} ${h * 0.08}l-${w * 0.06} -${h * 0.07}l-${w * 0.08} ${h * 0.05}z`;
    x += w * 0.8;
  }
  svg.path(`${peaks}V600H0z`, '#6b7f99');
  svg.path(snow, '#f7fbff');
  drawHills(svg, draw, horizon + 40, 50, '#5e8d4a');
  drawHills(svg, draw, horizon + 120, 40, '#44703a');
  drawPrayerFlags(svg, [draw.int(20, 120), draw.int(420, 470)], [draw.int(620, 780), draw.int(400, 450)]);
  return svg.toString();
}

/** Tea gardens: terraced green hills in rows, a shade tree and mist (Sylhet, the Sri Lankan hill country). */
export function teaHillsScene(draw: Draw, title: string): string {
  const svg = new Svg(title);
  const horizon = 260;
  drawSky(svg, draw, draw.pick(daySkies), horizon + 40);
  const greens = ['#7fb069', '#5f9e4c', '#4d8a3d', '#3f7a33', '#2f6a2a'];
  let base = horizon;
  for (const green of greens) {
    drawHills(svg, draw, base, draw.int(30, 50), green);
    let rows = '';
    for (let y = base + 18; y < base + 90; y += 14) rows += `M0 ${y}q400 -24 800 0`;
    svg.path(rows, 'none', ` stroke="${shade(green, -0.25)}" stroke-width="3" opacity=".6"`);
    base += draw.int(60, 80);
  }
  const tree = draw.int(120, 680);
  svg.rect(tree - 4, 330, 8, 70, '#5b4636').ellipse(tree, 320, 60, 26, '#2f5e2a');
  svg.rect(0, horizon - 20, 800, 40, '#ffffff', ' opacity=".35"');
  return svg.toString();
}
