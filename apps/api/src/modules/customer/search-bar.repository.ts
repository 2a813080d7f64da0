import { and, asc, eq, ilike } from 'drizzle-orm';
import type { SearchBarResultType } from '@portal/contracts';
import type { Db } from '../../db/client';
import { deposits } from '../../db/schema';
import { findAgencyOrdersByPrefix } from './my-booking.repository';

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

/** Deposit requests whose reference (DP-…) starts with the key, whatever the case typed. */
const depositHits: SearchBarSource = async (db, scope, key) => {
  const pattern = `${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select({ reference: deposits.reference })
    .from(deposits)
    .where(
      and(
        eq(deposits.tenantId, scope.tenantId),
        eq(deposits.agencyId, scope.agencyId),
        ilike(deposits.reference, pattern),
      ),
    )
    .orderBy(asc(deposits.reference))
    .limit(10);
  return rows.map((row) => ({ type: 'deposit' as const, reference: row.reference, orderType: null }));
};

/** Flight orders whose reference or PNR starts with the key: 'other' hits of order type 1 (flight). */
const flightOrderHits: SearchBarSource = async (db, scope, key) => {
  const references = await findAgencyOrdersByPrefix(db, scope, key, 10);
  return references.map((reference) => ({ type: 'other' as const, reference, orderType: 1 as const }));
};

/**
 * The tables the header search looks in, in the order their hits are preferred. Orders and void, refund, exchange
 * and visa requests add their source here as their tables arrive.
 */
export const searchBarSources: readonly SearchBarSource[] = [flightOrderHits, depositHits];

export async function findSearchBarHits(db: Db, scope: SearchScope, key: string): Promise<SearchBarHit[]> {
  const results = await Promise.all(searchBarSources.map((source) => source(db, scope, key)));
  return results.flat();
}
