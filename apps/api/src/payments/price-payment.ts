import {
  OnlinePaymentErrorCode,
  OnlinePaymentMessage,
  OnlinePaymentRules,
  surchargeOf,
  type CardBrand,
  type CardScope,
  type CreatePaymentRequest,
} from '@portal/contracts';
import { AppError } from '../lib/app-error';
import { lookupCard, rateOfScope } from './bin-table';
import { isWalletEnabled } from './mobile-wallets';
import { invalidField, outsideLimits } from './payment-errors';

export interface PricedPayment {
  surchargeBasisPoints: number;
  surcharge: number;
  cardBrand: CardBrand | null;
  cardScope: CardScope | null;
}

function limitsOf(method: CreatePaymentRequest['method']) {
  if (method === 'card') return OnlinePaymentRules.card;
  if (method === 'mobile_wallet') return OnlinePaymentRules.mobileWallet;
  return OnlinePaymentRules.netBanking;
}

/**
 * Checks a payment against the gateway's rules (currency, the method's limits, the wallet being on, the card's
 * brand) and prices its surcharge: the card's local or international rate (international without a BIN), or the
 * method's fee. Refusals are 400 for a wrong field, 422 for a rule.
 */
export function pricePayment(request: CreatePaymentRequest, walletCurrency: string): PricedPayment {
  if (request.currency !== walletCurrency) {
    throw invalidField('currency', OnlinePaymentMessage.currencyUnsupported);
  }
  const limits = limitsOf(request.method);
  if (request.amount < limits.minAmount) throw outsideLimits(OnlinePaymentMessage.belowMinimum);
  if (request.amount > limits.maxAmount) throw outsideLimits(OnlinePaymentMessage.aboveMaximum);

  if (request.method === 'card') {
    const card = request.cardBin ? lookupCard(request.cardBin) : null;
    if (card && !card.accepted) {
      throw new AppError(
        OnlinePaymentErrorCode.CardBrandNotAccepted,
        422,
        `cardBin: ${OnlinePaymentMessage.cardBrandNotAccepted}`,
      );
    }
    const scope: CardScope = card?.scope ?? 'international';
    const basisPoints = rateOfScope(scope);
    return {
      surchargeBasisPoints: basisPoints,
      surcharge: surchargeOf(request.amount, basisPoints),
      cardBrand: card?.brand ?? null,
      cardScope: scope,
    };
  }
  if (request.method === 'mobile_wallet' && (!request.wallet || !isWalletEnabled(request.wallet))) {
    throw new AppError(
      OnlinePaymentErrorCode.WalletUnavailable,
      422,
      `wallet: ${OnlinePaymentMessage.walletUnavailable}`,
    );
  }
  const basisPoints =
    request.method === 'mobile_wallet'
      ? OnlinePaymentRules.mobileWallet.basisPoints
      : OnlinePaymentRules.netBanking.basisPoints;
  return {
    surchargeBasisPoints: basisPoints,
    surcharge: surchargeOf(request.amount, basisPoints),
    cardBrand: null,
    cardScope: null,
  };
}
