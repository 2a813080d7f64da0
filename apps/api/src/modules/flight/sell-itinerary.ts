import type { AirSellRequest, AirSellResponse } from '@portal/contracts';
import type { FlightSupply, SupplyBrand } from '@portal/sandbox-supply';
import type { Cache } from '../../adapters/cache';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import type { PricedPassenger } from '../../orders/create-order';
import { fillSavedTravellers } from '../../orders/fill-saved-travellers';
import { loadBookingSession, saveBookingSession, type BookingSession } from './booking-session';
import { tripOf } from './booking-trip';
import { checkTravellers } from './check-travellers';
import type { AgencyScope } from '../../lib/agency-scope';
import { priceExtras } from './price-extras';
import { soldOut } from '../../orders/order-errors';
import { repriceOutcome } from '../../orders/reprice-outcome';

/** The travellers checked against the session's search and trip. */
export function checkSessionTravellers(
  session: BookingSession,
  request: Pick<AirSellRequest, 'passengers'>,
  supply: Pick<FlightSupply, 'airport'>,
): void {
  const trip = tripOf(session.offer, supply);
  checkTravellers({
    passengers: request.passengers,
    adults: session.adults,
    childAges: session.childAges,
    infants: session.infants,
    firstDepartureDay: trip.firstDepartureDay,
    lastDepartureDay: trip.lastDepartureDay,
    international: trip.international,
    legKeys: trip.legKeys,
  });
}

/** What the booking costs with these extras: the agency's fare price plus every extra's price. */
export function bookingTotals(brand: SupplyBrand, passengers: PricedPassenger[], currency: string) {
  const extras = passengers.reduce(
    (sum, pax) => sum + pax.extras.reduce((own, extra) => own + extra.price, 0),
    0,
  );
  const money = (amount: number) => ({ amount, currency });
  return {
    fareGross: money(brand.totalGross),
    fareAgent: money(brand.totalAgent),
    extras: money(extras),
    payable: money(brand.totalAgent + extras),
  };
}

/**
 * POST Sell/AirSell, the second reprice point: with the travellers known, the supplier prices the itinerary again
 * (its scenarios read their surnames) and the extras are priced. The session keeps the offer as now sold, so the
 * agent accepts what AirBook will book; the answer says what changed since the booking page opened.
 */
export async function sellItinerary(options: {
  db: Db;
  cache: Cache;
  supply: FlightSupply;
  supplier: FlightBookingSupplier;
  /** The caller's agency and branch: saved travellers are taken from what they may see. */
  owner: AgencyScope;
  request: AirSellRequest;
  now: Date;
}): Promise<AirSellResponse> {
  const request = {
    ...options.request,
    passengers: await fillSavedTravellers(options.db, options.owner, options.request.passengers),
  };
  const session = await loadBookingSession({ ...options, priceId: request.priceId });
  checkSessionTravellers(session, request, options.supply);
  const previous = session.offer.brands[session.brandIndex] as SupplyBrand;
  const answer = await options.supplier.reprice({
    ...session.reference,
    point: 'sell',
    surnames: request.passengers.map((pax) => pax.lastName),
  });
  const brand = answer.offer?.brands[answer.brandIndex];
  if (!answer.offer || !brand) throw soldOut();
  const passengers = await priceExtras({
    db: options.db,
    supplier: options.supplier,
    offer: answer.offer,
    brandIndex: answer.brandIndex,
    passengers: request.passengers,
  });
  await saveBookingSession(options.cache, { ...session, offer: answer.offer, brandIndex: answer.brandIndex });
  return {
    reprice: repriceOutcome(previous, brand, session.currency),
    totals: bookingTotals(brand, passengers, session.currency),
    canHold: answer.offer.fareKind === 'OnHold',
  };
}
