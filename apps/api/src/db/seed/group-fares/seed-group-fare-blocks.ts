import { DEFAULT_SEED, createFlightSupply, type FlightSupply } from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../../../adapters/flight-booking';
import { createSandboxGds } from '../../../adapters/sandbox-gds/sandbox-gds';
import { createSeatInventory } from '../../../adapters/sandbox-gds/seat-inventory';
import { createGroupFareBlock } from '../../../group-fares/create-group-fare-block';
import { findGroupFareFlights, findGroupFareOption } from '../../../group-fares/find-group-fare-flights';
import { publishGroupFareBlock } from '../../../group-fares/publish-group-fare-block';
import { addDays } from '../../../lib/zoned-day';
import { tenantToday } from '../../../lib/tenant-clock';
import type { Db } from '../../client';
import { SeedGroupFareBlocks, type SeedGroupFareBlock } from './seed-blocks';

const dayMs = 86_400_000;
/** Later days tried when a day has no flight with the seats. */
const daysTried = 4;

const codePrefix = { Umrah: 'UMR', Xclusive: 'XCL', Group: 'GRP' } as const;
const toWholeTaka = (poisha: number) => Math.round(poisha / 100_00) * 100_00;

/**
 * The flight option with the seats wanted, or else the most seats when at least the minimum: on the airline asked
 * first, then any, then the following days.
 */
async function pickFlight(supply: FlightSupply, block: SeedGroupFareBlock, today: string) {
  const tries = Array.from({ length: daysTried }, (_, shift) => [
    { shift, airline: block.airline },
    { shift, airline: null },
  ]).flat();
  for (const { shift, airline } of tries) {
    const departureDate = addDays(today, block.departInDays + shift);
    const found = await findGroupFareFlights({
      supply,
      today,
      request: {
        origin: block.origin,
        destination: block.destination,
        departureDate,
        returnDate: block.nights === null ? null : addDays(departureDate, block.nights),
        airline,
        cabin: 'Economy',
      },
    });
    const option =
      found.options.find((candidate) => candidate.seatsAvailable >= block.seats) ??
      [...found.options].sort((a, b) => b.seatsAvailable - a.seatsAvailable)[0];
    if (option && option.seatsAvailable >= block.minSeats) {
      return { searchId: found.searchId, option, seats: Math.min(block.seats, option.seatsAvailable) };
    }
  }
  return null;
}

/** One block made and published as the operators would, in a savepoint: a refusal skips it, never the seed. */
async function seedBlock(
  tx: Db,
  deps: { supply: FlightSupply; supplier: FlightBookingSupplier },
  block: SeedGroupFareBlock,
  now: Date,
): Promise<boolean> {
  const picked = await pickFlight(deps.supply, block, tenantToday(now));
  if (!picked) return false;
  const option = await findGroupFareOption({
    supply: deps.supply,
    searchId: picked.searchId,
    optionId: picked.option.optionId,
  });
  const firstDeparture = Date.parse(picked.option.journeys[0]!.departure);
  const [names, balance, ticketing] = block.deadlineDays.map(
    (days) => new Date(Math.floor((firstDeparture - days * dayMs) / 3_600_000) * 3_600_000),
  );
  const published = picked.option.publishedAdultFare.amount;
  const adult = toWholeTaka(published * block.netShare);
  const departure = picked.option.journeys[0]!.departure;
  try {
    await tx.transaction(async (savepoint) => {
      const row = await createGroupFareBlock({
        tx: savepoint,
        tenantId: block.tenantId,
        userId: null,
        currency: 'BDT',
        terms: {
          kind: block.kind,
          code: `${codePrefix[block.kind]}-${block.origin}-${block.destination}-${departure.slice(5, 7)}${departure.slice(8, 10)}`,
          title: block.title,
          fares: {
            adult,
            child: toWholeTaka(adult * 0.9),
            infant: toWholeTaka(published * 0.15),
          },
          baggage: block.baggage,
          fareRules: block.fareRules,
          totalSeats: picked.seats,
          perAgencyCap: Math.min(block.perAgencyCap, picked.seats),
          depositPerSeat: Math.min(block.depositPerSeat, toWholeTaka(adult / 2)),
          depositRule: block.depositRule,
          holdMinutes: block.holdMinutes,
          nameDeadline: names!.toISOString(),
          balanceDeadline: balance!.toISOString(),
          ticketingDeadline: ticketing!.toISOString(),
          visibility: 'All',
          agencyIds: [],
        },
        option,
        supplier: deps.supplier,
        now,
      });
      await publishGroupFareBlock({
        tx: savepoint,
        tenantId: block.tenantId,
        blockId: row.id,
        supplier: deps.supplier,
        now,
      });
    });
    return true;
  } catch {
    // The demo world goes on without this block (the sandbox had no seats to give at that moment).
    return false;
  }
}

/**
 * The demo tenants' special fares: Umrah, Xclusive and group blocks on real sandbox flights some weeks ahead, their
 * seats taken through a sandbox GDS over the seed's transaction (the app is not built yet), with the supply seed
 * the app will use, so the app's searches see the seats gone. Blocks the sandbox cannot seat are left out.
 */
export async function seedGroupFareBlocks(
  tx: Db,
  options: { now: Date; supplySeed?: number },
): Promise<{ seeded: number }> {
  const seed = options.supplySeed ?? DEFAULT_SEED;
  const inventory = createSeatInventory({ db: tx });
  const supply = createFlightSupply({ seed, latency: 'zero', currency: 'BDT', inventory });
  const supplier = createSandboxGds({ supply, seed, inventory, db: tx, now: () => options.now });
  let seeded = 0;
  for (const block of SeedGroupFareBlocks) {
    if (await seedBlock(tx, { supply, supplier }, block, options.now)) seeded += 1;
  }
  return { seeded };
}
