import { and, asc, eq, ilike, notInArray, or } from 'drizzle-orm';
import { SearchBarOrderType, type RequestKind, type SearchBarResultType } from '@portal/contracts';
import type { Db } from '../../db/client';
import { deposits, hotelBookings, serviceRequests } from '../../db/schema';
import { madeInScope, type AgencyScope } from '../../lib/agency-scope';
import { findAgencyOrdersByPrefix } from './my-booking.repository';

/** One record a header-search key names: an order, a deposit, or an after-sales request. */
export interface SearchBarHit {
  type: SearchBarResultType;
  reference: string;
  /** 1 flight, 2 hotel, 3 holiday; null for records that are not orders (deposits, visa applications). */
  orderType: 1 | 2 | 3 | null;
}

/** The caller's agency and branch: a branch user's search names only what its branch's users made. */
export interface SearchScope extends AgencyScope {
  /** Request kinds the caller may not open (e.g. Visa without ViewVisaBooking): never named to them. */
  hiddenKinds?: readonly RequestKind[];
}

/** Looks a key up in one table of the agency's records, matching references exactly or by prefix. */
export type SearchBarSource = (db: Db, scope: SearchScope, key: string) => Promise<SearchBarHit[]>;

/** A LIKE pattern matching what starts with the key, the key's own wildcards taken literally. */
const prefixPattern = (key: string) => `${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Deposit requests whose reference (DP-…) starts with the key, whatever the case typed. */
const depositHits: SearchBarSource = async (db, scope, key) => {
  const pattern = prefixPattern(key);
  const rows = await db
    .select({ reference: deposits.reference })
    .from(deposits)
    .where(
      and(
        eq(deposits.tenantId, scope.tenantId),
        eq(deposits.agencyId, scope.agencyId),
        madeInScope(deposits.createdBy, scope),
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

/** Hotel bookings whose reference (HB-…) or supplier reference starts with the key: 'other' hits of order type 2. */
const hotelBookingHits: SearchBarSource = async (db, scope, key) => {
  const pattern = prefixPattern(key);
  const rows = await db
    .select({ reference: hotelBookings.reference })
    .from(hotelBookings)
    .where(
      and(
        eq(hotelBookings.tenantId, scope.tenantId),
        eq(hotelBookings.agencyId, scope.agencyId),
        madeInScope(hotelBookings.createdBy, scope),
        or(ilike(hotelBookings.reference, pattern), ilike(hotelBookings.supplierReference, pattern)),
      ),
    )
    .orderBy(asc(hotelBookings.reference))
    .limit(10);
  return rows.map((row) => ({ type: 'other' as const, reference: row.reference, orderType: 2 as const }));
};

const requestTypes: Record<RequestKind, SearchBarResultType> = {
  Void: 'void',
  Refund: 'refund',
  Exchange: 'exchange',
  Holiday: 'other',
  Visa: 'visa',
  GroupFare: 'other',
};

/**
 * Requests whose reference starts with the key, whatever the case typed: after-sales (VD-…, RF-…, EX-…), holiday
 * requests (HL-…, an 'other' hit of order type 3) and visa applications (VS-…, 'visa': the web opens
 * /visa-order?orderReference=).
 */
const afterSalesRequestHits: SearchBarSource = async (db, scope, key) => {
  const rows = await db
    .select({ kind: serviceRequests.kind, reference: serviceRequests.reference })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.tenantId, scope.tenantId),
        eq(serviceRequests.agencyId, scope.agencyId),
        madeInScope(serviceRequests.requestedBy, scope),
        ilike(serviceRequests.reference, prefixPattern(key)),
        scope.hiddenKinds?.length ? notInArray(serviceRequests.kind, [...scope.hiddenKinds]) : undefined,
      ),
    )
    .orderBy(asc(serviceRequests.reference))
    .limit(10);
  return rows.map((row) => ({
    type: requestTypes[row.kind],
    reference: row.reference,
    orderType: row.kind === 'Holiday' ? SearchBarOrderType.holiday : null,
  }));
};

/** The tables the header search looks in, in the order their hits are preferred. */
export const searchBarSources: readonly SearchBarSource[] = [
  flightOrderHits,
  hotelBookingHits,
  afterSalesRequestHits,
  depositHits,
];

export async function findSearchBarHits(db: Db, scope: SearchScope, key: string): Promise<SearchBarHit[]> {
  const results = await Promise.all(searchBarSources.map((source) => source(db, scope, key)));
  return results.flat();
}
