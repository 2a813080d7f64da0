import {
  AfterSalesError,
  airlineRefusesVoid,
  canVoid,
  quoteRefund,
  refundNeedsAirlineDesk,
  type FlightSupply,
} from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { SupplierError, type FlightBookingSupplier, type SupplierTicket } from '../flight-booking';
import { toSupplierTicket } from './pnr-view';
import {
  closeTicket,
  findPnr,
  findTickets,
  releasePassengerSeats,
  releaseSeats,
  type PnrRow,
  type TicketRow,
} from './sandbox-gds.repository';

type AfterSalesSide = Pick<
  FlightBookingSupplier,
  'afterSalesPolicy' | 'voidWindow' | 'voidTickets' | 'quoteRefund' | 'refundTickets'
>;

/** The journeys of a PNR whose first flight has left: their coupons count as flown. */
export function flownJourneys(pnr: PnrRow, now: Date): number[] {
  return pnr.offer.journeys
    .map((journey, index) => ({ index, departs: new Date(journey.legs[0]!.departure).getTime() }))
    .filter((journey) => journey.departs <= now.getTime())
    .map((journey) => journey.index);
}

/** The live tickets of the chosen passengers, each still good for the journeys asked about, or a refusal. */
export function chosenTickets(
  tickets: TicketRow[],
  passengerIndexes: number[],
  journeys: number[],
): TicketRow[] {
  const chosen = passengerIndexes.map((index) =>
    tickets.find((ticket) => ticket.passengerIndex === index && ticket.status === 'Open'),
  );
  if (chosen.some((ticket) => !ticket || journeys.some((j) => ticket.closedJourneys.includes(j)))) {
    throw new SupplierError('TicketClosed', 'A chosen ticket is no longer open for these journeys');
  }
  return chosen as TicketRow[];
}

/** Seats the chosen passengers take on the chosen journeys' legs go back to the flights. */
async function giveSeatsBack(db: Db, pnr: PnrRow, passengerIndexes: number[], journeys: number[], now: Date) {
  const legKeys = new Set(journeys.flatMap((j) => pnr.offer.journeys[j]?.legs.map((leg) => leg.key) ?? []));
  const seated = pnr.passengers.filter(
    (passenger) => passengerIndexes.includes(passenger.index) && passenger.type !== 'INF',
  ).length;
  const holdings = pnr.holdings.filter((holding) => legKeys.has(holding.legKey));
  if (seated > 0 && holdings.length > 0) await releaseSeats(db, { holdings, seats: seated, now });
  await releasePassengerSeats(db, { pnrId: pnr.id, passengerIndexes, legKeys: [...legKeys] });
}

async function lockedPnr(db: Db, recordLocator: string): Promise<PnrRow> {
  const pnr = await findPnr(db, recordLocator, { lock: true });
  if (!pnr || pnr.status !== 'Ticketed')
    throw new SupplierError('NotFound', 'No ticketed PNR by that locator');
  return pnr;
}

function supplierRefusal(error: unknown): never {
  if (error instanceof AfterSalesError) {
    const code = error.code === 'SegmentFlown' ? 'SegmentFlown' : 'NothingToRefund';
    throw new SupplierError(code, error.message);
  }
  throw error;
}

/**
 * The sandbox airline's after-sales desk (DESIGN §6): voids on the issue day, refunds by the fare's penalties,
 * with the tickets' state and the seats kept in the sandbox's own tables, changed in the caller's transaction.
 */
