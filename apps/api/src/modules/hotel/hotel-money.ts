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

const thousands = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** BDT money as people read it: "BDT 12,345.00" (poisha are hundredths; integer arithmetic, no float drift). */
export function formatBdt(amount: number): string {
  const negative = amount < 0;
  const magnitude = Math.abs(amount);
  const taka = Math.trunc(magnitude / 100);
  const poisha = String(magnitude % 100).padStart(2, '0');
  const text = `${thousands.format(taka).slice(0, -3)}.${poisha}`;
  return `${agencyCurrency} ${negative ? '-' : ''}${text}`;
}
