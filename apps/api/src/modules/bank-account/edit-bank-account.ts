import type { z } from 'zod';
import {
  BankAccountErrorCode,
  BankAccountMessage,
  type BankAccountResponse,
  type ZEditBankAccountRequest,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { accountNotFound, duplicateAccount } from './bank-account-errors';
import { toAgencyBankAccount } from './bank-account-shape';
import {
  clearAgencyDefault,
  findAgencyBankAccount,
  hasAgencyBankAccount,
  lockAgency,
  updateAgencyBankAccount,
} from './bank-account.repository';
import { bankLogoIconFor } from './bank-logos';

/**
 * Replaces the fields of one of the caller's agency's accounts. isDefault true moves the default to it; false on
 * the default is refused, because the agency would be left without one; absent keeps the mark where it is.
 */
export async function editBankAccount(options: {
  db: Db;
  tenantId: string;
  agencyId: string | null;
  request: z.output<typeof ZEditBankAccountRequest>;
  now: Date;
}): Promise<BankAccountResponse> {
  const { db, request, now } = options;
  if (!options.agencyId) throw accountNotFound();
  const scope = { tenantId: options.tenantId, agencyId: options.agencyId };
  const { bankAccountId, isDefault: wantsDefault, ...fields } = request;

  const row = await db.transaction(async (tx) => {
    if (!(await lockAgency(tx, scope))) throw accountNotFound();
    const current = await findAgencyBankAccount(tx, scope, bankAccountId);
    if (!current) throw accountNotFound();
    if (wantsDefault === false && current.isDefault) {
      throw new AppError(BankAccountErrorCode.DefaultRequired, 422, BankAccountMessage.defaultRequired);
    }
    if (await hasAgencyBankAccount(tx, scope, { ...fields, exceptId: bankAccountId })) {
      throw duplicateAccount();
    }
    const becomesDefault = wantsDefault === true && !current.isDefault;
    if (becomesDefault) await clearAgencyDefault(tx, scope, now);
    return updateAgencyBankAccount(tx, scope, bankAccountId, {
      ...fields,
      bankLogoIconName: bankLogoIconFor(fields.bankName),
      isDefault: current.isDefault || becomesDefault,
      updatedAt: now,
    });
  });
  if (!row) throw accountNotFound();
  return { bankAccount: toAgencyBankAccount(row) };
}
