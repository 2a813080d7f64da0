import type { Draw } from '../../hotels/draw';
import {
  box,
  daySkies,
  drawHills,
  drawPalm,
  drawSky,
  drawWater,
  nightSkies,
  shade,
  Svg,
  warmSkies,
} from './scene-kit';

const anySky = (draw: Draw) => draw.pick([...daySkies, ...warmSkies, ...nightSkies]);

/** Rows of windows over a tower's face; lit at night. */
function windows(x: number, top: number, w: number, h: number, draw: Draw, night: boolean): [string, string] {
  let dark = '';
  let lit = '';
  for (let y = top + 10; y < top + h - 12; y += 16) {
    for (let wx = x + 6; wx < x + w - 10; wx += 12) {
      const d = box(wx, y, 6, 8);
      if (night && draw.chance(0.5)) lit += d;
      else dark += d;
    }
  }
  return [dark, lit];
}

/**
 * A modern skyline on the water: towers of glass, one landmark among them — a needle tower tapering to a spire
 * (Dubai), twin towers joined by a sky bridge (Kuala Lumpur) or a ship on three towers (Singapore).
 */
export function skylineScene(
  draw: Draw,
  title: string,
  landmark: 'needle' | 'twin' | 'ship' | 'none',
): string {
  const svg = new Svg(title);
  const sky = anySky(draw);
  const water = 470;
  drawSky(svg, draw, sky, water);
  const tone = shade(sky.top, sky.night ? -0.45 : -0.35);
  let glass = '';
  let lit = '';
  for (let x = 0; x < 800;) {
    const w = draw.int(40, 80);
    const h = draw.int(90, 260);
    svg.rect(x, water - h, w - 6, h, tone);
    const [dark, on] = windows(x, water - h, w - 6, h, draw, sky.night);
    glass += dark;
    lit += on;
    x += w;
  }
  svg.path(glass, shade(tone, 0.25), ' opacity=".6"');
  svg.path(lit, '#ffd27a');
  const cx = draw.int(300, 500);
  const steel = sky.night ? '#9fb3c8' : '#dfe6ee';
  if (landmark === 'needle') {
    svg.path(
      `M${cx - 40} ${water}L${cx - 14} ${water - 300}L${cx - 4} ${water - 400}L${cx} ${water - 450}L${cx + 4} ${water - 400}L${cx + 14} ${water - 300}L${cx + 40} ${water}z`,
      steel,
    );
    svg.path(box(cx - 26, water - 200, 52, 4) + box(cx - 18, water - 300, 36, 4), shade(steel, -0.3));
  } else if (landmark === 'twin') {
    for (const x of [cx - 60, cx + 20]) {
      svg.path(`M${x} ${water}v-300l8 -30l12 -10l12 10l8 30v300z`, steel);
      svg.rect(x + 19, water - 380, 2, 40, steel);
    }
    svg.rect(cx - 20, water - 200, 40, 8, shade(steel, -0.3));
  } else if (landmark === 'ship') {
    for (const x of [cx - 90, cx - 20, cx + 50]) svg.rect(x, water - 260, 40, 260, steel);
    svg.path(`M${cx - 120} ${water - 262}h230q20 0 30 -14h-270z`, shade(steel, -0.2));
  }
  drawWater(svg, draw, water, 600, sky.night ? '#10223d' : '#1f5f8b', sky.night ? '#2c4a73' : '#5fa8d3');
  return svg.toString();
}

