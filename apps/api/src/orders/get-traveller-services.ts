import type { TravellerServices } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { AgencyScope } from './flight-order.repository';
import { loadOrderServices, passengerName, routeOf } from './order-services';

/** GetUpdatedTravelerSSRStatus: each traveller's seats, meals, bags and special services as confirmed now. */
export async function getTravellerServices(options: {
  db: Db;
  scope: AgencyScope;
  orderReference: string;
  supplier: FlightBookingSupplier;
}): Promise<TravellerServices> {
  const { order, passengers, lines } = await loadOrderServices(options);
  return {
    orderReference: order.reference,
    passengers: passengers.map((pax) => ({
      paxId: pax.paxIndex,
      name: passengerName(pax),
      services: lines
        .filter((line) => line.passengerIndex === pax.paxIndex)
        .map((line) => ({
          legKey: line.legKey,
          route: routeOf(order, line.legKey),
          kind: line.kind,
          code: line.code,
          name: line.name,
          status: line.status,
        })),
    })),
  };
}
