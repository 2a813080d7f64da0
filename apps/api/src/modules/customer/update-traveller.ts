import type { TravellerResponse, UpdateTravellerRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { travellerExists, travellerNotFound } from './traveller-errors';
import { findAgencyTraveller, updateAgencyTraveller } from './traveller.repository';
import { toTraveller } from './traveller-view';

/**
 * Traveller/update: replaces a saved traveller's fields. Another agency's or tenant's traveller is not found (404)
 * before anything else is looked at; names and birth date that are another saved traveller's answer 409.
 */
export async function updateTraveller(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  now: Date;
  request: UpdateTravellerRequest;
}): Promise<TravellerResponse> {
  const scope = { tenantId: options.tenantId, agencyId: options.agencyId, branchId: options.branchId };
  const { id, ...fields } = options.request;
  if (!(await findAgencyTraveller(options.db, scope, id))) throw travellerNotFound();
  const row = await updateAgencyTraveller(options.db, scope, id, fields, options.now);
  if (row === 'not-found') throw travellerNotFound();
  if (row === 'duplicate') throw travellerExists();
  return { traveller: toTraveller(row) };
}
