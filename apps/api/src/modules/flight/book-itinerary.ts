import type { AirBookRequest, OrderAnswer } from '@portal/contracts';
import type { FlightSupply, SupplyBrand } from '@portal/sandbox-supply';
import type { Cache } from '../../adapters/cache';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency/run-idempotent';
import { createFlightOrder } from '../../orders/create-order';
import { fillSavedTravellers } from '../../orders/fill-saved-travellers';
import { issueFlightOrder } from '../../orders/issue-order';
import { loadFlightOrder } from '../../orders/load-order';
import { priceChanged } from '../../orders/order-errors';
import type { PermissionSubject } from '../../lib/permission';
import { dropBookingSession, loadBookingSession } from './booking-session';
import { priceExtras } from './price-extras';
import { bookingTotals, checkSessionTravellers } from './sell-itinerary';
import { sessionSource } from './price-itinerary';
import { soldItineraryOf } from './sold-itinerary';

/**
 * POST Book/AirBook (Idempotency-Key): makes the order from the priced itinerary as last sold. The payable total
 * must be the one the agent accepted (409 otherwise). An OnHold fare is held unless `issueNow`; a Web fare cannot be
 * held and is issued in the same transaction, paid from the wallet — issuing needs the IssueTicket permission.
 */
export async function bookItinerary(options: {
  db: Db;
  /** Who asks: the order is answered as their permissions let them read it. */
  viewer: PermissionSubject;
  cache: Cache;
  supply: FlightSupply;
  supplier: FlightBookingSupplier;
  user: { tenantId: string; agencyId: string; branchId: string | null; userId: string; tenantCode: string; mayIssue: boolean };
  idempotencyKey: string;
  operation: string;
  request: AirBookRequest;
  now: Date;
}): Promise<IdempotentAnswer<OrderAnswer>> {
  const { user, now, viewer } = options;
  const scope = { tenantId: user.tenantId, agencyId: user.agencyId, branchId: user.branchId };
  const answer = await runIdempotent(
    {
      db: options.db,
      tenantId: user.tenantId,
      userId: user.userId,
      key: options.idempotencyKey,
      operation: options.operation,
      request: options.request,
      now,
    },
    async (tx) => {
      const request = {
        ...options.request,
        passengers: await fillSavedTravellers(tx, scope, options.request.passengers),
      };
      const session = await loadBookingSession({
        cache: options.cache,
        priceId: request.priceId,
        owner: scope,
        now,
      });
      checkSessionTravellers(session, request, options.supply);
      const issue = request.issueNow || session.offer.fareKind === 'Web';
      if (issue && !user.mayIssue) throw AppError.forbidden();
      const brand = session.offer.brands[session.brandIndex] as SupplyBrand;
      const passengers = await priceExtras({
        db: tx,
        supplier: options.supplier,
        offer: session.offer,
        brandIndex: session.brandIndex,
        passengers: request.passengers,
      });
      const totals = bookingTotals(brand, passengers, session.currency);
      if (totals.payable.amount !== request.acceptedPayable) throw priceChanged();
      const sold = soldItineraryOf({
        offer: session.offer,
        brandIndex: session.brandIndex,
        source: sessionSource(session),
        supply: options.supply,
        now,
      });
      const order = await createFlightOrder({
        tx,
        scope,
        tenantCode: user.tenantCode,
        userId: user.userId,
        reference: session.reference,
        offer: session.offer,
        brandIndex: session.brandIndex,
        ...sold,
        passengers,
        contact: request.contact,
        supplier: options.supplier,
        now,
      });
      if (issue && order.status === 'OnHold') {
        await issueFlightOrder({
          tx,
          scope,
          orderReference: order.reference,
          payment: request.payment,
          acceptedPayable: order.payable,
          supplier: options.supplier,
          userId: user.userId,
          now,
        });
      }
      return {
        order: await loadFlightOrder({ db: tx, viewer, scope, orderReference: order.reference, now }),
      };
    },
  );
  if (answer.statusCode === 200 && !answer.replayed) {
    await dropBookingSession(options.cache, options.request.priceId);
  }
  return answer;
}
