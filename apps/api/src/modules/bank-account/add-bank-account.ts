import type { z } from 'zod';
import {
  BankAccountErrorCode,
  BankAccountLimit,
  BankAccountMessage,
  type BankAccountResponse,
  type ZAddBankAccountRequest,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { duplicateAccount } from './bank-account-errors';
import { toAgencyBankAccount } from './bank-account-shape';
import {
  clearAgencyDefault,
  countAgencyBankAccounts,
  hasAgencyBankAccount,
  insertAgencyBankAccount,
  lockAgency,
} from './bank-account.repository';
import { bankLogoIconFor } from './bank-logos';

/**
 * Adds an account to the caller's agency: at most five, no number twice at one bank. The first account becomes the
 * default, since refunds need somewhere to go; a later one takes the default over when asked to.
 */
export async function addBankAccount(options: {
  db: Db;
  tenantId: string;
  agencyId: string | null;
  request: z.output<typeof ZAddBankAccountRequest>;
  now: Date;
}): Promise<BankAccountResponse> {
  const { db, request, now } = options;
  if (!options.agencyId) throw AppError.notFound();
  const scope = { tenantId: options.tenantId, agencyId: options.agencyId };
  const { isDefault: wantsDefault, ...fields } = request;

  const row = await db.transaction(async (tx) => {
    if (!(await lockAgency(tx, scope))) throw AppError.notFound();
    const existing = await countAgencyBankAccounts(tx, scope);
    if (existing >= BankAccountLimit.maxPerAgency) {
      throw new AppError(BankAccountErrorCode.LimitReached, 422, BankAccountMessage.limitReached);
    }
    if (await hasAgencyBankAccount(tx, scope, fields)) throw duplicateAccount();
    const isDefault = existing === 0 || wantsDefault;
    if (isDefault) await clearAgencyDefault(tx, scope, now);
    return insertAgencyBankAccount(tx, scope, {
      ...fields,
      bankLogoIconName: bankLogoIconFor(fields.bankName),
      isDefault,
    });
  });
  return { bankAccount: toAgencyBankAccount(row) };
}
