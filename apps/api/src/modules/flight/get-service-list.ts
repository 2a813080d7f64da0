import type { ServiceList } from '@portal/contracts';
import type { Cache } from '../../adapters/cache';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import { loadBookingSession } from './booking-session';
import type { SearchOwner } from './load-search';

/** GET ServiceList/AirServiceList: what the airline sells beside the fare on each flight of the priced itinerary. */
export async function getServiceList(options: {
  cache: Cache;
  supplier: FlightBookingSupplier;
  owner: SearchOwner;
  priceId: string;
  now: Date;
}): Promise<ServiceList> {
  const session = await loadBookingSession(options);
  const answer = await options.supplier.serviceList({ offer: session.offer, brandIndex: session.brandIndex });
  const legs = session.offer.journeys.flatMap((journey) => journey.legs);
  const money = (amount: number) => ({ amount, currency: session.currency });
  return {
    legs: answer.legs.map((leg) => {
      const flight = legs.find((candidate) => candidate.key === leg.legKey);
      return {
        legKey: leg.legKey,
        origin: flight?.origin ?? '',
        destination: flight?.destination ?? '',
        baggage: leg.baggage.map((bundle) => ({ ...bundle, price: money(bundle.price) })),
        meals: leg.meals.map((meal) => ({ ...meal, price: money(meal.price) })),
      };
    }),
    specialServices: answer.specialServices,
    seatSelection: answer.seatSelection,
  };
}
