import { ErrorCode, hasFunctionality, SearchBarMessage, type SearchBarResult } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findSearchBarHits } from './search-bar.repository';

/**
 * The header search (spec §3 "Search bar result"): what the key names within the user's own agency. Several
 * hits of one kind give their count, so the web can open a filtered list instead of one record.
 */
export async function getSearchBar(options: {
  db: Db;
  tenantId: string;
  agencyId: string | null;
  /** The caller's branch: set, only what its users made is named. */
  branchId: string | null;
  searchKey: string;
  /** The caller's functionality codes; empty means all (spec §6). */
  functionalities: readonly number[];
}): Promise<SearchBarResult> {
  if (!options.agencyId) throw AppError.notFound();
  // A visa application is named only to users who may open it (ViewVisaBooking).
  const hiddenKinds = hasFunctionality(options.functionalities, 'ViewVisaBooking') ? [] : (['Visa'] as const);
  const hits = await findSearchBarHits(
    options.db,
    { tenantId: options.tenantId, agencyId: options.agencyId, branchId: options.branchId, hiddenKinds },
    options.searchKey,
  );
  const [first] = hits;
  if (!first) {
    return {
      error: { code: ErrorCode.NotFound, message: SearchBarMessage.noOrders },
      type: null,
      reference: null,
      orderType: null,
      count: 0,
    };
  }
  return {
    error: null,
    type: first.type,
    reference: first.reference,
    orderType: first.orderType,
    count: hits.filter((hit) => hit.type === first.type).length,
  };
}
