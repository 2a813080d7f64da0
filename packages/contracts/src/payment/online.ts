import { z } from 'zod';
import { ZCurrencyCode } from '../common/money';
import { PayInChargeBasisPoints, ZMobileWallet } from './deposit';

/**
 * Online payments (spec §7 "online", "card"): an agency tops up its wallet through the payment gateway's hosted
 * checkout by card, a mobile wallet (bKash, Nagad) or net banking. The wallet is credited the amount; the surcharge
 * the payer bears on top goes to the tenant. Amounts are minor units (poisha).
 */
export const OnlinePaymentMethods = ['card', 'mobile_wallet', 'net_banking'] as const;
export const ZOnlinePaymentMethod = z.enum(OnlinePaymentMethods);
export type OnlinePaymentMethod = z.infer<typeof ZOnlinePaymentMethod>;

export const OnlinePaymentMethodLabel: Record<OnlinePaymentMethod, string> = {
  card: 'Credit/Debit Card',
  mobile_wallet: 'Mobile Wallet',
  net_banking: 'Net Banking',
};

/** pending while the payer is at the checkout; then paid, failed, cancelled or expired, exactly once. */
export const OnlinePaymentStatuses = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export const ZOnlinePaymentStatus = z.enum(OnlinePaymentStatuses);
export type OnlinePaymentStatus = z.infer<typeof ZOnlinePaymentStatus>;

export const OnlinePaymentStatusLabel: Record<OnlinePaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The result codes GetStatusMessage explains; a payment's status maps to one. */
export const PaymentResultCodes = ['success', 'failure', 'cancel', 'pending'] as const;
export const ZPaymentResultCode = z.enum(PaymentResultCodes);
export type PaymentResultCode = z.infer<typeof ZPaymentResultCode>;

export const resultCodeOf = (status: OnlinePaymentStatus): PaymentResultCode =>
  status === 'paid'
    ? 'success'
    : status === 'cancelled'
      ? 'cancel'
      : status === 'pending'
        ? 'pending'
        : 'failure';

export const CardBrands = ['visa', 'mastercard', 'amex'] as const;
export const ZCardBrand = z.enum(CardBrands);
export type CardBrand = z.infer<typeof ZCardBrand>;
export const CardBrandLabel: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** Cards issued in Bangladesh pay the local rate; any other card the international one. */
export const CardScopes = ['local', 'international'] as const;
export const ZCardScope = z.enum(CardScopes);
export type CardScope = z.infer<typeof ZCardScope>;

/** The banks whose customers can pay by net banking at the checkout. */
export const NetBankingBanks = [
  { code: 'dbbl', name: 'Dutch-Bangla Bank PLC' },
  { code: 'brac', name: 'BRAC Bank PLC' },
  { code: 'city', name: 'The City Bank PLC' },
  { code: 'ebl', name: 'Eastern Bank PLC' },
] as const;

/** The gateway's limits and rates (basis points: hundredths of a percent) for one payment. */
export const OnlinePaymentRules = {
  card: {
    minAmount: 100_00,
    maxAmount: 5_00_000_00,
    localBasisPoints: PayInChargeBasisPoints.card,
    internationalBasisPoints: 300,
    brands: CardBrands,
  },
  mobileWallet: {
    minAmount: 10_00,
    maxAmount: 25_000_00,
    basisPoints: PayInChargeBasisPoints.mobile_banking,
  },
  netBanking: { minAmount: 100_00, maxAmount: 10_00_000_00, basisPoints: PayInChargeBasisPoints.net_banking },
  /** How long the payer has at the hosted checkout. */
  checkoutMinutes: 15,
} as const;

/** The surcharge on an amount at a rate, rounded up to the next poisha so the tenant never bears a fraction. */
export const surchargeOf = (amount: number, basisPoints: number): number =>
  Math.ceil((amount * basisPoints) / 10_000);

