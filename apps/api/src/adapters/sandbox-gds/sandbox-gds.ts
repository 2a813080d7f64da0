import { TravelClasses } from '@portal/contracts';
import {
  scenariosOf,
  SHORT_HOLD_SECONDS,
  specialServices,
  ticketNumber,
  TicketRefusedReason,
  type FlightSupply,
  type SeatInventory,
} from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import {
  SupplierError,
  type FlightBookingSupplier,
  type SeatMapAnswer,
  type SupplierPnr,
  type TicketAnswer,
} from '../flight-booking';
import { sandboxAfterSales } from './after-sales';
import { sandboxExchange } from './exchange';
import { sandboxGroupBlocks } from './group-block';
import { latestTimeLimit, makePnr } from './make-pnr';
import { createOutsidePnr, type OutsidePnrRequest } from './outside-pnr';
import { toSupplierPnr } from './pnr-view';
import {
  assignedSeats,
  findLapsedPnrs,
  findPnr,
  findPnrByReference,
  findTickets,
  insertTickets,
  leaveHeld,
  listRecentAirlinePnrs,
  nextTicketSerial,
  releaseSeatAssignments,
  releaseSeats,
  setTimeLimit,
  type PnrRow,
} from './sandbox-gds.repository';
import { withoutOwnSeats, type DatabaseSeatInventory } from './seat-inventory';

export interface SandboxGdsOptions {
  supply: FlightSupply;
  /** The supply's seed: record locators are numbered from it. */
  seed: number;
  inventory: DatabaseSeatInventory;
  /** For reads outside any caller's transaction (reprice looks up the PNR it reprices). */
  db: Db;
  /** The business clock, for retrieving: a held PNR past its time limit reads Expired. */
  now: () => Date;
}

/** The sandbox's own calls besides the supplier interface: bookings made at the airline, and its housekeeping. */
export interface SandboxGds extends FlightBookingSupplier {
  /** A PNR made outside the portal (at the airline) for an agency, on the cheapest held fare of a route and date. */
  createOutsidePnr(db: Db, request: OutsidePnrRequest): Promise<SupplierPnr>;
  /** Held PNRs past their time limit become Expired and give their seats back; answers how many. */
  expireLapsedPnrs(db: Db, now: Date): Promise<number>;
  listRecentAirlinePnrs(db: Db, limit?: number): Promise<SupplierPnr[]>;
}

/** PNRs expired per sweep; the next sweep takes the rest. */
const lapsedBatch = 100;

type TicketingOutcome = { answer: TicketAnswer } | { refusal: SupplierError };

/**
 * The built-in sandbox GDS's booking side (DESIGN §1, §6): PNRs holding seats from the flights' booking classes
 * until their time limit, e-tickets numbered with the validating airline's prefix, seat maps with the seats
 * already taken, and the surname scenarios of the supply (ScenarioSurnames) for the branches of the booking flow.
 */
