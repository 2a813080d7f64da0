import type { ServiceHistory } from '@portal/contracts';
import type { FlightBookingSupplier, SupplierServiceLine } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { AgencyScope } from './flight-order.repository';
import { loadOrderServices, passengerName, routeOf } from './order-services';

/** The moments a service changed status: asked for, confirmed by the airline, fallen with the PNR. */
function changesOf(line: SupplierServiceLine) {
  return [
    { at: line.requestedAt, status: 'Requested' as const },
    ...(line.confirmedAt ? [{ at: line.confirmedAt, status: 'Confirmed' as const }] : []),
    ...(line.cancelledAt ? [{ at: line.cancelledAt, status: 'Cancelled' as const }] : []),
  ];
}

/** AirSSRHistory: every status change of the travellers' services, oldest first. */
export async function getServiceHistory(options: {
  db: Db;
  scope: AgencyScope;
  orderReference: string;
  supplier: FlightBookingSupplier;
}): Promise<ServiceHistory> {
  const { order, passengers, lines } = await loadOrderServices(options);
  const entries = lines.flatMap((line) => {
    const pax = passengers.find((candidate) => candidate.paxIndex === line.passengerIndex);
    return changesOf(line).map((change) => ({
      at: change.at,
      paxId: line.passengerIndex,
      passenger: pax ? passengerName(pax) : String(line.passengerIndex),
      legKey: line.legKey,
      route: routeOf(order, line.legKey),
      kind: line.kind,
      code: line.code,
      name: line.name,
      status: change.status,
    }));
  });
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.paxId - b.paxId);
  return {
    orderReference: order.reference,
    entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}
