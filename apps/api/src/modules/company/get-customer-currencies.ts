import type { CustomerCurrenciesResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCompany, listWalletCurrencies, type AgencyScope } from './company.repository';

/**
 * GetCustomerCurrencies: the currencies the agency holds a wallet in, the one it sells in first. The selling
 * currency is offered even before its wallet exists (a new agency has none until its first deposit).
 */
export async function getCustomerCurrencies(options: {
  db: Db;
  scope: AgencyScope;
}): Promise<CustomerCurrenciesResponse> {
  const [company, wallets] = await Promise.all([
    findCompany(options.db, options.scope),
    listWalletCurrencies(options.db, options.scope),
  ]);
  if (!company) throw AppError.notFound();
  const codes = [company.currency, ...wallets.filter((code) => code !== company.currency)];
  return { currencies: codes.map((code) => ({ code, isDefault: code === company.currency })) };
}