export const OnlinePaymentMessage = {
  amountInvalid: 'Amount must be a whole number of poisha above zero',
  belowMinimum: 'The amount is below the minimum for this payment method',
  aboveMaximum: 'The amount is above the maximum for this payment method',
  currencyUnsupported: 'Online payments are made in the wallet’s currency',
  walletRequired: 'Choose bKash or Nagad',
  walletOnlyForMobile: 'A wallet is chosen only for a mobile wallet payment',
  walletUnavailable: 'This wallet is not available for online payment now',
  cardBinInvalid: 'Card BIN is the first 6 to 8 digits of the card number',
  cardBinOnlyForCard: 'A card BIN is sent only for a card payment',
  cardBrandNotAccepted: 'This card brand is not accepted',
  cardNumberInvalid: 'Enter 6 to 19 digits of the card number',
  notFound: 'Payment not found.',
  signatureInvalid: 'The gateway result’s signature does not match.',
  sessionUnknown: 'No payment was opened with this checkout session.',
  resultMismatch: 'The gateway result does not match the payment (amount, currency or reference).',
  alreadyDecided: 'This payment was already decided otherwise.',
} as const;

export const OnlinePaymentErrorCode = {
  LimitExceeded: 'PAYMENT_LIMIT',
  CardBrandNotAccepted: 'CARD_BRAND_NOT_ACCEPTED',
  WalletUnavailable: 'WALLET_UNAVAILABLE',
  SignatureInvalid: 'GATEWAY_SIGNATURE_INVALID',
  ResultMismatch: 'GATEWAY_RESULT_MISMATCH',
  AlreadyDecided: 'PAYMENT_ALREADY_DECIDED',
} as const;

const cardBinPattern = /^\d{6,8}$/;

/**
 * How the payer pays at the checkout: a method, the wallet for a mobile wallet payment, the card's first digits for
 * a card payment. Shared by the top-up and by paying to issue an order, with the same checks.
 */
export const onlinePaymentMeansFields = {
  method: ZOnlinePaymentMethod,
  wallet: ZMobileWallet.optional(),
  /** The card's first digits, so the local or international rate is charged; without it, the international. */
  cardBin: z.string().regex(cardBinPattern, OnlinePaymentMessage.cardBinInvalid).optional(),
};

