import {
  KycRequiredKinds,
  type KycQueueQuery,
  type KycQueueResponse,
  type KycStatus,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { pageWindow } from '../../lib/list-page';
import { kycQueuePage } from './kyc-queue.repository';

/** The same rule as kycStatusOf, from the queue's counts of an agency's current documents. */
function statusOf(row: { approvedRequired: number; rejected: number }): KycStatus {
  if (row.approvedRequired >= KycRequiredKinds.length) return 'verified';
  if (row.rejected > 0) return 'actionRequired';
  return 'pending';
}

/** Kyc/Queue: the tenant's agencies by the state of their documents, one page of a tab with every tab's count. */
export async function listKycQueue(options: {
  db: Db;
  tenantId: string;
  query: KycQueueQuery;
}): Promise<KycQueueResponse> {
  const { query } = options;
  const page = await kycQueuePage(options.db, options.tenantId, {
    tab: query.tab,
    search: query.search || undefined,
    ...pageWindow(query),
  });
  return {
    rows: page.rows.map((row) => ({
      agencyId: row.agencyId,
      agencyName: row.agencyName,
      email: row.email,
      kycStatus: statusOf(row),
      pendingCount: row.pending,
      approvedCount: row.approved,
      rejectedCount: row.rejected,
      lastUploadedAt: new Date(row.lastUploadedAt).toISOString(),
    })),
    total: page.counts[query.tab],
    page: query.page,
    pageSize: query.pageSize,
    counts: page.counts,
  };
}
