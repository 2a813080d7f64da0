import { describe, expect, it } from 'vitest';
import { bank } from '../test-stays';
import { hotelImageSvg } from './hotel-image';

const TAG =
  /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<>&]*(?:&(?:amp|lt|gt|quot);[^"<>&]*)*")*)\s*(\/?)>/g;

/** Well-formed enough for a browser: every tag matches the grammar, closes in order, and text escapes '&' and '<'. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  let covered = 0;
  for (const match of svg.matchAll(TAG)) {
    const [whole, closing, name, , selfClosing] = match;
    covered += whole.length;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  const text = svg.replace(TAG, '');
  return (
    stack.length === 0 && !/[<>]|&(?!amp;|lt;|gt;|quot;)/.test(text) && covered + text.length === svg.length
  );
}

const hotels = ['DXB', 'MLE', 'DAC', 'LHR', 'CXB', 'SIN'].flatMap((city) =>
  bank.hotelsOfCity(city).slice(0, 12),
);

describe('hotel images', () => {
  it('draws every image of a gallery as a titled 4:3 SVG of a few kilobytes', () => {
    for (const hotel of hotels) {
      for (let index = 0; index < hotel.imageCount; index++) {
        const svg = hotelImageSvg(hotel.id, index)!;
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"')).toBe(true);
        expect(svg).toMatch(/<title>[^<]+<\/title>/);
        expect(wellFormed(svg)).toBe(true);
        expect(svg.length).toBeGreaterThan(1_500);
        expect(svg.length).toBeLessThan(9_000);
        expect(hotelImageSvg(hotel.id, index)).toBe(svg);
      }
    }
  });

  it('shows each room as the room’s own picture', () => {
    const hotel = hotels[0]!;
    for (const room of bank.rooms(hotel.id))
      expect(hotelImageSvg(hotel.id, room.imageIndex)).toContain(`<title>${room.name}`);
  });

  it('draws different hotels differently', () => {
    for (const index of [0, 1, 2]) {
      const drawn = hotels.map((h) => hotelImageSvg(h.id, index));
      expect(new Set(drawn).size).toBe(hotels.length);
    }
  });

  it('knows no image past the gallery or of a hotel that does not exist', () => {
    const hotel = hotels[0]!;
    expect(hotelImageSvg(hotel.id, hotel.imageCount)).toBeUndefined();
    expect(hotelImageSvg(hotel.id, -1)).toBeUndefined();
    expect(hotelImageSvg(hotel.id, 1.5)).toBeUndefined();
    expect(hotelImageSvg('nope', 0)).toBeUndefined();
    expect(hotelImageSvg(`${hotel.id.slice(0, -1)}${hotel.id.endsWith('a') ? 'b' : 'a'}`, 0)).toBeUndefined();
  });
});
