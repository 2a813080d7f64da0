import type { AfterSalesRequest, OperatorDecisionBody } from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { lockOrderById, passengersOf, setTicketState } from '../../orders/flight-order.repository';
import { moveRequest } from '../../requests/move-request';
import { requestNotFound, requestWrongStatus } from '../../requests/request-errors';
import { findQuote, lockRequest } from '../../requests/service-request.repository';
import type { ExchangeSupply } from './apply-exchange';
import { applyRequest } from './apply-request';
import { loadRequestView } from './request-view';

/**
 * An operator's decision, under the request's lock so two operators deciding at once end with one decision (the
 * second sees the request moved on: 409):
 * - Complete: an accepted manual request the airline's desk has acted on; the tickets change and the accepted
 *   quote's total posts, as an automatic request's would.
 * - Reject: the request closes with the reason; tickets in process return to how they were. Nothing is posted.
 */
export async function decideRequest(options: {
  tx: Db;
  tenantId: string;
  operatorId: string;
  body: OperatorDecisionBody;
  supplier: FlightBookingSupplier;
  supply: ExchangeSupply;
  timeZone: string;
  now: Date;
}): Promise<AfterSalesRequest> {
  const { tx, tenantId, operatorId, body, now } = options;
  const scope = { tenantId, agencyId: null, branchId: null };
  const request = await lockRequest(tx, scope, null, body.reference);
  if (!request?.orderId) throw requestNotFound();
  const order = await lockOrderById(tx, request.orderId);
  if (!order) throw requestNotFound();
  const passengers = await passengersOf(tx, order.id);
  const inProcess = request.status === 'InProcess';

  if (body.decision === 'Complete') {
    if (!inProcess || !request.currentQuoteId) throw requestWrongStatus();
    const quote = await findQuote(tx, request.id, request.currentQuoteId);
    if (!quote) throw requestWrongStatus();
    // The tickets were shown in process; applying sets their final state from the order's own record.
    const restored = passengers.map((passenger) =>
      request.details.paxIds.includes(passenger.paxIndex)
        ? {
            ...passenger,
            ticketStatus:
              passenger.closedJourneys.length > 0 ? ('PartlyRefunded' as const) : ('Issued' as const),
          }
        : passenger,
    );
    await applyRequest(tx, {
      request,
      quote,
      order,
      passengers: restored,
      supplier: options.supplier,
      supply: options.supply,
      side: 'Operator',
      userId: operatorId,
      note: body.note,
      timeZone: options.timeZone,
      now,
    });
  } else {
    await moveRequest(tx, {
      request,
      action: 'Reject',
      to: 'Rejected',
      side: 'Operator',
      userId: operatorId,
      note: body.note,
      now,
    });
    if (inProcess) {
      for (const passenger of passengers.filter((one) => request.details.paxIds.includes(one.paxIndex))) {
        await setTicketState(tx, {
          orderId: order.id,
          paxIndex: passenger.paxIndex,
          ticketStatus: passenger.closedJourneys.length > 0 ? 'PartlyRefunded' : 'Issued',
          closedJourneys: passenger.closedJourneys,
        });
      }
    }
  }
  return loadRequestView(tx, { scope, kind: null, reference: body.reference, now });
}