/** A wallet only (and always) for a mobile wallet payment, a BIN only for a card payment. */
export function refineOnlinePaymentMeans(
  value: { method: OnlinePaymentMethod; wallet?: string | undefined; cardBin?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (value.method === 'mobile_wallet' && !value.wallet) {
    context.addIssue({ code: 'custom', path: ['wallet'], message: OnlinePaymentMessage.walletRequired });
  }
  if (value.method !== 'mobile_wallet' && value.wallet) {
    context.addIssue({
      code: 'custom',
      path: ['wallet'],
      message: OnlinePaymentMessage.walletOnlyForMobile,
    });
  }
  if (value.method !== 'card' && value.cardBin) {
    context.addIssue({
      code: 'custom',
      path: ['cardBin'],
      message: OnlinePaymentMessage.cardBinOnlyForCard,
    });
  }
}

/** POST online/CreatePayment (Idempotency-Key): opens a hosted checkout for the amount plus its surcharge. */
export const ZCreatePaymentRequest = z
  .strictObject({
    amount: z
      .number({ error: OnlinePaymentMessage.amountInvalid })
      .int(OnlinePaymentMessage.amountInvalid)
      .positive(OnlinePaymentMessage.amountInvalid),
    currency: ZCurrencyCode,
    ...onlinePaymentMeansFields,
  })
  .superRefine(refineOnlinePaymentMeans);
export type CreatePaymentRequest = z.infer<typeof ZCreatePaymentRequest>;

/** An online payment as its agency sees it. */
export const ZOnlinePaymentView = z.object({
  paymentId: z.uuid(),
  /** OP- and eight letters or digits; the payment ledger line of a paid payment carries it. */
  reference: z.string(),
  method: ZOnlinePaymentMethod,
  wallet: ZMobileWallet.nullable(),
  cardBrand: ZCardBrand.nullable(),
  cardScope: ZCardScope.nullable(),
  /** What the wallet is credited. */
  amount: z.number().int().positive(),
  surcharge: z.number().int().nonnegative(),
  surchargeBasisPoints: z.number().int().nonnegative(),
  /** amount + surcharge: what the payer is charged at the checkout. */
  total: z.number().int().positive(),
  currency: ZCurrencyCode,
  status: ZOnlinePaymentStatus,
  resultCode: ZPaymentResultCode,
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why the gateway failed it (declined, insufficient funds, expired...). */
  failureReason: z.string().nullable(),
  /** What the payer paid with, masked (card ending, wallet number ending, bank). */
  paidWith: z.string().nullable(),
  /** The ledger transaction that credited the wallet, once paid. */
  transactionId: z.uuid().nullable(),
});
export type OnlinePaymentView = z.infer<typeof ZOnlinePaymentView>;

export const ZCreatePaymentResponse = z.object({
  payment: ZOnlinePaymentView,
  /** The gateway's hosted checkout page the browser goes to. */
  checkoutUrl: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof ZCreatePaymentResponse>;

export const ZPaymentIdQuery = z.strictObject({ paymentId: z.uuid() });
export const ZOnlinePaymentResponse = z.object({ payment: ZOnlinePaymentView });
export type OnlinePaymentResponse = z.infer<typeof ZOnlinePaymentResponse>;

/** GET online/GetStatusMessage?code: what a result page says. */
export const ZStatusMessageQuery = z.strictObject({ code: ZPaymentResultCode });
export const ZStatusMessage = z.object({
  code: ZPaymentResultCode,
  title: z.string(),
  message: z.string(),
  tone: z.enum(['success', 'error', 'warning', 'info']),
});
export type StatusMessage = z.infer<typeof ZStatusMessage>;

const ZAmountRange = { minAmount: z.number().int().positive(), maxAmount: z.number().int().positive() };

/** GET online/GetMobileConfig: which wallets the gateway takes, their limits and fee. */
export const ZMobileConfig = z.object({
  currency: ZCurrencyCode,
  wallets: z.array(
    z.object({
      wallet: ZMobileWallet,
      label: z.string(),
      enabled: z.boolean(),
      ...ZAmountRange,
      feeBasisPoints: z.number().int().nonnegative(),
    }),
  ),
});
export type MobileConfig = z.infer<typeof ZMobileConfig>;

/** GET online/GetCardPaymentConfig: card limits, rates and brands, and net banking's (the same checkout). */
export const ZCardPaymentConfig = z.object({
  currency: ZCurrencyCode,
  card: z.object({
    enabled: z.boolean(),
    ...ZAmountRange,
    localBasisPoints: z.number().int().nonnegative(),
    internationalBasisPoints: z.number().int().nonnegative(),
    brands: z.array(z.object({ brand: ZCardBrand, label: z.string() })),
  }),
  netBanking: z.object({
    enabled: z.boolean(),
    ...ZAmountRange,
    feeBasisPoints: z.number().int().nonnegative(),
    banks: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});
export type CardPaymentConfig = z.infer<typeof ZCardPaymentConfig>;

/** GET card/GetCardDetails?cardNumber: spaces and dashes as typed are allowed. */
export const ZCardDetailsQuery = z.strictObject({
  cardNumber: z
    .string(OnlinePaymentMessage.cardNumberInvalid)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,19}$/, OnlinePaymentMessage.cardNumberInvalid)),
});
export const ZCardDetails = z.object({
  bin: z.string(),
  /** Null when the number belongs to no brand we know. */
  brand: ZCardBrand.nullable(),
  accepted: z.boolean(),
  /** The issuing bank when the BIN is in the table, else null. */
  issuer: z.string().nullable(),
  country: z.string().nullable(),
  scope: ZCardScope,
  surchargeBasisPoints: z.number().int().nonnegative(),
});
export type CardDetails = z.infer<typeof ZCardDetails>;

/**
 * The gateway's signed result of a checkout, posted to our callback server-to-server. The signature (HMAC-SHA256
 * over the canonical payload with the tenant's secret) travels in the GatewaySignatureHeader.
 */
export const ZGatewayResult = z.strictObject({
  tenantId: z.string().min(1).max(64),
  sessionId: z.string().min(1).max(64),
  merchantReference: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed', 'cancelled', 'expired']),
  amount: z.number().int().positive(),
  currency: ZCurrencyCode,
  method: ZOnlinePaymentMethod,
  gatewayTransactionId: z.string().max(64).nullable(),
  reason: z.string().max(200).nullable(),
  paidWith: z.string().max(80).nullable(),
  decidedAt: z.string().max(40),
});
export type GatewayResult = z.infer<typeof ZGatewayResult>;
export const GatewaySignatureHeader = 'x-gateway-signature';

export const ZGatewayAcknowledgement = z.object({
  paymentId: z.uuid(),
  status: ZOnlinePaymentStatus,
});
export type GatewayAcknowledgement = z.infer<typeof ZGatewayAcknowledgement>;

/** The brand a card number's first digits belong to, or null (Visa 4; Mastercard 51-55, 2221-2720; Amex 34, 37). */
export function cardBrandOfNumber(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

/** The Luhn check every card number passes; catches most mistyped digits before the issuer is asked. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}
