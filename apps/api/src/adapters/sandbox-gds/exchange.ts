import {
  AfterSalesError,
  exchangeDateWindow,
  penaltyAmount,
  penaltyWindow,
  quoteExchange,
  reissuedOffer,
  ticketNumber,
  type ExchangeQuote,
  type FlightSupply,
  type SupplyOffer,
} from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import {
  SupplierError,
  type FlightBookingSupplier,
  type SupplierExchangeQuote,
  type SupplierPassenger,
} from '../flight-booking';
import { chosenTickets, flownJourneys } from './after-sales';
import { exchangeQuery } from './exchange-query';
import { holdingsOf, moveSeats, seatedOf } from './exchange-seats';
import {
  closeTicket,
  findPnr,
  findTickets,
  insertTickets,
  nextTicketSerial,
  updatePnrTrip,
  type PnrRow,
  type TicketRow,
} from './sandbox-gds.repository';

type ExchangeSide = Pick<
  FlightBookingSupplier,
  'exchangeTerms' | 'searchExchange' | 'quoteExchange' | 'reissueTickets'
>;

interface ExchangeDeps {
  supply: FlightSupply;
  /** Brings the seat counts up to date through `db` before a search prices. */
  refresh: (db: Db) => Promise<void>;
  changed: () => void;
}

/** The airline's rule refusals as the supplier's codes. */
function refusal(error: unknown): never {
  if (!(error instanceof AfterSalesError)) throw error;
  switch (error.code) {
    case 'SegmentFlown':
      throw new SupplierError('SegmentFlown', error.message);
    case 'ChangesNotPermitted':
    case 'FareExpired':
      throw new SupplierError('ChangeNotPermitted', error.message);
    case 'DateOutOfWindow':
      throw new SupplierError('DateOutOfRange', error.message);
    case 'CabinDowngrade':
    case 'OtherAirline':
      throw new SupplierError('OptionGone', error.message);
    case 'NothingToChange':
    case 'UnknownJourney':
      throw new SupplierError('NothingToRefund', error.message);
    default:
      throw new SupplierError('TicketClosed', error.message);
  }
}

function figuresOf(quote: ExchangeQuote): SupplierExchangeQuote {
  return {
    window: quote.window,
    passengers: quote.passengers.map((passenger) => ({
      passengerIndex: passenger.passengerIndex,
      type: passenger.type,
      fareDifference: passenger.fareDifference,
      taxDifference: passenger.taxDifference,
      changePenalty: passenger.changePenalty,
      residual: passenger.residual,
      total: passenger.total,
    })),
    total: quote.totals.total,
  };
}

/**
 * The PNR and the chosen passengers' open tickets for the changed journeys, none of them flown. Every passenger still
 * travelling on those journeys must change: a PNR holds one trip for all of them (splitting it is the desk's work).
 */
async function exchangeable(
  db: Db,
  request: {
    recordLocator: string;
    passengerIndexes: number[];
    journeyIndexes: number[];
    now: Date;
    lock?: boolean;
  },
): Promise<{ pnr: PnrRow; tickets: TicketRow[]; passengers: SupplierPassenger[] }> {
  const pnr = await findPnr(db, request.recordLocator, { lock: request.lock });
  if (!pnr || pnr.status !== 'Ticketed')
    throw new SupplierError('NotFound', 'No ticketed PNR by that locator');
  const { journeyIndexes } = request;
  if (journeyIndexes.length === 0 || journeyIndexes.some((j) => !pnr.offer.journeys[j])) {
    throw new SupplierError('NothingToRefund', 'No journey of the PNR is named to change');
  }
  const flown = flownJourneys(pnr, request.now);
  if (journeyIndexes.some((j) => flown.includes(j))) {
    throw new SupplierError('SegmentFlown', 'A flown journey is not changed');
  }
  const all = await findTickets(db, pnr.id);
  const tickets = chosenTickets(all, request.passengerIndexes, journeyIndexes);
  const leftBehind = all.some(
    (ticket) =>
      ticket.status === 'Open' &&
      !request.passengerIndexes.includes(ticket.passengerIndex) &&
      journeyIndexes.some((j) => !ticket.closedJourneys.includes(j)),
  );
  if (leftBehind) {
    throw new SupplierError(
      'WholeBooking',
      'Every passenger still on the changed journeys must change together',
    );
  }
  const passengers = pnr.passengers.filter((passenger) => request.passengerIndexes.includes(passenger.index));
  return { pnr, tickets, passengers };
}