/** Domes and minarets at dusk over a courtyard (Makkah, Madinah, Istanbul). */
export function mosqueScene(draw: Draw, title: string): string {
  const svg = new Svg(title);
  const ground = 470;
  const sky = draw.chance(0.5) ? draw.pick(warmSkies) : draw.pick(nightSkies);
  drawSky(svg, draw, sky, ground);
  const stone = draw.pick(['#f1e7d6', '#e6dccb', '#d9d4c7']);
  const dome = draw.pick(['#9aa7b4', '#2e7d5b', '#c9a227', '#8c98a6']);
  const cx = draw.int(340, 460);
  svg.rect(cx - 220, ground - 120, 440, 120, stone);
  for (const [x, r] of [
    [cx, 90],
    [cx - 140, 46],
    [cx + 140, 46],
  ] as const) {
    svg.path(`M${x - r} ${ground - 120}a${r} ${r * 0.95} 0 0 1 ${2 * r} 0z`, dome);
    svg.rect(x - 2, ground - 120 - r - 24, 4, 26, '#c9a227');
  }
  let arches = '';
  for (let x = cx - 200; x < cx + 200; x += 40) arches += `M${x + 8} ${ground}v-50a12 12 0 0 1 24 0v50z`;
  svg.path(arches, shade(stone, -0.35));
  for (const x of [cx - 260, cx + 246, ...(draw.chance(0.6) ? [cx - 320, cx + 306] : [])]) {
    svg.rect(x, ground - 300, 14, 300, stone);
    svg
      .rect(x - 4, ground - 220, 22, 8, shade(stone, -0.2))
      .rect(x - 4, ground - 140, 22, 8, shade(stone, -0.2));
    svg.path(`M${x} ${ground - 300}l7 -44l7 44z`, dome);
  }
  svg.rect(0, ground, 800, 130, '#ece6da');
  let tiles = '';
  for (let y = ground + 20; y < 600; y += 30) tiles += box(0, y, 800, 2);
  svg.path(tiles, '#d6cdbb');
  return svg.toString();
}

/** A temple: a gold stupa or tiered roofs among palms (Bangkok, Bali, Kathmandu, Colombo). */
export function templeScene(draw: Draw, title: string): string {
  const svg = new Svg(title);
  const ground = 460;
  drawSky(svg, draw, draw.chance(0.6) ? draw.pick(daySkies) : draw.pick(warmSkies), ground);
  drawHills(svg, draw, ground - 20, 30, '#6f9f5a');
  const cx = draw.int(320, 480);
  const gold = '#d4a72c';
  if (draw.chance(0.5)) {
    svg.rect(cx - 140, ground - 40, 280, 40, '#efe6d2').rect(cx - 110, ground - 70, 220, 30, '#e3d7bd');
    svg.path(`M${cx - 90} ${ground - 70}a90 80 0 0 1 180 0z`, gold);
    svg.rect(cx - 20, ground - 170, 40, 20, shade(gold, -0.2));
    svg.path(`M${cx - 14} ${ground - 170}L${cx} ${ground - 320}L${cx + 14} ${ground - 170}z`, gold);
  } else {
    const roof = draw.pick(['#8e3b46', '#2d4a3e', '#5b3a29']);
    for (let tier = 0; tier < 5; tier++) {
      const w = 260 - tier * 44;
      const y = ground - 40 - tier * 52;
      svg.rect(cx - w / 2 + 20, y, w - 40, 40, '#e8dcc4');
      svg.path(
        `M${cx - w / 2} ${y + 4}L${cx - w / 2 + 30} ${y - 18}h${w - 60}L${cx + w / 2} ${y + 4}z`,
        roof,
      );
    }
    svg.path(`M${cx - 6} ${ground - 270}L${cx} ${ground - 330}L${cx + 6} ${ground - 270}z`, gold);
  }
  svg.rect(0, ground, 800, 140, '#b9a57f');
  svg.rect(cx - 30, ground, 60, 140, '#d8c9a6');
  drawPalm(svg, draw.int(60, 140), 590, draw.int(180, 240), 1);
  drawPalm(svg, draw.int(660, 740), 590, draw.int(170, 220), -1);
  return svg.toString();
}

