import type { Money } from '@portal/contracts';

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
