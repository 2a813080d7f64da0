import type { Db } from '../../db/client';
import { findCurrencyRate } from '../../currency/currency-rate.repository';
import { convertMoneyIn } from '../../currency/money-conversion';
import { unknownCurrency } from './search-errors';

/** The WithCurrency variants: the same answer with every BDT amount in the asked currency at the stored rate. */
export async function convertToCurrency<T>(options: { db: Db; currency: string; value: T }): Promise<T> {
  const rate = await findCurrencyRate(options.db, options.currency);
  if (!rate) throw unknownCurrency();
  return convertMoneyIn(options.value, rate);
}
