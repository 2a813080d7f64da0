import type { ExchangeSearchBody, ExchangeSearchResult } from '@portal/contracts';
import type { Cache } from '../../adapters/cache';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import type { AgencyScope } from '../../orders/flight-order.repository';
import { atSupplier, nothingSelected } from './after-sales-errors';
import { askedChanges, openAutomaticExchange } from './exchange-request';
import { exchangeOptionView, optionLegs, type OptionSupply } from './exchange-option-view';
import { exchangeOptionId, exchangeSearches, type StoredExchangeOption } from './exchange-store';
import { exchangeQuoteLines, linesTotal } from './quote-lines';

/** Options kept and shown per search: the best for the agency first. */
const maxOptions = 200;

/**
 * Exchange/Search: the airline's flights for the request's journeys on the dates it asked for (or others given
 * within the fare's window), each at every brand the rules allow, with what the change comes to. The options are
 * kept for Filter, Itinerary and Price until the search expires.
 */
export async function searchExchange(options: {
  db: Db;
  cache: Cache;
  scope: AgencyScope;
  body: ExchangeSearchBody;
  supplier: FlightBookingSupplier;
  supply: OptionSupply;
  now: Date;
}): Promise<ExchangeSearchResult> {
  const { db, scope, body, now } = options;
  const { request, order } = await openAutomaticExchange(db, { scope, reference: body.reference });
  const asked = askedChanges(request);
  const given = new Map((body.dates ?? []).map((change) => [change.journeyIndex, change.date]));
  if (
    [...given.keys()].some((journeyIndex) => !asked.some((change) => change.journeyIndex === journeyIndex))
  ) {
    throw nothingSelected();
  }
  const dates = asked.map((change) => ({ ...change, date: given.get(change.journeyIndex) ?? change.date }));
  const found = await atSupplier(() =>
    options.supplier.searchExchange(db, {
      recordLocator: order.recordLocator ?? '',
      passengerIndexes: request.details.paxIds,
      changes: dates,
      now,
    }),
  );
  const stored: StoredExchangeOption[] = found.options
    .map((option) => {
      const lines = exchangeQuoteLines(order, option.quote);
      return {
        optionId: exchangeOptionId(option),
        reference: option.reference,
        offer: option.offer,
        brandIndex: option.brandIndex,
        changedJourneys: dates.map((change) => change.journeyIndex),
        lines,
        total: linesTotal(lines),
      };
    })
    .sort(
      (a, b) =>
        b.total - a.total ||
        Date.parse(a.offer.journeys[0]!.legs[0]!.departure) -
          Date.parse(b.offer.journeys[0]!.legs[0]!.departure),
    )
    .slice(0, maxOptions);
  const expiresAt = new Date(now.getTime() + exchangeSearches.ttlSeconds * 1000).toISOString();
  await exchangeSearches.save(options.cache, scope.tenantId, request.reference, {
    expiresAt,
    dates,
    windows: found.journeys,
    options: stored,
  });
  return {
    reference: request.reference,
    expiresAt,
    windows: found.journeys.map((window) => {
      const journey = order.itinerary.journeys[window.journeyIndex]!;
      return {
        ...window,
        origin: journey.origin,
        destination: journey.destination,
        departure: journey.departure,
        date: dates.find((change) => change.journeyIndex === window.journeyIndex)?.date ?? window.minDate,
      };
    }),
    legs: optionLegs(stored),
    options: stored.map((option) => exchangeOptionView(option, options.supply, order.currency)),
  };
}
