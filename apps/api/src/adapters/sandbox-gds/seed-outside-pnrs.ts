import { createFlightSupply, DEFAULT_SEED } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { SupplierError, type SupplierPnr } from '../flight-booking';
import { createOutsidePnr, type OutsidePassenger } from './outside-pnr';
import { toSupplierPnr } from './pnr-view';
import { findTickets, listOldestAirlinePnrs } from './sandbox-gds.repository';

const dayMs = 86_400_000;

/**
 * Bookings the demo agency's staff made at the airlines before the portal (held, with a long time limit), so a
 * PNR can be imported from the first start: a single traveller, a family with an infant, a trip a little later.
 */
export const DemoOutsidePnrs: readonly {
  origin: string;
  destination: string;
  daysAhead: number;
  passengers: OutsidePassenger[];
}[] = [
  {
    origin: 'DAC',
    destination: 'DXB',
    daysAhead: 21,
    passengers: [{ type: 'ADT', firstName: 'Karim', lastName: 'Hossain' }],
  },
  {
    origin: 'DAC',
    destination: 'CXB',
    daysAhead: 25,
    passengers: [
      { type: 'ADT', firstName: 'Tanvir', lastName: 'Ahmed' },
      { type: 'ADT', firstName: 'Nusrat', lastName: 'Jahan', gender: 'Female' },
      { type: 'INF', firstName: 'Ayaan', lastName: 'Ahmed' },
    ],
  },
  {
    origin: 'DAC',
    destination: 'KUL',
    daysAhead: 32,
    passengers: [{ type: 'ADT', firstName: 'Rafiq', lastName: 'Islam' }],
  },
];

/** Seeded holds last two weeks: long enough for any demo or test run. */
const seededHoldDays = 14;

/** The date in Dhaka, where the demo agency sells. */
const dhakaDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);

/**
 * Makes the demo outside PNRs for an agency, in the seed's transaction. It uses a supply of its own (the seed runs
 * before the app is built; the database has no seat sales yet), with the seed the app's supply will use.
 */
export async function seedOutsidePnrs(
  db: Db,
  input: { tenantId: string; agencyId: string; now: Date; supplySeed?: number },
): Promise<void> {
  const seed = input.supplySeed ?? DEFAULT_SEED;
  const supply = createFlightSupply({ seed, latency: 'zero', currency: 'BDT' });
  for (const [index, booking] of DemoOutsidePnrs.entries()) {
    // Made a little while ago, oldest first, so they are the oldest PNRs made at the airline.
    const madeAt = new Date(input.now.getTime() - (DemoOutsidePnrs.length - index) * 60 * 60_000);
    // A day without a held fare on the route moves the trip a day on; the seed never fails for want of a flight.
    for (let shift = 0; shift < 7; shift++) {
      const made = await createOutsidePnr(
        db,
        { supply, seed },
        {
          tenantId: input.tenantId,
          agencyId: input.agencyId,
          origin: booking.origin,
          destination: booking.destination,
          date: dhakaDate(input.now.getTime() + (booking.daysAhead + shift) * dayMs),
          passengers: booking.passengers,
          now: madeAt,
          timeLimit: new Date(input.now.getTime() + seededHoldDays * dayMs),
        },
      ).catch((error: unknown) => {
        if (error instanceof SupplierError) return null;
        throw error;
      });
      if (made) break;
    }
  }
}

/** The seeded outside PNRs, in DemoOutsidePnrs order (tests and the demo read their record locators here). */
export async function findSeededPnrs(db: Db, now = new Date()): Promise<SupplierPnr[]> {
  const rows = await listOldestAirlinePnrs(db, DemoOutsidePnrs.length);
  return Promise.all(rows.map(async (row) => toSupplierPnr(row, await findTickets(db, row.id), now)));
}
