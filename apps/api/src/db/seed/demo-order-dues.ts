import {
  createFlightSupply,
  DEFAULT_SEED,
  type FlightSupply,
  type SupplyOffer,
  type SupplyQuery,
} from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import { createSandboxGds } from '../../adapters/sandbox-gds/sandbox-gds';
import { createSeatInventory } from '../../adapters/sandbox-gds/seat-inventory';
import { oneOfferSource, soldItineraryOf } from '../../modules/flight/sold-itinerary';
import { createFlightOrder, type PricedPassenger } from '../../orders/create-order';
import { issueFlightOrder } from '../../orders/issue-order';
import type { Db } from '../client';
import { wholeAgency } from '../../lib/agency-scope';

const dayMs = 86_400_000;

interface DemoTraveller {
  title: 'Mr' | 'Mrs' | 'Ms' | 'Mstr';
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  /** Years old; a child (under 12) travels as CHD. */
  age: number;
}

/**
 * Partly paid orders of the demo agencies, booked and issued the way an agent does it (a held fare of the sandbox
 * GDS, issued paying the minimum now), so each due has its order: one past its due date, one due within the week
 * and one later. Part payment falls due three days before the flight, so the departure and the day the agent
 * booked (days before the seeding) set the due date: leaving tomorrow, it is two days overdue.
 */
export const DemoOrderDues: readonly {
  tenantId: string;
  agencyName: string;
  bookedBy: string;
  origin: string;
  destination: string;
  departsInDays: number;
  bookedDaysAgo: number;
  travellers: DemoTraveller[];
}[] = [
  {
    tenantId: 'bdfare',
    agencyName: 'Demo Travels Ltd',
    bookedBy: 'agent@demo.test',
    origin: 'DAC',
    destination: 'DXB',
    departsInDays: 1,
    bookedDaysAgo: 9,
    travellers: [
      { title: 'Mr', firstName: 'Rahim', lastName: 'Uddin', gender: 'Male', age: 44 },
      { title: 'Mrs', firstName: 'Salma', lastName: 'Uddin', gender: 'Female', age: 39 },
    ],
  },
  {
    tenantId: 'bdfare',
    agencyName: 'Demo Travels Ltd',
    bookedBy: 'agent@demo.test',
    origin: 'DAC',
    destination: 'KUL',
    // Due three days before a flight five days out: within the notices' three days whatever the hour of seeding.
    departsInDays: 5,
    bookedDaysAgo: 3,
    travellers: [{ title: 'Mr', firstName: 'Kamal', lastName: 'Hasan', gender: 'Male', age: 31 }],
  },
  {
    tenantId: 'bdfare',
    agencyName: 'Demo Travels Ltd',
    bookedBy: 'agent@demo.test',
    origin: 'DAC',
    destination: 'JED',
    departsInDays: 21,
    bookedDaysAgo: 1,
    travellers: [
      { title: 'Mr', firstName: 'Abdul', lastName: 'Karim', gender: 'Male', age: 52 },
      { title: 'Mrs', firstName: 'Nasima', lastName: 'Karim', gender: 'Female', age: 47 },
      { title: 'Mstr', firstName: 'Fahim', lastName: 'Karim', gender: 'Male', age: 9 },
    ],
  },
  {
    tenantId: 'skyway',
    agencyName: 'Skyway Demo Agency',
    bookedBy: 'agent@skyway.test',
    origin: 'CGP',
    destination: 'DXB',
    departsInDays: 1,
    bookedDaysAgo: 10,
    travellers: [{ title: 'Mr', firstName: 'Jahid', lastName: 'Hossain', gender: 'Male', age: 36 }],
  },
  {
    tenantId: 'skyway',
    agencyName: 'Skyway Demo Agency',
    bookedBy: 'agent@skyway.test',
    origin: 'CGP',
    destination: 'BKK',
    departsInDays: 7,
    bookedDaysAgo: 3,
    travellers: [{ title: 'Ms', firstName: 'Rumana', lastName: 'Akter', gender: 'Female', age: 28 }],
  },
];

/** The date in Dhaka, where the demo agencies sell. */
const dhakaDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);

/** A birthday two months before the day of travel, so the age holds on it. */
const bornAt = (travelDay: string, age: number) =>
  new Date(Date.parse(`${travelDay}T00:00:00Z`) - (age * 365.25 + 60) * dayMs).toISOString().slice(0, 10);

