import { PassbookSearchLimit, type PassbookSearchResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { passbookFilter, toPassbookEntry } from './list-passbook';
import { listWalletLines } from './passbook.repository';

/**
 * passbook/searchpad: the newest wallet lines whose reference or description holds the term, over the whole ledger
 * (no dates or type), so a line the page's filters hide can still be found.
 */
export async function searchPassbook(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only lines of its users' records. */
  branchId: string | null;
  currency: string;
  term: string;
}): Promise<PassbookSearchResponse> {
  const filter = passbookFilter({ ...options, query: { term: options.term } });
  const lines = await listWalletLines(options.db, filter, { offset: 0, limit: PassbookSearchLimit.maxLines });
  return { entries: lines.map((line) => toPassbookEntry(line, options.currency)) };
}
