import type { SearchBarResultType } from '@portal/contracts';
import type { Db } from '../../db/client';

/** One record a header-search key names: an order, a deposit, or an after-sales request. */
export interface SearchBarHit {
  type: SearchBarResultType;
  reference: string;
  /** 1 flight, 2 hotel; null for records that are not orders (deposits, visa applications). */
  orderType: 1 | 2 | null;
}

export interface SearchScope {
  tenantId: string;
  agencyId: string;
}

/** Looks a key up in one table of the agency's records, matching references exactly or by prefix. */
export type SearchBarSource = (db: Db, scope: SearchScope, key: string) => Promise<SearchBarHit[]>;

/**
 * The tables the header search looks in, in the order their hits are preferred. Orders, deposits and void,
 * refund, exchange and visa requests add their source here as their tables arrive; until then there is nothing
 * an agency could have made, and every search honestly finds nothing.
 */
export const searchBarSources: readonly SearchBarSource[] = [];

export async function findSearchBarHits(db: Db, scope: SearchScope, key: string): Promise<SearchBarHit[]> {
  const results = await Promise.all(searchBarSources.map((source) => source(db, scope, key)));
  return results.flat();
}
