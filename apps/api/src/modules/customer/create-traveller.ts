import type { CreateTravellerRequest, TravellerResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { travellerExists } from './traveller-errors';
import { insertAgencyTraveller } from './traveller.repository';
import { toTraveller } from './traveller-view';

/** Traveller/create: saves a person the agency books; the same person saved before answers 409. */
export async function createTraveller(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  userId: string;
  request: CreateTravellerRequest;
}): Promise<TravellerResponse> {
  const row = await insertAgencyTraveller(
    options.db,
    { tenantId: options.tenantId, agencyId: options.agencyId, createdBy: options.userId },
    options.request,
  );
  if (!row) throw travellerExists();
  return { traveller: toTraveller(row) };
}
