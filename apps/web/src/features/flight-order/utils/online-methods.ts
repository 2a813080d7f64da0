import { OnlinePaymentRules, type OnlineIssueRequest } from '@portal/contracts';

/** The ways to pay a ticket at the gateway's checkout. */
export type OnlineWay = 'card' | 'bkash' | 'nagad' | 'net_banking';
export const OnlineWays: readonly OnlineWay[] = ['card', 'bkash', 'nagad', 'net_banking'];

export interface OnlineWayRule {
  way: OnlineWay;
  minAmount: number;
  maxAmount: number;
  /** The surcharge rate. A card is priced without its first digits, so at the international rate. */
  basisPoints: number;
}

export function onlineWayRule(way: OnlineWay): OnlineWayRule {
  const { card, mobileWallet, netBanking } = OnlinePaymentRules;
  if (way === 'card') return { way, ...card, basisPoints: card.internationalBasisPoints };
  if (way === 'net_banking') return { way, ...netBanking };
  return { way, ...mobileWallet };
}

/** Whether the gateway takes this amount this way (each way has its own limits). */
export function wayTakes(way: OnlineWay, amount: number): boolean {
  const rule = onlineWayRule(way);
  return amount >= rule.minAmount && amount <= rule.maxAmount;
}

/** The body of the online issue call for an order paid a chosen way. */
export function onlineIssueRequestOf(
  order: { orderReference: string; acceptedPayable: number },
  way: OnlineWay,
): OnlineIssueRequest {
  if (way === 'bkash' || way === 'nagad') return { ...order, method: 'mobile_wallet', wallet: way };
  return { ...order, method: way };
}
