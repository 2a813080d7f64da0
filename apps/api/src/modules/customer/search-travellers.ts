import { TravellerLimit, type TravellerList, type TravellerSearchQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listAgencyTravellers } from './traveller.repository';
import { toTraveller } from './traveller-view';

/**
 * Traveller/search: the booking form's picker, the first ten of the agency's travellers whose name or passport
 * number holds the term, within the birth dates the passenger type allows when they are given.
 */
export async function searchTravellers(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  query: TravellerSearchQuery;
}): Promise<TravellerList> {
  const { query } = options;
  const { rows } = await listAgencyTravellers(
    options.db,
    {
      tenantId: options.tenantId,
      agencyId: options.agencyId,
      term: query.term,
      bornFrom: query.bornFrom,
      bornTo: query.bornTo,
    },
    { offset: 0, limit: TravellerLimit.searchResults },
  );
  return { travellers: rows.map(toTraveller) };
}
