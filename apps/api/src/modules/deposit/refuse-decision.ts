import type { Db } from '../../db/client';
import { alreadyDecided, depositNotFound } from './deposit-errors';
import { findTenantDeposit } from './deposit-review.repository';

/** Why a deposit could not be decided: it is not the tenant's (404), or another decision came first (409). */
export async function refuseDecision(db: Db, tenantId: string, depositId: string): Promise<never> {
  const found = await findTenantDeposit(db, tenantId, depositId);
  if (!found) throw depositNotFound();
  throw alreadyDecided(found.deposit.status === 'rejected' ? 'rejected' : 'approved');
}
