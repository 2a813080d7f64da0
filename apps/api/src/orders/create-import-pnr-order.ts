import { ImportPnrErrorCode, type ImportPnrRequest, type OrderAnswer } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { runIdempotent, type IdempotentAnswer } from '../lib/idempotency/run-idempotent';
import { findAgencyBasicInfo } from '../modules/customer/agency.repository';
import type { PermissionSubject } from '../lib/permission';
import { orderReferenceOf } from './create-order';
import { findPnrToImport } from './find-pnr-to-import';
import { insertOrder, insertOrderEvent, lockPnrImport, nextOrderNumber } from './flight-order.repository';
import { importPnrFoundOf, pnrOrderOf, queueShareSourceOf } from './import-pnr-order';
import { loadFlightOrder } from './load-order';
import { toPassengerRows } from './order-passengers';

/**
 * POST ImportPNR/AirCreateImportPNROrder (Idempotency-Key): a held PNR of the agency's queue becomes an OnHold
 * order like one booked here — same tables, the PNR's time limit, an "Imported" event — so it is issued, cancelled
 * and expired like any other. A ticketed, cancelled or expired PNR answers 422; one imported already 409.
 */
export async function createImportPnrOrder(options: {
  db: Db;
  /** Who asks: the order is answered as their permissions let them read it. */
  viewer: PermissionSubject;
  supply: FlightSupply;
  supplier: FlightBookingSupplier;
  user: { tenantId: string; agencyId: string; branchId: string | null; userId: string; tenantCode: string };
  idempotencyKey: string;
  operation: string;
  request: ImportPnrRequest;
  now: Date;
}): Promise<IdempotentAnswer<OrderAnswer>> {
  const { user, request, now, supply, viewer } = options;
  const scope = { tenantId: user.tenantId, agencyId: user.agencyId, branchId: user.branchId };
  return runIdempotent(
    {
      db: options.db,
      tenantId: user.tenantId,
      userId: user.userId,
      key: options.idempotencyKey,
      operation: options.operation,
      request,
      now,
    },
    async (tx) => {
      await lockPnrImport(tx, request.pnr);
      const pnr = await findPnrToImport({ db: tx, supplier: options.supplier, scope, request });
      const found = importPnrFoundOf(pnr, request.source, supply, now);
      if (found.refusal !== null) throw new AppError(ImportPnrErrorCode.NotImportable, 422, found.refusal);

      const built = pnrOrderOf(pnr, supply, now);
      // The airline's PNR has no contact of ours: the agency's own is the order's until the agent changes it.
      const agency = await findAgencyBasicInfo(tx, scope.tenantId, scope.agencyId);
      if (!agency) throw new Error(`agency ${scope.agencyId} of a signed-in user was not found`);
      const reference = orderReferenceOf(user.tenantCode, await nextOrderNumber(tx), now);
      const order = await insertOrder(
        tx,
        {
          tenantId: scope.tenantId,
          agencyId: scope.agencyId,
          createdBy: user.userId,
          reference,
          status: 'OnHold',
          fareType: pnr.offer.fareKind,
          source: pnr.reference.source,
          validatingAirline: pnr.offer.validatingAirline,
          recordLocator: pnr.recordLocator,
          airlineLocator: pnr.airlineLocator,
          query: pnr.reference.query,
          offerId: pnr.reference.offerId,
          brandCode: pnr.reference.brandCode,
          brandIndex: pnr.brandIndex,
          offer: pnr.offer,
          itinerary: built.itinerary,
          route: built.route,
          firstDepartureAt: built.firstDepartureAt,
          currency: built.currency,
          fareGross: built.fareGross,
          fareAgent: built.fareAgent,
          extrasTotal: built.extrasTotal,
          payable: built.payable,
          contactEmail: agency.email,
          contactPhone: agency.phone,
          timeLimit: pnr.timeLimit,
          createdAt: now,
          updatedAt: now,
        },
        toPassengerRows(built.passengers),
      );
      await insertOrderEvent(tx, {
        orderId: order.id,
        at: now,
        action: 'Imported',
        status: order.status,
        userId: user.userId,
        note: `PNR ${pnr.recordLocator} imported from the queue of ${queueShareSourceOf(request.source).name}`,
      });
      return {
        order: await loadFlightOrder({ db: tx, viewer, scope, orderReference: reference, now }),
      };
    },
  );
}
