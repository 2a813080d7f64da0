import type { ImportPnrFound, ImportPnrRequest } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { AgencyScope } from './flight-order.repository';
import { findPnrToImport } from './find-pnr-to-import';
import { importPnrFoundOf } from './import-pnr-order';

/** POST ImportPNR/AirGetImportPNR: the PNR in the agency's queue, its state, and whether it can be imported. */
export async function getImportPnr(options: {
  db: Db;
  supply: FlightSupply;
  supplier: FlightBookingSupplier;
  scope: AgencyScope;
  request: ImportPnrRequest;
  now: Date;
}): Promise<ImportPnrFound> {
  const pnr = await findPnrToImport(options);
  return importPnrFoundOf(pnr, options.request.source, options.supply, options.now);
}
