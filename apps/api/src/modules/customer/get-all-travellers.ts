import { TravellerLimit, type AllTravellers } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listAgencyTravellers } from './traveller.repository';
import { toTraveller } from './traveller-view';

/** Traveller/getall: the agency's travellers by name for export and pick lists, at most 500, with the full count. */
export async function getAllTravellers(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
}): Promise<AllTravellers> {
  const { rows, total } = await listAgencyTravellers(
    options.db,
    { tenantId: options.tenantId, agencyId: options.agencyId, branchId: options.branchId },
    { offset: 0, limit: TravellerLimit.getAll },
  );
  return { travellers: rows.map(toTraveller), total };
}
