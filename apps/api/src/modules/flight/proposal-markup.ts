import type { ProposalMarkup } from '@portal/contracts';
import { divideRounded } from '../../currency/money-conversion';

/**
 * The agent's markup on one option, minor units: a fixed amount for each passenger (adults, children and infants
 * alike), or a percentage of the gross rounded to whole taka.
 */
export function proposalMarkupAmount(
  markup: ProposalMarkup,
  grossAmount: number,
  passengers: number,
): number {
  if (markup.kind === 'Fixed') return markup.amount * passengers;
  const basisPoints = BigInt(Math.round(markup.percent * 100));
  const taka = divideRounded(BigInt(grossAmount) * basisPoints, 10_000n * 100n);
  return Number(taka * 100n);
}
