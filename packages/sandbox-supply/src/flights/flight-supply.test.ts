import { describe, expect, it } from 'vitest';
import { createFlightSupply } from './create-flight-supply';
import { query, saleDate } from './test-queries';

const supply = createFlightSupply({ latency: 'zero', today: saleDate });
const weekday = '2027-04-14';

describe('flight supply', () => {
  it('operates at least 20,000 flights a day, more on some days than others', () => {
    const counts = [
      '2027-04-12',
      '2027-04-13',
      '2027-04-14',
      '2027-04-15',
      '2027-04-16',
      '2027-04-17',
      '2027-04-18',
    ].map(supply.flightsOn);
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(20_000);
    expect(new Set(counts).size).toBeGreaterThan(1);
  });

  it('gives the same offers for the same seed, and different ones for another seed', () => {
    const q = query([['DAC', 'DXB', weekday]], { adults: 2, childAges: [6] });
    const again = createFlightSupply({ latency: 'zero', today: saleDate });
    const other = createFlightSupply({ latency: 'zero', today: saleDate, seed: 99 });
    for (const source of ['GDS', 'NDC', 'LCC'] as const) {
      const first = supply.search(q, source);
      expect(again.search(q, source)).toEqual(first);
      expect(supply.search(q, source)).toEqual(first);
      expect(other.search(q, source)).not.toEqual(first);
    }
  });

  it('flies DAC to DXB direct on a weekday, with many connections too, from every source', () => {
    const offers = supply.sources.flatMap((s) => supply.search(query([['DAC', 'DXB', weekday]]), s.code));
    const direct = offers.filter((o) => o.journeys[0]!.legs.length === 1);
    expect(direct.length).toBeGreaterThanOrEqual(24);
    expect(offers.length - direct.length).toBeGreaterThan(200);
    expect(new Set(offers.map((o) => o.source))).toEqual(new Set(['GDS', 'NDC', 'LCC']));
    expect(new Set(offers.map((o) => o.offerId)).size).toBe(offers.length);
    expect(offers.every((o) => /^[0-9a-z]{14}$/.test(o.offerId))).toBe(true);
  });

  it('flies DAC to CXB with domestic carriers', () => {
    const offers = supply.search(query([['DAC', 'CXB', weekday]]), 'GDS');
    expect(offers.length).toBeGreaterThan(3);
    const carriers = new Set(offers.map((o) => o.validatingAirline));
    for (const carrier of carriers) expect(['BG', 'BS', 'VQ', '2A']).toContain(carrier);
  });

  it('brings return journeys back, a domestic round trip as a cheaper special return', () => {
    const international = supply.search(
      query([
        ['DAC', 'KUL', weekday],
        ['KUL', 'DAC', '2027-04-24'],
      ]),
      'GDS',
    );
    expect(international.length).toBeGreaterThan(10);
    for (const offer of international) {
      expect(offer.journeys).toHaveLength(2);
      expect(offer.journeys[1]!.legs[0]!.origin).toBe('KUL');
      expect(offer.journeys[1]!.legs.at(-1)!.destination).toBe('DAC');
      expect(offer.specialReturn).toBe(false);
      expect(
        new Set(offer.journeys.flatMap((j) => j.legs.map((l) => l.marketingAirline))).has(
          offer.validatingAirline,
        ),
      ).toBe(true);
    }
    const domestic = supply.search(
      query([
        ['DAC', 'CXB', weekday],
        ['CXB', 'DAC', '2027-04-16'],
      ]),
      'GDS',
    );
    expect(domestic.length).toBeGreaterThan(0);
    const outbound = supply.search(query([['DAC', 'CXB', weekday]]), 'GDS');
    const inbound = supply.search(query([['CXB', 'DAC', '2027-04-16']]), 'GDS');
    // Private domestic carriers file special return fares; the national carrier sells a standard round trip.
    expect(domestic.some((o) => o.specialReturn)).toBe(true);
    expect(domestic.some((o) => !o.specialReturn && o.validatingAirline === 'BG')).toBe(true);
    let compared = 0;
    for (const offer of domestic) {
      expect(offer.specialReturn).toBe(offer.validatingAirline !== 'BG');
      const out = outbound.find((o) => o.journeys[0]!.legs[0]!.key === offer.journeys[0]!.legs[0]!.key);
      const back = inbound.find((o) => o.journeys[0]!.legs[0]!.key === offer.journeys[1]!.legs[0]!.key);
      if (
        out &&
        back &&
        out.brands[0]!.brandCode === offer.brands[0]!.brandCode &&
        back.brands[0]!.brandCode === offer.brands[0]!.brandCode
      ) {
        const twoOneWays = out.brands[0]!.totalGross + back.brands[0]!.totalGross;
        if (offer.specialReturn) expect(offer.brands[0]!.totalGross).toBeLessThan(twoOneWays);
        else expect(offer.brands[0]!.totalGross).toBe(twoOneWays);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(3);
  });

  it('searches three-city trips in order', () => {
    const q = query([
      ['DAC', 'DXB', weekday],
      ['DXB', 'LHR', '2027-04-18'],
      ['LHR', 'DAC', '2027-04-25'],
    ]);
    const offers = supply.sources.flatMap((s) => supply.search(q, s.code));
    expect(offers.length).toBeGreaterThan(5);
    for (const offer of offers) {
      expect(offer.journeys.map((j) => [j.legs[0]!.origin, j.legs.at(-1)!.destination])).toEqual([
        ['DAC', 'DXB'],
        ['DXB', 'LHR'],
        ['LHR', 'DAC'],
      ]);
      for (let j = 1; j < 3; j++) {
        expect(Date.parse(offer.journeys[j]!.legs[0]!.departure)).toBeGreaterThan(
          Date.parse(offer.journeys[j - 1]!.legs.at(-1)!.arrival),
        );
      }
    }
  });

  it('honours preferred airlines and cabins', () => {
    const emirates = supply.search(query([['DAC', 'DXB', weekday]], { preferredAirlines: ['EK'] }), 'GDS');
    expect(emirates.length).toBeGreaterThan(0);
    expect(emirates.every((o) => o.validatingAirline === 'EK')).toBe(true);
    const business = supply.search(query([['DAC', 'DXB', weekday]], { cabin: 'Business' }), 'GDS');
    expect(business.length).toBeGreaterThan(0);
    expect(
      business.every((o) =>
        o.brands.every((b) => b.cabin === 'Business' && 'ZIDCJ'.includes(b.bookingClasses[0]![0]!)),
      ),
    ).toBe(true);
  });

  it('answers nothing for unknown airports', () => {
    expect(supply.search(query([['XXX', 'DXB', weekday]]), 'GDS')).toEqual([]);
  });

  it('reports latency per source: none in tests, the GDS slowest otherwise', () => {
    expect(supply.sources.map((s) => s.latencyMs)).toEqual([0, 0, 0]);
    const realistic = createFlightSupply().sources;
    expect(realistic.map((s) => s.code)).toEqual(['GDS', 'NDC', 'LCC']);
    expect(realistic[0]!.latencyMs).toBeGreaterThan(realistic[2]!.latencyMs);
  });
});

describe('reference data', () => {
  it('finds airports by code, city code, name prefix, then contains', () => {
    expect(supply.findAirports('DAC')[0]!.airportCode).toBe('DAC');
    expect(supply.findAirports('dhaka')[0]!.airportCode).toBe('DAC');
    expect(
      supply
        .findAirports('LON')
        .slice(0, 3)
        .map((a) => a.airportCode)
        .sort(),
    ).toEqual(['LGW', 'LHR', 'STN']);
    expect(supply.findAirports('cox')[0]!.airportCode).toBe('CXB');
    expect(supply.findAirports('Chatto')[0]!.airportCode).toBe('CGP');
    expect(supply.findAirports('shahjalal')[0]!.airportCode).toBe('DAC');
    expect(supply.findAirports('a', 5)).toHaveLength(5);
    expect(supply.findAirports('zzzz')).toEqual([]);
  });

  it('describes airports with time zones and coordinates', () => {
    expect(supply.airport('dac')).toMatchObject({
      airportCode: 'DAC',
      cityName: 'Dhaka',
      countryCode: 'BD',
      timeZone: 'Asia/Dhaka',
    });
    expect(supply.airport('JED')!.timeZone).toBe('Asia/Riyadh');
    expect(supply.airport('XXX')).toBeUndefined();
  });

  it('knows airlines with alliances, and countries with dialling codes', () => {
    expect(supply.airline('BG')).toEqual({ code: 'BG', name: 'Biman Bangladesh Airlines', alliance: null });
    expect(supply.airline('TK')!.alliance).toBe('Star Alliance');
    expect(supply.airline('QR')!.alliance).toBe('oneworld');
    expect(supply.airlines().length).toBeGreaterThan(80);
    expect(supply.countries().find((c) => c.code === 'BD')).toEqual({
      code: 'BD',
      name: 'Bangladesh',
      dialCode: '+880',
    });
  });
});
