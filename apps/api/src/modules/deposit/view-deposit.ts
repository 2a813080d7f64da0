import type { DepositResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { depositNotFound } from './deposit-errors';
import { findAgencyDeposit } from './deposit.repository';
import { toDepositView } from './deposit-shape';

/** deposit/view: one of the agency's deposits; another agency's or tenant's id answers 404, like an unknown one. */
export async function viewDeposit(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  depositId: string;
}): Promise<DepositResponse> {
  const found = await findAgencyDeposit(
    options.db,
    { tenantId: options.tenantId, agencyId: options.agencyId, branchId: options.branchId },
    options.depositId,
  );
  if (!found) throw depositNotFound();
  return { deposit: toDepositView(found.deposit, found.bankAccount) };
}