const yearsAfter = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4, 10)}`;

function passengersOf(travellers: DemoTraveller[], travelDay: string): PricedPassenger[] {
  return travellers.map((traveller, index) => ({
    type: traveller.age < 12 ? 'CHD' : 'ADT',
    title: traveller.title,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    dateOfBirth: bornAt(travelDay, traveller.age),
    gender: traveller.gender,
    nationality: 'BD',
    passportNumber: `EC${String(4_210_300 + index * 7 + traveller.age)}`,
    passportExpiry: yearsAfter(travelDay.replace(/-02-29$/, '-02-28'), 6),
    extras: [],
  }));
}

/** The fare an agent would hold: the cheapest held fare, direct flights first. */
function heldFareOf(offers: SupplyOffer[]): SupplyOffer | undefined {
  const held = offers.filter((offer) => offer.fareKind === 'OnHold');
  return held.find((offer) => offer.journeys.every((journey) => journey.legs.length === 1)) ?? held[0];
}

/** Books one demo due's trip on a held fare and issues it paying the minimum now, in the seed's transaction. */
export async function seedOrderDue(
  tx: Db,
  deps: { supply: FlightSupply; supplier: FlightBookingSupplier },
  due: (typeof DemoOrderDues)[number] & { agencyId: string; userId: string; tenantCode: string; now: Date },
): Promise<void> {
  const scope = wholeAgency(due.tenantId, due.agencyId);
  const bookedAt = new Date(due.now.getTime() - due.bookedDaysAgo * dayMs);
  const travelDay = dhakaDate(due.now.getTime() + due.departsInDays * dayMs);
  const passengers = passengersOf(due.travellers, travelDay);
  const query: SupplyQuery = {
    journeys: [{ origin: due.origin, destination: due.destination, date: travelDay }],
    tripKind: 'OneWay',
    adults: passengers.filter((pax) => pax.type === 'ADT').length,
    childAges: due.travellers.filter((traveller) => traveller.age < 12).map((traveller) => traveller.age),
    infants: 0,
    cabin: 'Economy',
    fareType: 'Regular',
    preferredAirlines: [],
  };
  const offer = heldFareOf(deps.supply.search(query, 'GDS'));
  if (!offer) throw new Error(`No held fare ${due.origin}-${due.destination} on ${travelDay} to seed a due`);
  const brand = offer.brands[0];
  if (!brand) throw new Error(`offer ${offer.offerId} has no brand`);
  const order = await createFlightOrder({
    tx,
    scope,
    tenantCode: due.tenantCode,
    userId: due.userId,
    reference: { query, source: 'GDS', offerId: offer.offerId, brandCode: brand.brandCode },
    offer,
    brandIndex: 0,
    ...soldItineraryOf({
      offer,
      brandIndex: 0,
      source: oneOfferSource(offer, 'GDS', deps.supply),
      supply: deps.supply,
      now: bookedAt,
    }),
    passengers,
    contact: { email: due.bookedBy, phone: '+8801711000001' },
    supplier: deps.supplier,
    now: bookedAt,
  });
  await issueFlightOrder({
    tx,
    scope,
    orderReference: order.reference,
    payment: 'Partial',
    acceptedPayable: order.payable,
    supplier: deps.supplier,
    userId: due.userId,
    now: bookedAt,
  });
}

/**
 * Seeds every demo due through a sandbox GDS of its own over the seed's transaction (the seed runs before the app is
 * built), with the seed the app's supply will use, so the app finds the PNRs and their seats as it would its own.
 */
export async function seedOrderDues(
  tx: Db,
  input: {
    now: Date;
    supplySeed?: number;
    agencyIds: ReadonlyMap<string, string>;
    userIds: ReadonlyMap<string, string>;
    tenantCodes: Readonly<Record<string, string>>;
  },
): Promise<void> {
  const seed = input.supplySeed ?? DEFAULT_SEED;
  const inventory = createSeatInventory({ db: tx });
  const supply = createFlightSupply({ seed, latency: 'zero', currency: 'BDT', inventory });
  const supplier = createSandboxGds({ supply, seed, inventory, db: tx, now: () => input.now });
  for (const due of DemoOrderDues) {
    const agencyId = input.agencyIds.get(due.agencyName);
    const userId = input.userIds.get(due.bookedBy);
    const tenantCode = input.tenantCodes[due.tenantId];
    if (!agencyId || !userId || !tenantCode)
      throw new Error(`Order due of ${due.agencyName}: agency not seeded`);
    await seedOrderDue(tx, { supply, supplier }, { ...due, agencyId, userId, tenantCode, now: input.now });
  }
}
