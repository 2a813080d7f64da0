import type { ImportPnrOrderDetails, ImportPnrRequest } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { AgencyScope } from './flight-order.repository';
import { findPnrToImport } from './find-pnr-to-import';
import { importPnrDetailsOf } from './import-pnr-order';

/**
 * POST ImportPNR/AirGetImportPNROrderDetails: the order the PNR would become (travellers, flights, fare and agent
 * price, time limit) and the PNR's state, shown before the agent imports it.
 */
export async function getImportPnrOrderDetails(options: {
  db: Db;
  supply: FlightSupply;
  supplier: FlightBookingSupplier;
  scope: AgencyScope;
  request: ImportPnrRequest;
  now: Date;
}): Promise<ImportPnrOrderDetails> {
  const pnr = await findPnrToImport(options);
  return importPnrDetailsOf(pnr, options.request.source, options.supply, options.now);
}
