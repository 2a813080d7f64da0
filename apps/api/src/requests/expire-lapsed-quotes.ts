import type { Db } from '../db/client';
import { moveRequest } from './move-request';
import { lapsedQuotedRequests, lockRequest } from './service-request.repository';

/**
 * The scheduler's request work: Quoted requests whose current quote lapsed unanswered become Expired. Each in its
 * own transaction under the request's lock, and only if still Quoted with the same quote, so a run repeated after a
 * restart (or racing an Accept) changes nothing twice.
 */
export async function expireLapsedQuotes(db: Db, now: Date, batch = 100): Promise<number> {
  const lapsed = await lapsedQuotedRequests(db, now, batch);
  let expired = 0;
  for (const candidate of lapsed) {
    const done = await db.transaction(async (tx) => {
      const request = await lockRequest(
        tx,
        { tenantId: candidate.tenantId, agencyId: null, branchId: null },
        candidate.kind,
        candidate.reference,
      );
      if (!request || request.status !== 'Quoted' || request.currentQuoteId !== candidate.currentQuoteId) {
        return false;
      }
      await moveRequest(tx, { request, action: 'Expire', to: 'Expired', side: 'System', userId: null, now });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