/** The pyramids of Giza in a hazy desert. */
export function pyramidsScene(draw: Draw, title: string): string {
  const svg = new Svg(title);
  const ground = 440;
  drawSky(svg, draw, draw.chance(0.5) ? draw.pick(warmSkies) : daySkies[1]!, ground);
  const pyramids: [number, number][] = [
    [draw.int(180, 260), 230],
    [draw.int(420, 500), 190],
    [draw.int(640, 700), 120],
  ];
  for (const [x, h] of pyramids) {
    svg.path(`M${x - h} ${ground}L${x} ${ground - h}L${x + h} ${ground}z`, '#d9b26f');
    svg.path(`M${x} ${ground - h}L${x + h} ${ground}h-${h * 0.7}z`, '#b98d4d');
  }
  svg.rect(0, ground, 800, 160, '#e3c48a');
  drawHills(svg, draw, ground + 60, 20, '#d4b074');
  return svg.toString();
}

/** A white marble mausoleum with four minarets, mirrored in a long pool (the Taj Mahal at Agra). */
export function mausoleumScene(draw: Draw, title: string): string {
  const svg = new Svg(title);
  const ground = 400;
  drawSky(svg, draw, draw.chance(0.6) ? draw.pick(daySkies) : draw.pick(warmSkies), ground);
  const marble = '#f5f3ee';
  const cx = 400;
  svg.rect(cx - 200, ground - 20, 400, 20, '#e6e0d4');
  svg.rect(cx - 120, ground - 150, 240, 130, marble);
  svg.path(`M${cx - 30} ${ground - 20}v-80a30 36 0 0 1 60 0v80z`, '#cfc7b6');
  svg.path(`M${cx - 80} ${ground - 150}q0 -110 80 -130q80 20 80 130z`, marble);
  svg.rect(cx - 2, ground - 310, 4, 34, '#c9a227');
  for (const x of [cx - 190, cx + 180]) {
    svg.rect(x, ground - 230, 10, 210, marble).path(`M${x - 4} ${ground - 230}q9 -24 18 0z`, marble);
  }
  svg.rect(0, ground, 800, 200, '#6f9f5a');
  svg.rect(cx - 50, ground, 100, 200, '#5aa6c9');
  svg.rect(cx - 40, ground + 20, 80, 140, marble, ' opacity=".35"');
  for (let y = ground + 20; y < 600; y += 45) {
    svg.path(`M${cx - 90} ${y}l-8 30h16z M${cx + 90} ${y}l-8 30h16z`, '#2f5e2a');
  }
  return svg.toString();
}

/** A waterfront city with a great bridge across the water (the Bosphorus, the Hooghly). */
export function bridgeScene(draw: Draw, title: string): string {
  const svg = new Svg(title);
  const sky = anySky(draw);
  const water = 420;
  drawSky(svg, draw, sky, water);
  const tone = shade(sky.top, sky.night ? -0.5 : -0.3);
  let roofs = '';
  for (let x = 0; x < 800; x += draw.int(30, 60))
    roofs += box(x, water - draw.int(30, 90), draw.int(24, 50), 90);
  svg.path(roofs, tone);
  if (draw.chance(0.5)) {
    const cx = draw.int(120, 680);
    svg.path(`M${cx - 40} ${water - 60}a40 40 0 0 1 80 0z`, tone).rect(cx - 60, water - 150, 6, 100, tone);
  }
  drawWater(svg, draw, water, 600, sky.night ? '#10223d' : '#2b6f8f', sky.night ? '#2c4a73' : '#76b7d1');
  const deck = water + 40;
  const steel = sky.night ? '#c7d3df' : '#6d7b88';
  svg.rect(0, deck, 800, 10, steel);
  for (const x of [240, 560]) svg.rect(x - 8, deck - 170, 16, 230, steel);
  svg.path(
    `M0 ${deck - 20}Q240 ${deck - 180} 240 ${deck - 170}Q400 ${deck} 560 ${deck - 170}Q560 ${deck - 180} 800 ${deck - 20}`,
    'none',
    ` stroke="${steel}" stroke-width="4"`,
  );
  let cables = '';
  for (let x = 270; x < 540; x += 20)
    cables += box(x, deck - Math.abs(x - 400) * 0.9 - 30 + 30, 2, Math.abs(x - 400) * 0.9);
  svg.path(cables, steel);
  return svg.toString();
}
