import { describe, expect, it } from 'vitest';
import { bank } from './test-stays';

describe('suggestions', () => {
  it('puts Dubai first for "dub", cities before hotels', () => {
    const found = bank.suggest('dub', 10);
    expect(found[0]).toEqual({
      type: 'City',
      id: 'DXB',
      name: 'Dubai',
      cityName: 'Dubai',
      countryName: 'United Arab Emirates',
    });
    expect(found.map((s) => s.id)).toContain('DUB');
    const firstHotel = found.findIndex((s) => s.type === 'Hotel');
    expect(firstHotel).toBeGreaterThan(0);
    expect(found.slice(firstHotel).every((s) => s.type === 'Hotel')).toBe(true);
    expect(found.length).toBe(10);
  });

  it('matches any word of a name from its start, whatever the case or accents', () => {
    expect(bank.suggest('KUALA', 5)[0]!.id).toBe('KUL');
    expect(bank.suggest('lumpur', 5)[0]!.id).toBe('KUL');
    expect(bank.suggest('umpur', 5)).toEqual([]);
    expect(bank.suggest('LGW', 3)[0]!.id).toBe('LHR');
    const hotel = bank.hotelsOfCity('IST').find((h) => h.area === 'Kadıköy' && h.chain)!;
    const byName = bank.suggest(hotel.name.toUpperCase(), 5);
    expect(byName[0]).toMatchObject({
      type: 'Hotel',
      id: hotel.id,
      cityName: 'Istanbul',
      countryName: bank.city('IST')!.countryName,
    });
    expect(bank.suggest('kadikoy', 50).some((s) => s.id === hotel.id)).toBe(true);
    const words = hotel.name.split(' ');
    expect(bank.suggest(words.slice(1).join(' '), 200).some((s) => s.id === hotel.id)).toBe(true);
  });

  it('answers quickly and within the limit', () => {
    bank.suggest('a', 1);
    const started = performance.now();
    for (const text of ['a', 'al', 'al n', 'ban', 'sea', 'mar', 'x', 'dha'])
      expect(bank.suggest(text, 8).length).toBeLessThanOrEqual(8);
    expect(performance.now() - started).toBeLessThan(100);
    expect(bank.suggest('  ', 8)).toEqual([]);
  });
});
