import type { AfterSalesOptions } from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import type { PermissionSubject } from '../../lib/permission';
import type { AgencyScope } from '../../orders/flight-order.repository';
import { loadAfterSalesOrder } from './after-sales-order';
import { orderJourneys, ticketEligibility } from './ticket-eligibility';

/** AirGetOrderRequest: an order's tickets, what the caller may do to each now and why not, and its open request. */
export async function getAfterSalesOptions(options: {
  db: Db;
  scope: AgencyScope;
  viewer: PermissionSubject;
  orderReference: string;
  supplier: FlightBookingSupplier;
  timeZone: string;
  now: Date;
}): Promise<AfterSalesOptions> {
  const { now } = options;
  const loaded = await loadAfterSalesOrder(options);
  const { order, openRequest } = loaded;
  const { tickets, voidDeadline } = ticketEligibility({
    ...loaded,
    supplier: options.supplier,
    viewer: options.viewer,
    timeZone: options.timeZone,
    now,
  });
  return {
    orderReference: order.reference,
    pnr: order.recordLocator,
    validatingAirline: order.validatingAirline,
    route: order.route,
    issuedAt: order.issuedAt?.toISOString() ?? null,
    voidDeadline: voidDeadline?.toISOString() ?? null,
    officeTimeZone: options.timeZone,
    journeys: orderJourneys(order, now),
    tickets,
    openRequests: openRequest
      ? [{ kind: openRequest.kind, reference: openRequest.reference, status: openRequest.status }]
      : [],
  };
}
