import type { Draw } from '../draw';
import type { HotelAmenity } from '../types';
import type { AreaSite, CitySite } from './city-list';
import type { HotelSetting } from './hotel-id';
import { dryCountries, muslimMajority } from './local-rules';

/** What a hotel offers, by its class and setting: the more stars, the more it has. */
export function amenitiesOf(
  draw: Draw,
  stars: number,
  setting: HotelSetting,
  site: CitySite,
  area: AreaSite,
  familyRooms: boolean,
): HotelAmenity[] {
  const country = site.city.countryCode;
  const s = stars - 1;
  const has: Record<HotelAmenity, boolean> = {
    FreeWifi: draw.chance(0.95),
    Pool: setting !== 'City' || draw.chance([0, 0.05, 0.35, 0.75, 0.95][s]!),
    Spa: draw.chance([0, 0, 0.1, 0.45, 0.85][s]!) || (setting === 'Resort' && stars >= 4),
    Gym: draw.chance([0, 0.1, 0.45, 0.85, 1][s]!),
    Restaurant: draw.chance([0.3, 0.7, 0.95, 1, 1][s]!),
    Bar: !dryCountries.has(country) && draw.chance(muslimMajority.has(country) ? 0.15 * s : 0.2 * s + 0.1),
    AirportShuttle: draw.chance(area.name.includes('Airport') ? 0.95 : 0.25),
    Parking: draw.chance(0.6),
    FamilyRooms: familyRooms,
    RoomService: draw.chance([0, 0.2, 0.7, 1, 1][s]!),
    BusinessCentre: draw.chance([0, 0.05, 0.25, 0.55, 0.8][s]!),
    Beach: setting === 'Beach',
    PrayerRoom: draw.chance(muslimMajority.has(country) ? 0.7 : 0.08),
    NonSmoking: draw.chance(0.85),
    Accessible: draw.chance([0.1, 0.25, 0.55, 0.8, 0.95][s]!),
  };
  return (Object.keys(has) as HotelAmenity[]).filter((a) => has[a]);
}

const westernStreets = [
  'Park',
  'Market',
  'Harbour',
  "King's",
  "Queen's",
  'Station',
  'Garden',
  'Church',
  'Mill',
  'Bridge',
];
const southAsianRoads = [
  'Station',
  'Lake',
  'Park',
  'Temple',
  'Mall',
  'Ring',
  'College',
  'Airport',
  'Circular',
];
const jalan = ['Sultan Ismail', 'Raja Chulan', 'Ampang', 'Tun Razak', 'Pinang', 'Bunus', 'Alor', 'Imbi'];
const caddesi = ['Cumhuriyet', 'Istiklal', 'Ordu', 'Divan Yolu', 'Bagdat', 'Halaskargazi'];

/** A postal address in the local style ('House 12, Road 4, Gulshan' in Dhaka, 'Soi 11' in Bangkok…). */
export function addressOf(draw: Draw, site: CitySite, area: AreaSite): string {
  const { countryCode: country, name: city } = site.city;
  const n = draw.int(1, 240);
  const m = draw.int(1, 60);
  const place = `${area.name}, ${city}`;
  switch (country) {
    case 'BD':
      return `House ${n}, Road ${m}, ${place}`;
    case 'TH':
      return `${n}/${draw.int(1, 99)} Soi ${m}, ${place}`;
    case 'MY':
    case 'ID':
    case 'BN':
      return `${n} Jalan ${draw.pick(jalan)}, ${place}`;
    case 'TR':
      return `${draw.pick(caddesi)} Caddesi No:${n}, ${place}`;
    case 'AE':
    case 'SA':
    case 'QA':
    case 'KW':
    case 'BH':
    case 'OM':
      return `Building ${n}, Street ${m}, ${place}`;
    case 'IN':
    case 'PK':
    case 'NP':
    case 'LK':
      return `${n}, ${draw.pick(southAsianRoads)} Road, ${place}`;
    default:
      return `${n} ${draw.pick(westernStreets)} ${draw.pick(['Street', 'Road', 'Avenue'])}, ${place}`;
  }
}

export function phoneOf(draw: Draw, dialCode: string): string {
  const digits = (count: number) => Array.from({ length: count }, () => draw.int(0, 9)).join('');
  return `${dialCode || '+1'} ${draw.int(2, 9)}${digits(1)} ${digits(3)} ${digits(4)}`;
}

/** Check-in and check-out times: Gulf and Saudi hotels hand over later and take back earlier. */
export function checkTimes(draw: Draw, site: CitySite): { checkInTime: string; checkOutTime: string } {
  const late = site.region === 'ME';
  return {
    checkInTime: late ? draw.pick(['15:00', '16:00']) : draw.pick(['14:00', '14:00', '15:00', '12:00']),
    checkOutTime: late ? '12:00' : draw.pick(['12:00', '12:00', '11:00']),
  };
}

const amenityWords: Partial<Record<HotelAmenity, string>> = {
  Pool: 'an outdoor pool',
  Spa: 'a spa',
  Gym: 'a fitness centre',
  Restaurant: 'an all-day restaurant',
  Bar: 'a lounge bar',
  AirportShuttle: 'an airport shuttle',
  BusinessCentre: 'meeting rooms',
  Beach: 'a private beach',
  PrayerRoom: 'a prayer room',
};

function kilometres(metres: number): string {
  return metres < 1000
    ? `${Math.max(100, Math.round(metres / 100) * 100)} m`
    : `${(metres / 1000).toFixed(1)} km`;
}

/** Two or three plain sentences an agent can read to a guest. */
export function describe(hotel: {
  name: string;
  stars: number;
  setting: HotelSetting;
  area: string;
  cityName: string;
  centreDistanceMetres: number;
  amenities: HotelAmenity[];
  cityCode: string;
}): string {
  const kind =
    hotel.setting === 'Beach'
      ? 'beach resort'
      : hotel.setting === 'Resort'
        ? 'resort'
        : hotel.name.includes('Apartments') || hotel.name.includes('Residences')
          ? 'serviced apartment hotel'
          : hotel.stars <= 2
            ? 'budget hotel'
            : 'hotel';
  const where = `${hotel.name} is a ${hotel.stars}-star ${kind} in ${hotel.area}, ${kilometres(hotel.centreDistanceMetres)} from the centre of ${hotel.cityName}.`;
  const features = hotel.amenities.map((a) => amenityWords[a]).filter((w): w is string => Boolean(w));
  const has =
    features.length === 0
      ? 'Rooms are simple and clean, with air conditioning and a private bathroom.'
      : `Guests have ${features.length === 1 ? features[0] : `${features.slice(0, -1).join(', ')} and ${features.at(-1)}`}.`;
  const local =
    hotel.cityCode === 'MED' && hotel.area.startsWith('Central Area')
      ? " The Prophet's Mosque is a short walk away."
      : hotel.cityCode === 'JED'
        ? ' Makkah is about an hour away by road.'
        : hotel.amenities.includes('FreeWifi')
          ? ' WiFi is free throughout.'
          : '';
  return `${where} ${has}${local}`;
}
