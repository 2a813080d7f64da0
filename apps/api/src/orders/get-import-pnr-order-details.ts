import type { ImportPnrOrderDetails, ImportPnrRequest } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { PermissionSubject } from '../lib/permission';
import type { AgencyScope } from './flight-order.repository';
import { findPnrToImport } from './find-pnr-to-import';
import { importPnrDetailsOf } from './import-pnr-order';
import { showsPassportVisaTo } from './passenger-documents';

/**
 * POST ImportPNR/AirGetImportPNROrderDetails: the order the PNR would become (travellers, flights, fare and agent
 * price, time limit) and the PNR's state, shown before the agent imports it.
 */
export async function getImportPnrOrderDetails(options: {
  db: Db;
  supply: FlightSupply;
  supplier: FlightBookingSupplier;
  scope: AgencyScope;
  /** Who asks: the travellers come as their permissions let them read them. */
  viewer: PermissionSubject;
  request: ImportPnrRequest;
  now: Date;
}): Promise<ImportPnrOrderDetails> {
  const pnr = await findPnrToImport(options);
  return importPnrDetailsOf(
    pnr,
    options.request.source,
    options.supply,
    options.now,
    showsPassportVisaTo(options.viewer),
  );
}
