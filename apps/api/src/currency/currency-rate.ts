import type { Db } from '../db/client';
import { findCurrencyRate, type CurrencyRate } from './currency-rate.repository';

/**
 * The stored rate of a currency a supplier sells in. Every supplier currency has a starting rate
 * (see currency-rates.ts), so a missing one is our own configuration fault, not the caller's.
 */
export async function requireCurrencyRate(db: Db, currency: string): Promise<CurrencyRate> {
  const rate = await findCurrencyRate(db, currency);
  if (!rate) throw new Error(`no exchange rate is stored for ${currency}`);
  return rate;
}
