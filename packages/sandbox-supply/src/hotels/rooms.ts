import { hashString } from '../flights/util/hash';
import { parseHotelId } from './catalogue/hotel-id';
import { Draw } from './draw';
import type { BedBankRoom } from './types';

/** A room type and what pricing and allotments need about it. */
export interface RoomSpec {
  room: BedBankRoom;
  /** Price multiplier over the hotel's standard room. */
  uplift: number;
  /** Rooms of the type the hotel usually puts on sale a night. */
  capacity: number;
}

interface RoomTemplate {
  code: string;
  name: string;
  bedSetup: string;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  size: [number, number];
  uplift: number;
  capacity: number;
}

// prettier-ignore
const templates: Record<string, RoomTemplate> = {
  ECO: { code: 'ECO', name: 'Economy Single Room', bedSetup: '1 Single bed', maxAdults: 1, maxChildren: 0, maxOccupancy: 1, size: [11, 15], uplift: 0.75, capacity: 5 },
  STD: { code: 'STD', name: 'Standard Double Room', bedSetup: '1 Queen bed', maxAdults: 2, maxChildren: 1, maxOccupancy: 3, size: [18, 24], uplift: 1, capacity: 10 },
  STT: { code: 'STT', name: 'Standard Twin Room', bedSetup: '2 Single beds', maxAdults: 2, maxChildren: 1, maxOccupancy: 3, size: [18, 24], uplift: 1, capacity: 8 },
  SUP: { code: 'SUP', name: 'Superior King Room', bedSetup: '1 King bed', maxAdults: 2, maxChildren: 1, maxOccupancy: 3, size: [24, 30], uplift: 1.15, capacity: 8 },
  SPT: { code: 'SPT', name: 'Superior Twin Room', bedSetup: '2 Twin beds', maxAdults: 2, maxChildren: 1, maxOccupancy: 3, size: [24, 30], uplift: 1.15, capacity: 6 },
  TRP: { code: 'TRP', name: 'Triple Room', bedSetup: '3 Single beds', maxAdults: 3, maxChildren: 1, maxOccupancy: 3, size: [25, 32], uplift: 1.25, capacity: 5 },
  DLX: { code: 'DLX', name: 'Deluxe Room', bedSetup: '1 King bed and 1 Sofa bed', maxAdults: 3, maxChildren: 2, maxOccupancy: 4, size: [30, 38], uplift: 1.3, capacity: 6 },
  QUA: { code: 'QUA', name: 'Quadruple Room', bedSetup: '2 Double beds', maxAdults: 4, maxChildren: 2, maxOccupancy: 4, size: [30, 36], uplift: 1.45, capacity: 4 },
  FAM: { code: 'FAM', name: 'Family Room', bedSetup: '1 King bed and 2 Single beds', maxAdults: 4, maxChildren: 3, maxOccupancy: 5, size: [36, 45], uplift: 1.5, capacity: 4 },
  JST: { code: 'JST', name: 'Junior Suite', bedSetup: '1 King bed and 1 Sofa bed', maxAdults: 3, maxChildren: 2, maxOccupancy: 4, size: [45, 55], uplift: 1.75, capacity: 3 },
  EXS: { code: 'EXS', name: 'Executive Suite', bedSetup: '1 King bed', maxAdults: 2, maxChildren: 1, maxOccupancy: 3, size: [60, 80], uplift: 2.2, capacity: 2 },
  '2BR': { code: '2BR', name: 'Two-Bedroom Apartment', bedSetup: '2 King beds and 1 Sofa bed', maxAdults: 5, maxChildren: 3, maxOccupancy: 6, size: [80, 110], uplift: 2.6, capacity: 2 },
};

/** Room types a hotel of each class chooses from, the entry type first (it always has it). */
const poolsByStars: readonly (readonly string[])[] = [
  ['STD', 'ECO', 'STT', 'TRP'],
  ['STD', 'STT', 'TRP', 'FAM', 'ECO'],
  ['STD', 'STT', 'SUP', 'TRP', 'DLX', 'FAM'],
  ['SUP', 'SPT', 'DLX', 'FAM', 'JST', 'EXS'],
  ['SUP', 'SPT', 'DLX', 'FAM', 'JST', 'EXS', '2BR'],
];
/** Pilgrims travel as families and groups: hotels near the holy mosques sell triples and quads. */
const pilgrimCities = new Set(['MED', 'JED', 'TIF', 'YNB']);

function amenitiesOf(draw: Draw, t: RoomTemplate, stars: number, setting: string): string[] {
  const list = ['Air conditioning', 'Private bathroom', 'Free WiFi'];
  if (stars >= 2) list.push('Flat-screen TV');
  if (stars >= 3) list.push('Tea and coffee maker', 'In-room safe');
  if (stars >= 4) list.push('Minibar', 'Bathrobes');
  if (stars >= 4 && draw.chance(0.6)) list.push('Rain shower');
  if (t.uplift >= 1.3 && stars >= 4) list.push('Bathtub');
  if (t.code === 'SUP' || t.code === 'EXS') list.push('Work desk');
  if (t.uplift >= 1.3) list.push(setting === 'City' ? 'City view' : 'Sea view');
  if (setting !== 'City' && draw.chance(0.6)) list.push('Balcony');
  if (t.code === '2BR') list.push('Kitchenette', 'Washing machine');
  if (t.code === 'EXS') list.push('Executive lounge access', 'Separate living room');
  return list;
}

/**
 * A hotel's room types, from its id alone (stars, setting and count are in it), so the gallery can draw each
 * room without the catalogue. Cheapest first.
 */
export function roomsOf(hotelId: string): RoomSpec[] {
  const parts = parseHotelId(hotelId);
  if (!parts) return [];
  const draw = new Draw(hashString(`rooms|${hotelId}`));
  const pool = [...poolsByStars[parts.stars - 1]!];
  if (pilgrimCities.has(parts.cityCode)) pool.splice(1, 0, 'QUA', 'TRP');
  const chosen = [pool[0]!];
  const rest = [...new Set(pool.slice(1))].filter((code) => code !== pool[0]);
  while (chosen.length < parts.roomTypes && rest.length > 0) {
    chosen.push(rest.splice(Math.floor(draw.unit() * Math.min(rest.length, 3)), 1)[0]!);
  }
  return chosen
    .map((code) => templates[code]!)
    .sort((a, b) => a.uplift - b.uplift)
    .map((t, index) => {
      const beachView = parts.setting !== 'City' && t.uplift >= 1.3;
      return {
        room: {
          code: t.code,
          name: beachView ? `${t.name}, Sea View` : t.name,
          bedSetup: t.bedSetup,
          maxAdults: t.maxAdults,
          maxChildren: t.maxChildren,
          maxOccupancy: t.maxOccupancy,
          sizeSqm: draw.int(t.size[0], t.size[1]) + (parts.stars >= 5 ? 4 : 0),
          amenities: amenitiesOf(draw, t, parts.stars, parts.setting),
          imageIndex: 2 + index,
        },
        uplift: t.uplift,
        capacity: t.capacity,
      };
    });
}

/** The gallery: the outside, the lobby, then one picture per room type. */
export function imageCountOf(roomTypes: number): number {
  return 2 + roomTypes;
}
