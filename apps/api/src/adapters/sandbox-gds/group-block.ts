import { recordLocator, type FlightSupply } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import type { SandboxHolding } from '../../db/schema';
import { SupplierError, type FlightBookingSupplier, type SupplierGroupBlock } from '../flight-booking';
import {
  findGroupBlock,
  insertGroupBlock,
  markReleased,
  resizeBlock,
  splitSeats,
  type GroupBlockRow,
} from './group-block.repository';
import {
  insertPnr,
  nextRecordNumber,
  releaseSeats,
  sortedHoldings,
  takeSeats,
} from './sandbox-gds.repository';

type GroupBlockCalls = Pick<
  FlightBookingSupplier,
  'createGroupBlock' | 'retrieveGroupBlock' | 'resizeGroupBlock' | 'splitGroupBlock' | 'releaseGroupBlock'
>;

/** Six readable characters for the airline's own copy of a split PNR: another numbering than ours. */
const airlineSeed = (seed: number) => (seed ^ 0x5a17e) >>> 0;

function toSupplierBlock(row: GroupBlockRow): SupplierGroupBlock {
  return {
    recordLocator: row.recordLocator,
    status: row.status,
    seats: row.seats,
    seatsSplit: row.seatsSplit,
    timeLimit: row.timeLimit,
    offer: row.offer,
    brandIndex: row.brandIndex,
    reference: row.reference,
  };
}

/**
 * Group bookings at the sandbox airline (special fares): a block takes its seats from the flights' classes like a
 * PNR does (one conditional statement per leg and class), PNRs are split off it as names come, and what was never
 * split goes back to the flights when it is released or made smaller.
 */
export function sandboxGroupBlocks(deps: {
  supply: FlightSupply;
  seed: number;
  changed: () => void;
}): GroupBlockCalls {
  const { supply } = deps;

  async function take(db: Db, holdings: SandboxHolding[], seats: number, now: Date): Promise<void> {
    for (const holding of sortedHoldings(holdings)) {
      const leg = supply.leg(holding.legKey);
      if (!leg) throw new SupplierError('NotFound', `No flight ${holding.legKey}.`);
      const taken = await takeSeats(db, {
        ...holding,
        flightDate: leg.departure.slice(0, 10),
        seats,
        allocated: supply.classSeats(holding.legKey, holding.bookingClass),
        now,
      });
      if (!taken) {
        throw new SupplierError(
          'SoldOut',
          `Class ${holding.bookingClass} of flight ${holding.legKey} has fewer than ${seats} seats left.`,
        );
      }
    }
  }

  async function heldBlock(db: Db, locator: string): Promise<GroupBlockRow> {
    const row = await findGroupBlock(db, locator, { lock: true });
    if (!row) throw new SupplierError('NotFound', `No group booking ${locator}.`);
    if (row.status !== 'Held') throw new SupplierError('Expired', `Group booking ${locator} is released.`);
    return row;
  }

  return {
    async createGroupBlock(db, request) {
      const brand = request.offer.brands[request.brandIndex];
      if (!brand) throw new SupplierError('NotFound', 'The offer has no such brand.');
      if (!Number.isInteger(request.seats) || request.seats < 1) {
        throw new SupplierError('SoldOut', 'A group booking holds at least one seat.');
      }
      const holdings: SandboxHolding[] = request.offer.journeys.flatMap((journey, j) =>
        journey.legs.map((leg, l) => ({ legKey: leg.key, bookingClass: brand.bookingClasses[j]?.[l] ?? '' })),
      );
      await take(db, holdings, request.seats, request.now);
      const sequence = await nextRecordNumber(db);
      const row = await insertGroupBlock(db, {
        recordLocator: recordLocator(sequence, deps.seed),
        tenantId: request.tenantId,
        clientReference: request.clientReference,
        validatingAirline: request.offer.validatingAirline,
        reference: {
          query: request.query,
          source: request.source,
          offerId: request.offerId,
          brandCode: request.brandCode,
        },
        offer: request.offer,
        brandIndex: request.brandIndex,
        holdings,
        seats: request.seats,
        timeLimit: request.timeLimit,
        createdAt: request.now,
        updatedAt: request.now,
      });
      deps.changed();
      return { recordLocator: row.recordLocator, timeLimit: row.timeLimit };
    },

    async retrieveGroupBlock(db, locator) {
      const row = await findGroupBlock(db, locator);
      return row ? toSupplierBlock(row) : null;
    },

    async resizeGroupBlock(db, { recordLocator: locator, delta, now }) {
      if (delta === 0) return;
      const row = await heldBlock(db, locator);
      if (delta > 0) await take(db, row.holdings, delta, now);
      const resized = await resizeBlock(db, { id: row.id, delta, now });
      if (!resized) {
        throw new SupplierError('SoldOut', `Group booking ${locator} has fewer unnamed seats than that.`);
      }
      if (delta < 0) await releaseSeats(db, { holdings: row.holdings, seats: -delta, now });
      deps.changed();
    },

    async splitGroupBlock(db, request) {
      const row = await heldBlock(db, request.recordLocator);
      const seats = request.passengers.filter((passenger) => passenger.type !== 'INF').length;
      if (seats < 1 || seats > 9)
        throw new SupplierError('SoldOut', 'A booking holds between 1 and 9 seats.');
      const moved = await splitSeats(db, { id: row.id, seats, now: request.now });
      if (!moved) {
        throw new SupplierError(
          'SoldOut',
          `Group booking ${row.recordLocator} has fewer than ${seats} seats left.`,
        );
      }
      const sequence = await nextRecordNumber(db);
      const pnr = await insertPnr(db, {
        recordLocator: recordLocator(sequence, deps.seed),
        airlineLocator: recordLocator(sequence, airlineSeed(deps.seed)),
        clientReference: request.clientReference,
        channel: 'Portal',
        tenantId: row.tenantId,
        agencyId: request.agencyId,
        status: 'Held',
        timeLimit: row.timeLimit,
        validatingAirline: row.validatingAirline,
        reference: row.reference,
        offer: request.offer ?? row.offer,
        brandIndex: row.brandIndex,
        passengers: request.passengers,
        extras: [],
        contact: request.contact,
        holdings: row.holdings,
        seatCount: seats,
        passengerCount: request.passengers.length,
        createdAt: request.now,
        updatedAt: request.now,
      });
      return {
        recordLocator: pnr.recordLocator,
        airlineLocator: pnr.airlineLocator,
        timeLimit: pnr.timeLimit,
      };
    },

    async releaseGroupBlock(db, { recordLocator: locator, now }) {
      const row = await findGroupBlock(db, locator, { lock: true });
      if (!row) throw new SupplierError('NotFound', `No group booking ${locator}.`);
      const unsplit = await markReleased(db, { id: row.id, now });
      if (unsplit === null || unsplit === 0) return;
      await releaseSeats(db, { holdings: row.holdings, seats: unsplit, now });
      deps.changed();
    },
  };
}
