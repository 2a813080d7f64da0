import type { Money } from '@portal/contracts';
import { convertToBdtAmount, divideRounded, type ConversionRate } from '../../currency/money-conversion';

/** The agency's currency: hotel prices are shown and charged in it. */
export const agencyCurrency = 'BDT';

/** A supplier amount (minor units of the rate's currency) as BDT money. */
export function bdtMoney(amount: number, rate: ConversionRate): Money {
  return { amount: convertToBdtAmount(amount, rate), currency: agencyCurrency };
}

/** A stay's total spread over its nights, rounded half away from zero. */
export function perNightAmount(total: number, nights: number): number {
  return Number(divideRounded(BigInt(total), BigInt(Math.max(1, nights))));
}
