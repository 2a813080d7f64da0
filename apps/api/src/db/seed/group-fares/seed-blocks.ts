import type { GroupFareDepositRule, GroupFareKind } from '@portal/contracts';

/** One demo block: where and when it flies (days from the seed's today), and the operators' terms. */
export interface SeedGroupFareBlock {
  tenantId: string;
  kind: GroupFareKind;
  title: string;
  origin: string;
  destination: string;
  /** Days from the seed's today, away from the dates the tests book on, so demo seats never change their flights. */
  departInDays: number;
  /** The airline asked first (a search for one airline is quick); any airline when it has no seats that day. */
  airline: string;
  /** Nights away for a return; null for one way. */
  nights: number | null;
  /** Seats wanted; fewer when the flights have fewer left in one class, but never under `minSeats`. */
  seats: number;
  minSeats: number;
  perAgencyCap: number;
  /** Net adult fare as a share of the airline's published adult fare. */
  netShare: number;
  depositPerSeat: number;
  depositRule: GroupFareDepositRule;
  holdMinutes: number;
  /** Deadlines, days before the first flight: names, balance, ticketing. */
  deadlineDays: readonly [number, number, number];
  baggage: string;
  fareRules: string;
}

const umrahRules = [
  'Group fare for Umrah pilgrims; valid Umrah visa required before ticketing.',
  'Names and passports by the name deadline; name changes after it are not possible.',
  'Deposit is non-refundable once paid; the balance is due by the balance deadline.',
  'No date change or refund after ticketing. No-show forfeits the full fare.',
].join('\n');

const xclusiveRules = [
  'Xclusive net fare: not combinable with other fares; sold at or above the published fare to end customers.',
  'Date change before departure 5,000 BDT plus fare difference; refund before departure 8,000 BDT.',
  'No-show: no refund.',
].join('\n');

const groupRules = [
  'Group fare for ten or more travellers on one booking desk; names by the name deadline.',
  'Name change before ticketing free of charge; after ticketing 1,500 BDT per name.',
  'Non-refundable after ticketing.',
].join('\n');

const umrah = {
  kind: 'Umrah',
  minSeats: 15,
  netShare: 0.84,
  depositPerSeat: 20_000_00,
  depositRule: 'Kept',
  holdMinutes: 120,
  deadlineDays: [21, 14, 7],
  baggage: '2 × 23 KG checked + 5 L Zamzam, 7 KG cabin',
  fareRules: umrahRules,
} as const;

const xclusive = {
  kind: 'Xclusive',
  minSeats: 10,
  netShare: 0.88,
  depositPerSeat: 5_000_00,
  depositRule: 'Refunded',
  holdMinutes: 60,
  deadlineDays: [14, 10, 5],
  baggage: '30 KG checked, 7 KG cabin',
  fareRules: xclusiveRules,
} as const;

const group = {
  kind: 'Group',
  minSeats: 8,
  netShare: 0.9,
  depositPerSeat: 2_000_00,
  depositRule: 'Kept',
  holdMinutes: 45,
  deadlineDays: [10, 7, 3],
  baggage: '20 KG checked, 7 KG cabin',
  fareRules: groupRules,
} as const;

/** The provider's special fares (and one of Skyway's, so each tenant sees only its own). */
export const SeedGroupFareBlocks: SeedGroupFareBlock[] = [
  {
    ...umrah,
    tenantId: 'bdfare',
    title: 'Umrah 14 nights Dhaka–Jeddah',
    airline: 'SV',
    origin: 'DAC',
    destination: 'JED',
    departInDays: 47,
    nights: 14,
    seats: 40,
    perAgencyCap: 15,
  },
  {
    ...umrah,
    tenantId: 'bdfare',
    title: 'Umrah 21 nights Dhaka–Jeddah',
    airline: 'SV',
    origin: 'DAC',
    destination: 'JED',
    departInDays: 66,
    nights: 21,
    seats: 30,
    perAgencyCap: 12,
  },
  {
    ...umrah,
    tenantId: 'bdfare',
    title: 'Umrah 14 nights Chattogram–Jeddah',
    airline: 'SV',
    origin: 'CGP',
    destination: 'JED',
    departInDays: 52,
    nights: 14,
    seats: 25,
    perAgencyCap: 10,
  },
  {
    ...umrah,
    tenantId: 'bdfare',
    title: 'Umrah 21 nights Dhaka–Madinah',
    airline: 'SV',
    origin: 'DAC',
    destination: 'MED',
    departInDays: 58,
    nights: 21,
    seats: 30,
    perAgencyCap: 12,
  },
  {
    ...xclusive,
    tenantId: 'bdfare',
    title: 'Dubai Xclusive one way',
    airline: 'EK',
    origin: 'DAC',
    destination: 'DXB',
    departInDays: 44,
    nights: null,
    seats: 30,
    perAgencyCap: 10,
  },
  {
    ...xclusive,
    tenantId: 'bdfare',
    title: 'Doha Xclusive 7 nights',
    airline: 'QR',
    origin: 'DAC',
    destination: 'DOH',
    departInDays: 53,
    nights: 7,
    seats: 20,
    perAgencyCap: 10,
  },
  {
    ...xclusive,
    tenantId: 'bdfare',
    title: 'Riyadh Xclusive one way',
    airline: 'SV',
    origin: 'DAC',
    destination: 'RUH',
    departInDays: 63,
    nights: null,
    seats: 25,
    perAgencyCap: 10,
  },
  {
    ...xclusive,
    tenantId: 'bdfare',
    title: 'Kuala Lumpur Xclusive 5 nights',
    airline: 'MH',
    origin: 'DAC',
    destination: 'KUL',
    departInDays: 46,
    nights: 5,
    seats: 20,
    perAgencyCap: 10,
  },
  {
    ...xclusive,
    tenantId: 'bdfare',
    title: 'Bangkok Xclusive 6 nights',
    airline: 'TG',
    origin: 'DAC',
    destination: 'BKK',
    departInDays: 57,
    nights: 6,
    seats: 18,
    perAgencyCap: 12,
  },
  {
    ...xclusive,
    tenantId: 'bdfare',
    title: 'Singapore Xclusive one way',
    airline: 'SQ',
    origin: 'DAC',
    destination: 'SIN',
    departInDays: 68,
    nights: null,
    seats: 20,
    perAgencyCap: 10,
  },
  {
    ...group,
    tenantId: 'bdfare',
    title: 'Cox’s Bazar group 3 nights',
    airline: 'BS',
    origin: 'DAC',
    destination: 'CXB',
    departInDays: 43,
    nights: 3,
    seats: 30,
    perAgencyCap: 20,
  },
  {
    ...group,
    tenantId: 'bdfare',
    title: 'Kolkata group 5 nights',
    airline: '6E',
    origin: 'DAC',
    destination: 'CCU',
    departInDays: 51,
    nights: 5,
    seats: 20,
    perAgencyCap: 10,
  },
  {
    ...umrah,
    tenantId: 'skyway',
    title: 'Skyway Umrah 14 nights Dhaka–Jeddah',
    airline: 'BS',
    origin: 'DAC',
    destination: 'JED',
    departInDays: 55,
    nights: 14,
    seats: 20,
    perAgencyCap: 10,
  },
];
