import {
  InvoluntaryRefundReasons,
  type AfterSalesRequest,
  type ExchangeRequestBody,
} from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import type { PermissionSubject } from '../../lib/permission';
import type { AgencyScope } from '../../orders/flight-order.repository';
import { createRequest } from '../../requests/create-request';
import { loadAfterSalesOrder } from './after-sales-order';
import { checkedExchange } from './exchange-changes';
import { loadRequestView } from './request-view';

/**
 * Exchange/Request and Exchange/ManualRequest: asks to move the chosen passengers' journeys to new dates. An
 * automatic request (the fare changes by its own rules) waits for the agency to search and price an option; a
 * manual one (asked for, or involuntary: the airline moved or cancelled the flight) waits for the operators' quote.
 * Refused with the reason when a ticket may not change now, a date is outside the fare's window, or a journey flew.
 */
export async function requestExchange(options: {
  db: Db;
  scope: AgencyScope;
  user: PermissionSubject & { id: string };
  body: ExchangeRequestBody;
  manual: boolean;
  supplier: FlightBookingSupplier;
  timeZone: string;
  now: Date;
}): Promise<AfterSalesRequest> {
  const { scope, body, supplier, now } = options;
  const manual = options.manual || InvoluntaryRefundReasons.includes(body.reason);
  return options.db.transaction(async (tx) => {
    const loaded = await loadAfterSalesOrder({
      db: tx,
      scope,
      orderReference: body.orderReference,
      supplier,
      lock: true,
    });
    const details = await checkedExchange(tx, {
      loaded,
      body,
      manual,
      supplier,
      viewer: options.user,
      timeZone: options.timeZone,
      now,
    });
    const request = await createRequest(tx, {
      ...scope,
      kind: 'Exchange',
      orderId: loaded.order.id,
      mode: manual ? 'Manual' : 'Automatic',
      details,
      requestedBy: options.user.id,
      now,
    });
    return loadRequestView(tx, { scope, kind: 'Exchange', reference: request.reference, now });
  });
}
