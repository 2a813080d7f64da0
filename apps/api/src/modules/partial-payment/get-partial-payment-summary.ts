import { dueSoonDays, type PartialPaymentSummaryResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { summarizeAgencyDues } from './partial-payment.repository';

/** GetSummary: per currency, the agency's open dues in all, those past their date and those due within a week. */
export async function getPartialPaymentSummary(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  now: Date;
}): Promise<PartialPaymentSummaryResponse> {
  const { now } = options;
  const summaries = await summarizeAgencyDues(options.db, {
    tenantId: options.tenantId,
    agencyId: options.agencyId,
    branchId: options.branchId,
    now,
    soonUntil: new Date(now.getTime() + dueSoonDays * 86_400_000),
  });
  return { summaries, dueSoonDays };
}