export function sandboxAfterSales(deps: { supply: FlightSupply; changed: () => void }): AfterSalesSide {
  const voidWindowOf = (ticket: SupplierTicket, airline: string, timeZone: string, now: Date) => {
    const decision = canVoid({
      issuedAt: ticket.issuedAt,
      timeZone,
      now,
      issuedByExchange: ticket.exchangedFrom !== null,
      airlineCode: airline,
    });
    return decision.allowed
      ? { allowed: true as const, deadline: decision.deadline }
      : { allowed: false as const, reason: decision.reason, deadline: decision.deadline };
  };

  return {
    afterSalesPolicy(validatingAirline) {
      return {
        voidsRefused: airlineRefusesVoid(validatingAirline),
        refundsByDesk: refundNeedsAirlineDesk(validatingAirline),
      };
    },

    voidWindow({ ticket, validatingAirline, timeZone, now }) {
      return voidWindowOf(ticket, validatingAirline, timeZone, now);
    },

    async voidTickets(db, { recordLocator, passengerIndexes, timeZone, now }) {
      const pnr = await lockedPnr(db, recordLocator);
      const tickets = chosenTickets(await findTickets(db, pnr.id), passengerIndexes, []);
      for (const ticket of tickets) {
        if (ticket.closedJourneys.length > 0)
          throw new SupplierError('TicketClosed', 'A used ticket is not voided');
        const window = voidWindowOf(toSupplierTicket(ticket), pnr.validatingAirline, timeZone, now);
        if (!window.allowed) {
          throw window.reason === 'AirlineRefuses'
            ? new SupplierError('VoidRefused', 'The airline does not accept voids')
            : new SupplierError('VoidWindowClosed', 'The void window has closed');
        }
      }
      const all = pnr.offer.journeys.map((_, index) => index);
      for (const ticket of tickets) {
        await closeTicket(db, {
          ticketNumber: ticket.ticketNumber,
          status: 'Voided',
          closedJourneys: all,
          now,
        });
      }
      await giveSeatsBack(db, pnr, passengerIndexes, all, now);
      deps.changed();
      return { ticketNumbers: tickets.map((ticket) => ticket.ticketNumber) };
    },

    async quoteRefund(db, { recordLocator, passengerIndexes, journeyIndexes, involuntary, now }) {
      const pnr = await findPnr(db, recordLocator);
      if (!pnr || pnr.status !== 'Ticketed')
        throw new SupplierError('NotFound', 'No ticketed PNR by that locator');
      chosenTickets(await findTickets(db, pnr.id), passengerIndexes, journeyIndexes);
      try {
        const quote = quoteRefund({
          offer: pnr.offer,
          brandIndex: pnr.brandIndex,
          passengers: pnr.passengers.map((passenger) => ({ index: passenger.index, type: passenger.type })),
          selectedPassengers: passengerIndexes,
          flownJourneys: flownJourneys(pnr, now),
          refundJourneys: journeyIndexes,
          involuntary,
          now,
        });
        return {
          window: quote.window,
          involuntary,
          refundable: quote.refundable,
          passengers: quote.passengers.map((passenger) => ({
            passengerIndex: passenger.passengerIndex,
            type: passenger.type,
            baseFareRefund: passenger.baseFareRefund,
            taxRefund: passenger.taxRefund,
            penalty: passenger.penalty,
            commissionRecalled: passenger.commissionRecalled,
          })),
        };
      } catch (error) {
        supplierRefusal(error);
      }
    },

    async refundTickets(db, { recordLocator, passengerIndexes, journeyIndexes, now }) {
      const pnr = await lockedPnr(db, recordLocator);
      const flown = flownJourneys(pnr, now);
      if (journeyIndexes.length === 0) throw new SupplierError('NothingToRefund', 'No journey to refund');
      if (journeyIndexes.some((j) => flown.includes(j) || !pnr.offer.journeys[j])) {
        throw new SupplierError('SegmentFlown', 'A flown journey is not refunded');
      }
      const tickets = chosenTickets(await findTickets(db, pnr.id), passengerIndexes, journeyIndexes);
      const journeyCount = pnr.offer.journeys.length;
      for (const ticket of tickets) {
        const closed = [...new Set([...ticket.closedJourneys, ...journeyIndexes])].sort((a, b) => a - b);
        await closeTicket(db, {
          ticketNumber: ticket.ticketNumber,
          status: closed.length === journeyCount ? 'Refunded' : 'Open',
          closedJourneys: closed,
          now,
        });
      }
      await giveSeatsBack(db, pnr, passengerIndexes, journeyIndexes, now);
      deps.changed();
    },
  };
}
