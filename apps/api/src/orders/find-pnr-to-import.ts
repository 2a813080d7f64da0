import { ImportPnrErrorCode, ImportPnrMessage, type ImportPnrRequest } from '@portal/contracts';
import type { FlightBookingSupplier, SupplierPnr } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { findAgencyOrder, findAgencyOrderByPnr, type AgencyScope } from './flight-order.repository';

/**
 * The PNR of an import, read from the GDS through the agency's queue: a PNR made for another agency (or tenant) is
 * not in its queue and answers 404 like an unknown one, so locators cannot be probed; one the agency already has as
 * an order (imported before, or booked through the portal) answers 409 naming that order.
 */
export async function findPnrToImport(options: {
  db: Db;
  supplier: FlightBookingSupplier;
  scope: AgencyScope;
  request: ImportPnrRequest;
}): Promise<SupplierPnr> {
  const { db, scope } = options;
  const pnr = await options.supplier.retrievePnr(db, options.request.pnr);
  if (!pnr || pnr.bookedFor.tenantId !== scope.tenantId || pnr.bookedFor.agencyId !== scope.agencyId) {
    throw new AppError(ImportPnrErrorCode.NotFound, 404, ImportPnrMessage.notFound);
  }
  const existing =
    (await findAgencyOrderByPnr(db, scope, pnr.recordLocator)) ??
    (pnr.clientReference ? await findAgencyOrder(db, scope, pnr.clientReference) : null);
  if (existing) {
    throw new AppError(
      ImportPnrErrorCode.AlreadyImported,
      409,
      ImportPnrMessage.alreadyImported(existing.reference),
    );
  }
  return pnr;
}
