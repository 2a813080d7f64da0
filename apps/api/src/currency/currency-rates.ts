import type { Db } from '../db/client';
import { insertMissingCurrencyRates, type CurrencyRate } from './currency-rate.repository';

/**
 * Starting rates (BDT per unit, times 10^6): the currencies agents ask to see prices in, and every currency the hotel
 * supplier sells in (hotel prices are converted to BDT).
 */
export const startingCurrencyRates: readonly CurrencyRate[] = [
  { currency: 'BDT', bdtPerUnitMicros: 1_000_000, minorDigits: 2 },
  { currency: 'USD', bdtPerUnitMicros: 122_500_000, minorDigits: 2 },
  { currency: 'EUR', bdtPerUnitMicros: 132_800_000, minorDigits: 2 },
  { currency: 'GBP', bdtPerUnitMicros: 155_200_000, minorDigits: 2 },
  { currency: 'AED', bdtPerUnitMicros: 33_350_000, minorDigits: 2 },
  { currency: 'SAR', bdtPerUnitMicros: 32_650_000, minorDigits: 2 },
  { currency: 'QAR', bdtPerUnitMicros: 33_650_000, minorDigits: 2 },
  { currency: 'INR', bdtPerUnitMicros: 1_420_000, minorDigits: 2 },
  { currency: 'SGD', bdtPerUnitMicros: 91_300_000, minorDigits: 2 },
  { currency: 'MYR', bdtPerUnitMicros: 26_900_000, minorDigits: 2 },
  { currency: 'THB', bdtPerUnitMicros: 3_450_000, minorDigits: 2 },
];

/** Stores the starting rates that are missing; safe to run at every start, by several processes at once. */
export function ensureCurrencyRates(options: { db: Db }): Promise<void> {
  return insertMissingCurrencyRates(options.db, startingCurrencyRates);
}