export function createSandboxGds(options: SandboxGdsOptions): SandboxGds {
  const { supply, inventory } = options;
  const deps = { supply, seed: options.seed, refresh: (db: Db) => inventory.refresh(db) };

  async function withTickets(db: Db, row: PnrRow | null, now = options.now()): Promise<SupplierPnr | null> {
    return row ? toSupplierPnr(row, await findTickets(db, row.id), now) : null;
  }

  /** Held → Cancelled or Expired: the seats and chosen seats go back, once, whoever else tries at the same time. */
  async function release(db: Db, row: PnrRow, status: 'Cancelled' | 'Expired', now: Date): Promise<boolean> {
    const left = await leaveHeld(db, { pnrId: row.id, status, now });
    if (!left) return false;
    await releaseSeats(db, { holdings: row.holdings, seats: row.seatCount, now });
    await releaseSeatAssignments(db, row.id);
    inventory.changed();
    return true;
  }

  async function issue(db: Db, row: PnrRow, now: Date): Promise<TicketAnswer> {
    const ticketed = await leaveHeld(db, { pnrId: row.id, status: 'Ticketed', now });
    if (!ticketed) throw new Error(`PNR ${row.recordLocator} changed while it was being ticketed`);
    const tickets = [];
    for (const passenger of row.passengers) {
      const serial = await nextTicketSerial(db);
      tickets.push({
        pnrId: row.id,
        passengerIndex: passenger.index,
        ticketNumber: ticketNumber(row.validatingAirline, serial),
        issuedAt: now,
      });
    }
    await insertTickets(db, tickets);
    return ticketedAnswer(tickets, now);
  }

  return {
    ...sandboxAfterSales({ supply, changed: () => inventory.changed() }),
    ...sandboxExchange({
      supply,
      refresh: (db) => inventory.refresh(db),
      changed: () => inventory.changed(),
    }),
    ...sandboxGroupBlocks({ supply, seed: options.seed, changed: () => inventory.changed() }),

    async reprice(request) {
      const db = request.db ?? options.db;
      await inventory.refresh(db);
      let seen: SeatInventory | undefined;
      if (request.point === 'issue' && request.recordLocator) {
        const pnr = await findPnr(db, request.recordLocator);
        if (pnr && pnr.status === 'Held') seen = withoutOwnSeats(inventory, pnr);
      }
      const found = supply.findOffer(request.query, request.source, request.offerId, { inventory: seen });
      const brandIndex = found?.brands.findIndex((brand) => brand.brandCode === request.brandCode) ?? -1;
      if (!found || brandIndex < 0) return { offer: null, brandIndex: 0 };
      const offer = supply.applyScenarios(found, brandIndex, {
        point: request.point,
        surnames: request.surnames ?? [],
        seated: request.query.adults + request.query.childAges.length,
        inventory: seen,
      });
      return { offer, brandIndex };
    },

    async serviceList({ offer, brandIndex }) {
      const legs = offer.journeys.flatMap((journey) => journey.legs);
      return {
        legs: legs.map((leg) => {
          const services = supply.legServices(leg.key);
          return { legKey: leg.key, baggage: services?.baggage ?? [], meals: services?.meals ?? [] };
        }),
        specialServices: specialServices.map((service) => ({ code: service.code, name: service.name })),
        seatSelection: offer.brands[brandIndex]?.seatSelection ?? 'None',
      };
    },

    async createPnr(db, request) {
      const scenarios = scenariosOf(request.passengers.map((passenger) => passenger.lastName));
      const shortHold = scenarios.has('shortHold')
        ? new Date(request.now.getTime() + SHORT_HOLD_SECONDS * 1000)
        : undefined;
      const row = await db.transaction((tx) =>
        makePnr(tx, deps, {
          reference: {
            query: request.query,
            source: request.source,
            offerId: request.offerId,
            brandCode: request.brandCode,
          },
          offer: request.offer,
          brandIndex: request.brandIndex,
          passengers: request.passengers,
          extras: request.extras,
          contact: request.contact,
          clientReference: request.clientReference,
          channel: 'Portal',
          tenantId: request.tenantId,
          agencyId: request.agencyId,
          now: request.now,
          timeLimit: shortHold,
        }),
      );
      inventory.changed();
      if (scenarios.has('bookDoubt')) {
        return { status: 'InDoubt' };
      }
      return {
        status: 'Held',
        recordLocator: row.recordLocator,
        timeLimit: row.timeLimit,
        airlineLocator: row.airlineLocator,
      };
    },

    async ticketPnr(db, request) {
      const outcome = await db.transaction(async (tx): Promise<TicketingOutcome> => {
        const row = await findPnr(tx, request.recordLocator, { lock: true });
        if (!row) {
          return { refusal: new SupplierError('NotFound', `No PNR ${request.recordLocator}.`) };
        }
        if (row.status === 'Ticketed') {
          const tickets = await findTickets(tx, row.id);
          return { answer: ticketedAnswer(tickets, row.ticketedAt ?? request.now) };
        }
        if (row.status === 'Cancelled') {
          return { refusal: new SupplierError('NotFound', `PNR ${row.recordLocator} was cancelled.`) };
        }
        if (row.status === 'Expired' || row.timeLimit.getTime() <= request.now.getTime()) {
          await release(tx, row, 'Expired', request.now);
          return {
            refusal: new SupplierError(
              'Expired',
              `PNR ${row.recordLocator} passed its time limit and was released.`,
            ),
          };
        }
        const scenarios = scenariosOf(row.passengers.map((passenger) => passenger.lastName));
        if (scenarios.has('ticketRefused'))
          return { answer: { status: 'Refused', reason: TicketRefusedReason } };
        const answer = await issue(tx, row, request.now);
        return { answer: scenarios.has('ticketDoubt') ? { status: 'InDoubt' } : answer };
      });
      if ('refusal' in outcome) throw outcome.refusal;
      return outcome.answer;
    },

    async cancelPnr(db, request) {
      await db.transaction(async (tx) => {
        const row = await findPnr(tx, request.recordLocator, { lock: true });
        if (!row) throw new SupplierError('NotFound', `No PNR ${request.recordLocator}.`);
        if (row.status === 'Ticketed') {
          throw new SupplierError(
            'Ticketed',
            `PNR ${row.recordLocator} is ticketed: void or refund its tickets.`,
          );
        }
        if (row.status === 'Held') await release(tx, row, 'Cancelled', request.now);
      });
    },

    async extendTimeLimit(db, request) {
      return db.transaction(async (tx) => {
        const row = await findPnr(tx, request.recordLocator, { lock: true });
        if (!row) throw new SupplierError('NotFound', `No PNR ${request.recordLocator}.`);
        if (row.status !== 'Held' || row.timeLimit.getTime() <= request.now.getTime()) {
          throw new SupplierError('Expired', `PNR ${row.recordLocator} is no longer held.`);
        }
        const latest = latestTimeLimit(row.offer, row.createdAt);
        if (!latest || latest.getTime() <= row.timeLimit.getTime()) {
          throw new SupplierError(
            'NotExtendable',
            `The airline extends PNR ${row.recordLocator} no further.`,
          );
        }
        const granted = new Date(Math.min(request.until.getTime(), latest.getTime()));
        if (granted.getTime() <= row.timeLimit.getTime()) return { timeLimit: row.timeLimit };
        await setTimeLimit(tx, { pnrId: row.id, timeLimit: granted, now: request.now });
        return { timeLimit: granted };
      });
    },

    async retrievePnr(db, recordLocator) {
      return withTickets(db, await findPnr(db, recordLocator));
    },

    async findPnrByClientReference(db, clientReference) {
      return withTickets(db, await findPnrByReference(db, clientReference));
    },

    async seatMap(db, request) {
      const cabin = TravelClasses.find((candidate) => candidate === request.cabin);
      const map = cabin && supply.seatMap(request.legKey, cabin);
      if (!map) throw new SupplierError('NotFound', `No ${request.cabin} cabin on flight ${request.legKey}.`);
      const assigned = await assignedSeats(db, request.legKey);
      const answer: SeatMapAnswer = {
        legKey: map.legKey,
        aircraft: map.aircraft,
        cabins: [
          {
            cabin: map.cabin,
            rows: map.rows.map((row) => ({
              row: row.row,
              seats: row.seats.map((seat) => ({
                seat: seat.seat,
                position: seat.position,
                exitRow: seat.exitRow,
                taken: seat.takenByOthers || assigned.has(seat.seat),
                price: seat.price,
              })),
            })),
          },
        ],
      };
      return answer;
    },

    async createOutsidePnr(db, request) {
      const row = await createOutsidePnr(db, deps, request);
      inventory.changed();
      return (await withTickets(db, row, request.now))!;
    },

    async expireLapsedPnrs(db, now) {
      let expired = 0;
      for (const row of await findLapsedPnrs(db, now, lapsedBatch)) {
        if (await db.transaction((tx) => release(tx, row, 'Expired', now))) expired += 1;
      }
      return expired;
    },

    async listRecentAirlinePnrs(db, limit = 50) {
      const rows = await listRecentAirlinePnrs(db, limit);
      const now = options.now();
      return Promise.all(rows.map(async (row) => toSupplierPnr(row, await findTickets(db, row.id), now)));
    },
  };
}

function ticketedAnswer(
  tickets: { passengerIndex: number; ticketNumber: string }[],
  issuedAt: Date,
): TicketAnswer {
  return {
    status: 'Ticketed',
    tickets: tickets.map((ticket) => ({
      passengerIndex: ticket.passengerIndex,
      ticketNumber: ticket.ticketNumber,
    })),
    issuedAt,
  };
}
