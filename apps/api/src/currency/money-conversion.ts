import type { Money } from '@portal/contracts';

/*
 * Conversions at a stored rate (BDT per unit of a currency, times 10^6), in integer minor units both ways: BDT to a
 * currency an agent asks to see prices in, and a supplier's currency to the BDT an agency pays.
 */

/** BDT amounts are in poisha: two digits after the taka. */
const bdtMinorDigits = 2;

export interface ConversionRate {
  currency: string;
  bdtPerUnitMicros: number;
  minorDigits: number;
}

/** a / b for a positive divisor, rounded half away from zero, in integers. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/** A BDT amount (poisha) in the rate's currency's minor units, rounded half away from zero. */
export function convertBdtAmount(amount: number, rate: ConversionRate): number {
  const numerator = BigInt(amount) * 1_000_000n * 10n ** BigInt(rate.minorDigits);
  const denominator = BigInt(rate.bdtPerUnitMicros) * 10n ** BigInt(bdtMinorDigits);
  return Number(divideRounded(numerator, denominator));
}

/** An amount in the rate's currency's minor units in BDT (poisha), rounded half away from zero. */
export function convertToBdtAmount(amount: number, rate: ConversionRate): number {
  const numerator = BigInt(amount) * BigInt(rate.bdtPerUnitMicros) * 10n ** BigInt(bdtMinorDigits);
  const denominator = 1_000_000n * 10n ** BigInt(rate.minorDigits);
  return Number(divideRounded(numerator, denominator));
}

/** BDT per one unit of the rate's currency as plain decimal text (122.5), as a booking shows the rate it used. */
export function exchangeRateText(rate: Pick<ConversionRate, 'bdtPerUnitMicros'>): string {
  const whole = Math.trunc(rate.bdtPerUnitMicros / 1_000_000);
  const fraction = String(rate.bdtPerUnitMicros % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const isMoney = (value: object): value is Money =>
  'amount' in value &&
  'currency' in value &&
  typeof value.amount === 'number' &&
  typeof value.currency === 'string' &&
  Object.keys(value).length === 2;

/**
 * A copy of a response with every BDT amount converted: every {amount, currency} pair found anywhere inside, so
 * no price field can be missed as the responses grow.
 */
export function convertMoneyIn<T>(value: T, rate: ConversionRate): T {
  if (Array.isArray(value)) return value.map((item: unknown) => convertMoneyIn(item, rate)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isMoney(value)) {
    if (value.currency !== 'BDT') return value;
    return { amount: convertBdtAmount(value.amount, rate), currency: rate.currency } as T;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = convertMoneyIn(item, rate);
  return copy as T;
}
