import type { TravellerResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { travellerNotFound } from './traveller-errors';
import { findAgencyTraveller } from './traveller.repository';
import { toTraveller } from './traveller-view';

/** Traveller/view: one of the agency's travellers; another agency's or tenant's answers 404, like an unknown id. */
export async function viewTraveller(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  travellerId: string;
}): Promise<TravellerResponse> {
  const row = await findAgencyTraveller(
    options.db,
    { tenantId: options.tenantId, agencyId: options.agencyId, branchId: options.branchId },
    options.travellerId,
  );
  if (!row) throw travellerNotFound();
  return { traveller: toTraveller(row) };
}
