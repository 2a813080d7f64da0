import type { AirPriceRequest, PriceVisibility, PricedItinerary } from '@portal/contracts';
import type { FlightSupply, SupplyBrand } from '@portal/sandbox-supply';
import type { Cache } from '../../adapters/cache';
import type { FlightBookingSupplier, OfferReference } from '../../adapters/flight-booking';
import { newBookingSession, saveBookingSession, type BookingSession } from './booking-session';
import { tripOf } from './booking-trip';
import { findItinerary } from './find-itinerary';
import { itineraryDetailsOf } from './get-itinerary-details';
import { loadSearch, type SearchOwner } from './load-search';
import { summarizeStoredOffer } from './process-source';
import { soldOut } from '../../orders/order-errors';
import { repriceOutcome } from '../../orders/reprice-outcome';
import { searchParts, toSupplyQuery } from './search-parts';
import type { SearchStore } from './search-store';
import type { SourceResult } from './search-types';

/** The booking session's offer as a one-offer source result, which the search's row and detail builders read. */
export function sessionSource(session: BookingSession): SourceResult {
  const { offer } = session;
  return {
    source: session.reference.source,
    sourceName: session.sourceName,
    currency: session.currency,
    offers: { [offer.offerId]: offer },
    kinds: session.kind === 'Standard' ? {} : { [offer.offerId]: session.kind },
    alliances: { [offer.validatingAirline]: session.alliance },
    summaries: {},
    heads: [offer.offerId],
    combinations: {},
  };
}

/** The priced itinerary as the booking page reads it, from a booking session whose offer is current. */
export function pricedItineraryOf(options: {
  session: BookingSession;
  previous: SupplyBrand;
  supply: Pick<FlightSupply, 'airport'>;
  visibility: PriceVisibility;
  now: Date;
}): PricedItinerary {
  const { session, now } = options;
  const source = sessionSource(session);
  const summary = summarizeStoredOffer(source, session.offer, session.brandIndex);
  const trip = tripOf(session.offer, options.supply);
  return {
    priceId: session.priceId,
    expiresAt: new Date(session.expiresAt).toISOString(),
    details: itineraryDetailsOf(
      { offer: session.offer, brandIndex: session.brandIndex, summary, source },
      options.visibility,
      now,
    ),
    reprice: repriceOutcome(
      options.previous,
      session.offer.brands[session.brandIndex] as SupplyBrand,
      source.currency,
    ),
    passengers: { adults: session.adults, childAges: session.childAges, infants: session.infants },
    international: trip.international,
    firstDepartureDay: trip.firstDepartureDay,
    canHold: session.offer.fareKind === 'OnHold',
  };
}

/**
 * POST Price/AirPrice (v2), the first reprice point: the chosen itinerary of the caller's live search, priced again
 * at the supplier before the booking page opens. Seats sold since the search may have closed its class (a class and
 * often a price change, which the page asks the agent to accept); no seats at all answers 422.
 */
export async function priceItinerary(options: {
  store: SearchStore;
  cache: Cache;
  supply: FlightSupply;
  supplier: FlightBookingSupplier;
  owner: SearchOwner & { agencyId: string };
  userId: string;
  visibility: PriceVisibility;
  request: AirPriceRequest;
  now: Date;
}): Promise<PricedItinerary> {
  const { owner, now, request } = options;
  const { session: search, arrived } = await loadSearch({ ...options, requestId: request.requestId });
  const sources = await options.store.sourceResults(search, arrived, now);
  const found = findItinerary(sources, request.itineraryId);
  const kind = found.source.kinds[found.offer.offerId] ?? 'Standard';
  const partKind = kind === 'SpecialReturn' ? 'Standard' : kind;
  const part = searchParts(search.query, options.supply).find((candidate) => candidate.kind === partKind);
  const brand = found.offer.brands[found.brandIndex] as SupplyBrand;
  if (!part) throw soldOut();
  const reference: OfferReference = {
    query: toSupplyQuery(search.query, part),
    source: found.source.source,
    offerId: found.offer.offerId,
    brandCode: brand.brandCode,
  };
  const answer = await options.supplier.reprice({ ...reference, point: 'price' });
  if (!answer.offer) throw soldOut();
  const session = newBookingSession(
    {
      tenantId: owner.tenantId,
      agencyId: owner.agencyId,
      userId: options.userId,
      requestId: request.requestId,
      itineraryId: request.itineraryId,
      kind,
      reference,
      sourceName: found.source.sourceName,
      currency: found.source.currency,
      alliance: found.source.alliances[found.offer.validatingAirline] ?? null,
      offer: answer.offer,
      brandIndex: answer.brandIndex,
      adults: search.query.adultCount,
      childAges: search.query.childAges,
      infants: search.query.infantCount,
    },
    now,
  );
  await saveBookingSession(options.cache, session);
  return pricedItineraryOf({ ...options, session, previous: brand });
}
