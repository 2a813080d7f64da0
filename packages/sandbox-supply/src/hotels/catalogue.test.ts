import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../flights/network/geo';
import { sandboxAirports } from '../airports';
import { parseHotelId } from './catalogue/hotel-id';
import { createBedBank } from './create-bed-bank';
import { bank, NOW, noneSold, SEED, stayOf } from './test-stays';

const bigCities = ['DXB', 'BKK', 'KUL', 'SIN', 'JED', 'MED', 'LHR', 'IST', 'DAC', 'CCU', 'DEL'];

describe('bed bank catalogue', () => {
  it('has one city per metropolitan area of the flight network, coded by its main airport', () => {
    const codes = bank.cities().map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of [
      'DXB',
      'BKK',
      'KUL',
      'SIN',
      'JED',
      'MED',
      'DAC',
      'CGP',
      'CXB',
      'DEL',
      'CCU',
      'MLE',
      'DOH',
      'IST',
      'LHR',
    ])
      expect(codes).toContain(code);
    expect(codes).not.toContain('LGW');
    expect(bank.city('LGW')?.code).toBe('LHR');
    expect(bank.city('dmk')?.name).toBe('Bangkok');
    const served = new Set(sandboxAirports.map((a) => a.airportCode));
    for (const code of codes) expect(served.has(code)).toBe(true);
  });

  it('holds a few thousand hotels, many in the big cities and a few in small ones', () => {
    const total = bank.cities().reduce((sum, c) => sum + c.hotelCount, 0);
    expect(total).toBeGreaterThan(2_800);
    expect(total).toBeLessThan(4_000);
    for (const code of bigCities) {
      const count = bank.hotelsOfCity(code).length;
      expect(count).toBe(bank.city(code)!.hotelCount);
      expect(count).toBeGreaterThanOrEqual(150);
      expect(count).toBeLessThanOrEqual(300);
    }
    expect(bank.hotelsOfCity('SPD').length).toBeGreaterThanOrEqual(2);
  });

  it('gives each city its districts, zone and currency, and each hotel believable facts', () => {
    const dubai = bank.city('DXB')!;
    expect(dubai).toMatchObject({
      name: 'Dubai',
      countryCode: 'AE',
      timeZone: 'Asia/Dubai',
      currency: 'AED',
    });
    expect(dubai.areas).toEqual(expect.arrayContaining(['Deira', 'Bur Dubai', 'Dubai Marina', 'Jumeirah']));
    expect(bank.city('BKK')!.areas).toContain('Sukhumvit');
    expect(bank.city('DAC')!.currency).toBe('BDT');
    expect(bank.city('IST')!.currency).toBe('USD');
    expect(bank.city('DEL')!.timeZone).toBe('Asia/Kolkata');
    const hotels = bank.hotelsOfCity('DXB');
    expect(new Set(hotels.map((h) => h.name)).size).toBe(hotels.length);
    const stars = hotels.map((h) => h.stars);
    expect(stars.filter((s) => s === 3 || s === 4).length / stars.length).toBeGreaterThan(0.5);
    expect(new Set(stars)).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const hotel of hotels) {
      expect(dubai.areas).toContain(hotel.area);
      expect(hotel.address).toContain(hotel.area);
      expect(greatCircleKm(dubai.latitude, dubai.longitude, hotel.latitude, hotel.longitude)).toBeLessThan(
        30,
      );
      expect(hotel.centreDistanceMetres).toBeGreaterThanOrEqual(0);
      expect(hotel.checkInTime).toMatch(/^\d{2}:\d{2}$/);
      expect(hotel.phone).toMatch(/^\+971 /);
      expect(hotel.description).toContain(hotel.name);
      expect(bank.sources.map((s) => s.code)).toContain(hotel.sourceCode);
      expect(parseHotelId(hotel.id)).toMatchObject({ cityCode: 'DXB', stars: hotel.stars });
      expect(bank.hotel(hotel.id)).toBe(hotel);
      expect(hotel.imageCount).toBe(bank.rooms(hotel.id).length + 2);
    }
    expect(hotels.some((h) => h.chain !== null) && hotels.some((h) => h.chain === null)).toBe(true);
    expect(bank.hotel('DXB001-3C5-zzzzzz')).toBeUndefined();
  });

  it('sells each room type with two to six types per hotel and occupancy limits that add up', () => {
    for (const hotel of bank.hotelsOfCity('JED').slice(0, 60)) {
      const rooms = bank.rooms(hotel.id);
      expect(rooms.length).toBeGreaterThanOrEqual(2);
      expect(rooms.length).toBeLessThanOrEqual(6);
      for (const room of rooms) {
        expect(room.maxOccupancy).toBeGreaterThanOrEqual(room.maxAdults);
        expect(room.maxOccupancy).toBeLessThanOrEqual(room.maxAdults + room.maxChildren);
        expect(room.bedSetup).toMatch(/^\d .* beds?/);
      }
      const plans = bank.ratePlans(hotel.id);
      for (const room of rooms) expect(plans.some((p) => p.roomCode === room.code)).toBe(true);
      for (const plan of plans) {
        expect(plan.refundable).toBe(plan.cancellation !== null);
        if (plan.holdable) expect(plan.refundable).toBe(true);
      }
    }
  });

  it('is the same for the same seed and different for another', () => {
    const again = createBedBank({ seed: SEED });
    const other = createBedBank({ seed: SEED + 1 });
    const stay = stayOf('2026-11-10', 3);
    const hotels = bank.hotelsOfCity('BKK');
    expect(again.hotelsOfCity('BKK')).toEqual(hotels);
    expect(again.ratePlans(hotels[5]!.id)).toEqual(bank.ratePlans(hotels[5]!.id));
    const offers = (b: typeof bank, id: string) => b.offers({ hotelId: id, stay, sold: noneSold, now: NOW });
    expect(offers(again, hotels[5]!.id)).toEqual(offers(bank, hotels[5]!.id));
    const otherHotels = other.hotelsOfCity('BKK');
    expect(otherHotels.map((h) => h.name)).not.toEqual(hotels.map((h) => h.name));
    expect(otherHotels.map((h) => h.id).some((id) => hotels.some((h) => h.id === id))).toBe(false);
    expect(other.hotel(hotels[0]!.id)).toBeUndefined();
  });

  it('answers at once with zero latency and with each source its own delay otherwise', () => {
    expect(bank.sources.every((s) => s.latencyMs === 0)).toBe(true);
    const realistic = createBedBank({ seed: SEED }).sources.map((s) => s.latencyMs);
    expect(new Set(realistic).size).toBe(3);
    expect(Math.min(...realistic)).toBeGreaterThan(0);
  });
});
