import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currencyRates } from '../db/schema';

export interface CurrencyRate {
  currency: string;
  bdtPerUnitMicros: number;
  minorDigits: number;
}

/** Exchange rates are the same for every tenant: reference data like airports, not a tenant's own rows. */
export async function findCurrencyRate(db: Db, currency: string): Promise<CurrencyRate | null> {
  const [row] = await db
    .select({
      currency: currencyRates.currency,
      bdtPerUnitMicros: currencyRates.bdtPerUnitMicros,
      minorDigits: currencyRates.minorDigits,
    })
    .from(currencyRates)
    .where(eq(currencyRates.currency, currency))
    .limit(1);
  return row ?? null;
}

/** Adds the rates that are missing; rates already stored (perhaps updated since) are kept. */
export async function insertMissingCurrencyRates(db: Db, rates: readonly CurrencyRate[]): Promise<void> {
  if (rates.length === 0) return;
  await db
    .insert(currencyRates)
    .values(rates.map((rate) => ({ ...rate, updatedAt: sql`now()` })))
    .onConflictDoNothing({ target: currencyRates.currency });
}
