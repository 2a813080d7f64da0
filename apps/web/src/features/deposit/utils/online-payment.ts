import { z } from 'zod';
import type { CardPaymentConfig, CreatePaymentRequest, MobileConfig, MobileWallet } from '@portal/contracts';
import { parseMoney } from '../../../lib/parse-money';

/** The online deposit pages: a card, or the gateway's other ways (net banking, the wallets) on one page. */
export type OnlinePage = 'card' | 'net_banking';
export type GatewayWay = 'net_banking' | MobileWallet;

/** The form as typed; `way` is empty until a way is chosen on the net-banking page. */
export interface OnlineFormValues {
  amount: string;
  cardNumber: string;
  way: string;
}

/** The first six digits of a card being typed, once there are six: all the pricing needs, all that is sent. */
export function binOf(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return /^\d{6,}/.test(digits) ? digits.slice(0, 6) : null;
}

/** Groups a card number in fours as it is typed (4321 5500 0000 0008), digits only, at most 19. */
export const formatCardNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export interface WayRule {
  way: GatewayWay;
  minAmount: number;
  maxAmount: number;
  basisPoints: number;
}

/** The ways the gateway config offers beside the card, each with its limits and fee. */
export function gatewayWays(card: CardPaymentConfig, mobile: MobileConfig | undefined): WayRule[] {
  const ways: WayRule[] = [];
  if (card.netBanking.enabled) {
    ways.push({
      way: 'net_banking',
      minAmount: card.netBanking.minAmount,
      maxAmount: card.netBanking.maxAmount,
      basisPoints: card.netBanking.feeBasisPoints,
    });
  }
  for (const wallet of mobile?.wallets ?? []) {
    if (wallet.enabled) {
      ways.push({
        way: wallet.wallet,
        minAmount: wallet.minAmount,
        maxAmount: wallet.maxAmount,
        basisPoints: wallet.feeBasisPoints,
      });
    }
  }
  return ways;
}

export interface OnlineFormMessages {
  amountFormat: string;
  amountRange: (min: number, max: number) => string;
  wayRequired: string;
}

/** The amount in taka within the chosen way's limits, and a way when the page offers several. */
export function onlineFormSchema(
  limits: (way: string) => { minAmount: number; maxAmount: number } | null,
  needsWay: boolean,
  messages: OnlineFormMessages,
) {
  return z
    .object({ amount: z.string(), cardNumber: z.string(), way: z.string() })
    .superRefine((values, context) => {
      if (needsWay && !values.way) {
        context.addIssue({ code: 'custom', path: ['way'], message: messages.wayRequired });
      }
      const amount = parseMoney(values.amount);
      if (amount === null || amount <= 0) {
        context.addIssue({ code: 'custom', path: ['amount'], message: messages.amountFormat });
        return;
      }
      const range = limits(values.way);
      if (range && (amount < range.minAmount || amount > range.maxAmount)) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: messages.amountRange(range.minAmount, range.maxAmount),
        });
      }
    });
}

/** The CreatePayment body of a filled-in form. */
export function paymentRequestOf(
  page: OnlinePage,
  values: OnlineFormValues,
  currency: string,
): CreatePaymentRequest {
  const amount = parseMoney(values.amount) ?? 0;
  if (page === 'card') {
    const cardBin = binOf(values.cardNumber);
    return { amount, currency, method: 'card', ...(cardBin ? { cardBin } : {}) };
  }
  if (values.way === 'bkash' || values.way === 'nagad') {
    return { amount, currency, method: 'mobile_wallet', wallet: values.way };
  }
  return { amount, currency, method: 'net_banking' };
}
