import { describe, expect, it } from 'vitest';
import { cityDirectory, cityMatchRank, foldText } from './holiday-cities';

const airports: Record<string, { cityName: string; countryCode: string; countryName: string }> = {
  DPS: { cityName: 'Denpasar', countryCode: 'ID', countryName: 'Indonesia' },
  CXB: { cityName: "Cox's Bazar", countryCode: 'BD', countryName: 'Bangladesh' },
  IST: { cityName: 'Istanbul', countryCode: 'TR', countryName: 'Türkiye' },
};
const cities = cityDirectory({
  airport: (code) =>
    airports[code]
      ? ({
          airportCode: code,
          airportName: '',
          cityCode: code,
          ...airports[code],
          timeZone: 'UTC',
          latitude: 0,
          longitude: 0,
        } as never)
      : undefined,
});

describe('holiday cities', () => {
  it('names a city of the network, with its holiday name where travellers know it by one', () => {
    expect(cities('DPS')).toEqual({
      cityCode: 'DPS',
      cityName: 'Bali (Denpasar)',
      countryCode: 'ID',
      countryName: 'Indonesia',
    });
    expect(cities('IST')?.cityName).toBe('Istanbul');
    expect(cities('ZZZ')).toBeUndefined();
  });

  it('folds text for matching: case, accents and punctuation aside', () => {
    expect(foldText("  Cox's   BAZAR ")).toBe('coxs bazar');
    expect(foldText('Türkiye')).toBe('turkiye');
    expect(foldText('%_*')).toBe('');
  });

  it('ranks a code, then a name or alias start, then a word or the country, then any part', () => {
    const bali = cities('DPS')!;
    const cox = cities('CXB')!;
    expect(cityMatchRank(bali, 'dps')).toBe(0);
    expect(cityMatchRank(bali, 'Bal')).toBe(1);
    expect(cityMatchRank(bali, 'denpasar')).toBe(2);
    expect(cityMatchRank(bali, 'indo')).toBe(2);
    expect(cityMatchRank(bali, 'pasar')).toBe(3);
    expect(cityMatchRank(cox, 'bazar')).toBe(2);
    expect(cityMatchRank(cox, "cox's")).toBe(1);
    expect(cityMatchRank(cities('IST')!, 'turk')).toBe(2);
    expect(cityMatchRank(bali, 'paris')).toBeUndefined();
    expect(cityMatchRank(bali, '%%')).toBeUndefined();
  });
});