/**
 * The sandbox airline's reissue desk: the dates a ticket's journeys may move to, its flights for new dates quoted by
 * the fare's exchange rules, and the reissue itself — old tickets Exchanged, new ones numbered as issue numbers them,
 * the seats moved from the old flights to the new in one pass in the caller's transaction.
 */
export function sandboxExchange(deps: ExchangeDeps): ExchangeSide {
  const { supply } = deps;

  const quoteOf = (
    pnr: PnrRow,
    passengers: SupplierPassenger[],
    changedJourneys: number[],
    newOffer: SupplyOffer,
    newBrandIndex: number,
    now: Date,
  ) =>
    quoteExchange({
      oldOffer: pnr.offer,
      oldBrandIndex: pnr.brandIndex,
      newOffer,
      newBrandIndex,
      changedJourneys,
      passengers: passengers.map((passenger) => ({ index: passenger.index, type: passenger.type })),
      flownJourneys: flownJourneys(pnr, now),
      now,
    });

  /** The chosen tickets' exchange terms now, with the PNR and passengers they were read from. */
  async function termsOf(
    db: Db,
    request: { recordLocator: string; passengerIndexes: number[]; journeyIndexes: number[]; now: Date },
  ) {
    const { pnr, passengers } = await exchangeable(db, request);
    const changed = [...new Set(request.journeyIndexes)].sort((a, b) => a - b);
    try {
      const journeys = changed.map((journeyIndex) => ({
        journeyIndex,
        ...exchangeDateWindow({
          offer: pnr.offer,
          brandIndex: pnr.brandIndex,
          journeyIndex,
          now: request.now,
          changedJourneys: changed,
        }),
      }));
      const departure = Math.min(
        ...changed.map((j) => Date.parse(pnr.offer.journeys[j]!.legs[0]!.departure)),
      );
      const window = penaltyWindow(request.now, new Date(departure));
      const brand = pnr.offer.brands[pnr.brandIndex]!;
      const penalties = passengers.map((passenger) => {
        const changePenalty = penaltyAmount(brand.dateChange, window, passenger.type);
        if (changePenalty === null)
          throw new AfterSalesError('ChangesNotPermitted', 'no change fee is filed now');
        return { passengerIndex: passenger.index, type: passenger.type, changePenalty };
      });
      return { pnr, passengers, terms: { window, journeys, penalties } };
    } catch (error) {
      refusal(error);
    }
  }

  return {
    async exchangeTerms(db, request) {
      return (await termsOf(db, request)).terms;
    },

    async searchExchange(db, request) {
      const changes = [...request.changes].sort((a, b) => a.journeyIndex - b.journeyIndex);
      const changed = changes.map((change) => change.journeyIndex);
      const { pnr, passengers, terms } = await termsOf(db, { ...request, journeyIndexes: changed });
      const { journeys } = terms;
      for (const change of changes) {
        const window = journeys.find((journey) => journey.journeyIndex === change.journeyIndex)!;
        if (change.date < window.minDate || change.date > window.maxDate) {
          throw new SupplierError(
            'DateOutOfRange',
            `Journey ${change.journeyIndex} may move to ${window.minDate}–${window.maxDate}`,
          );
        }
      }
      const query = exchangeQuery(pnr, passengers, changes);
      const source = pnr.reference.source;
      const seated = seatedOf(passengers);
      await deps.refresh(db);
      const options = supply
        .search(query, source)
        .filter((offer) => offer.validatingAirline === pnr.validatingAirline)
        .flatMap((offer) =>
          offer.brands.flatMap((brand, brandIndex) => {
            if (brand.seatsRemaining < seated) return [];
            try {
              const quote = quoteOf(pnr, passengers, changed, offer, brandIndex, request.now);
              const reference = { query, source, offerId: offer.offerId, brandCode: brand.brandCode };
              return [{ reference, offer, brandIndex, quote: figuresOf(quote) }];
            } catch (error) {
              if (error instanceof AfterSalesError) return [];
              throw error;
            }
          }),
        );
      return { journeys, options };
    },

    async quoteExchange(db, request) {
      const { pnr, passengers } = await exchangeable(db, {
        ...request,
        journeyIndexes: request.changedJourneys,
      });
      await deps.refresh(db);
      const { option } = request;
      const offer = supply.findOffer(option.query, option.source, option.offerId);
      const brandIndex = offer?.brands.findIndex((brand) => brand.brandCode === option.brandCode) ?? -1;
      if (!offer || brandIndex < 0 || offer.brands[brandIndex]!.seatsRemaining < seatedOf(passengers)) {
        throw new SupplierError('OptionGone', 'The flights no longer sell at this brand');
      }
      try {
        const quote = quoteOf(pnr, passengers, request.changedJourneys, offer, brandIndex, request.now);
        return { reference: option, offer, brandIndex, quote: figuresOf(quote) };
      } catch (error) {
        refusal(error);
      }
    },

    async reissueTickets(db, request) {
      const { option, now } = request;
      const answer = await db.transaction(async (tx) => {
        const changed = [...new Set(request.changedJourneys)].sort((a, b) => a - b);
        const { pnr, tickets, passengers } = await exchangeable(tx, {
          ...request,
          journeyIndexes: changed,
          lock: true,
        });
        // The fare's rules once more: the window may have moved on since the quote.
        try {
          quoteOf(pnr, passengers, changed, option.offer, option.brandIndex, now);
        } catch (error) {
          refusal(error);
        }
        await moveSeats(tx, supply, {
          pnr,
          passengers,
          changed,
          offer: option.offer,
          brandIndex: option.brandIndex,
          now,
        });

        const issued = [];
        for (const ticket of tickets) {
          const closed = [...new Set([...ticket.closedJourneys, ...changed])].sort((a, b) => a - b);
          const exchanged = await closeTicket(tx, {
            ticketNumber: ticket.ticketNumber,
            status: 'Exchanged',
            closedJourneys: closed,
            now,
          });
          if (!exchanged) throw new SupplierError('TicketClosed', 'A chosen ticket is no longer open');
          issued.push({
            pnrId: pnr.id,
            passengerIndex: ticket.passengerIndex,
            ticketNumber: ticketNumber(pnr.validatingAirline, await nextTicketSerial(tx)),
            issuedAt: now,
            closedJourneys: ticket.closedJourneys,
            exchangedFrom: ticket.ticketNumber,
          });
        }
        await insertTickets(tx, issued);

        const offer = reissuedOffer({
          oldOffer: pnr.offer,
          oldBrandIndex: pnr.brandIndex,
          newOffer: option.offer,
          newBrandIndex: option.brandIndex,
          changedJourneys: changed,
        });
        const changedLegs = new Set(holdingsOf(pnr.offer, pnr.brandIndex, changed).map((h) => h.legKey));
        const holdings = [
          ...pnr.holdings.filter((holding) => !changedLegs.has(holding.legKey)),
          ...holdingsOf(
            option.offer,
            option.brandIndex,
            option.offer.journeys.map((_, j) => j),
          ),
        ];
        await updatePnrTrip(tx, { pnrId: pnr.id, offer, brandIndex: 0, holdings, now });
        return {
          tickets: issued.map((ticket) => ({
            passengerIndex: ticket.passengerIndex,
            ticketNumber: ticket.ticketNumber,
            exchangedFrom: ticket.exchangedFrom,
          })),
          offer,
          brandIndex: 0,
          issuedAt: now,
        };
      });
      deps.changed();
      return answer;
    },
  };
}
