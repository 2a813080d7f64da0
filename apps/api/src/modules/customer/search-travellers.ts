import { TravellerLimit, type TravellerList, type TravellerSearchQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listAgencyTravellers } from './traveller.repository';
import { toTraveller, toTravellerName } from './traveller-view';

/**
 * Traveller/search: the booking form's picker, the first ten of the agency's travellers whose name or passport
 * number holds the term, within the birth dates the passenger type allows when they are given. A user who may book
 * but not view travellers finds them by name only and gets names and birth dates: the booking fills the documents
 * from the traveller's id.
 */
export async function searchTravellers(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  query: TravellerSearchQuery;
  mayViewTravellers: boolean;
}): Promise<TravellerList> {
  const { query, mayViewTravellers } = options;
  const { rows } = await listAgencyTravellers(
    options.db,
    {
      tenantId: options.tenantId,
      agencyId: options.agencyId,
      branchId: options.branchId,
      term: query.term,
      termInPassport: mayViewTravellers,
      bornFrom: query.bornFrom,
      bornTo: query.bornTo,
    },
    { offset: 0, limit: TravellerLimit.searchResults },
  );
  return { travellers: rows.map(mayViewTravellers ? toTraveller : toTravellerName) };
}
