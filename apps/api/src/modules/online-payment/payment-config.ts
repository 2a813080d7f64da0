import {
  CardBrandLabel,
  MobileWalletLabel,
  MobileWallets,
  NetBankingBanks,
  OnlinePaymentRules,
  type CardPaymentConfig,
  type MobileConfig,
} from '@portal/contracts';
import { isWalletEnabled } from '../../payments/mobile-wallets';

/** online/GetMobileConfig: each wallet, whether it is on, its limits and fee. */
export function getMobileConfig(options: { currency: string }): MobileConfig {
  const rules = OnlinePaymentRules.mobileWallet;
  return {
    currency: options.currency,
    wallets: MobileWallets.map((wallet) => ({
      wallet,
      label: MobileWalletLabel[wallet],
      enabled: isWalletEnabled(wallet),
      minAmount: rules.minAmount,
      maxAmount: rules.maxAmount,
      feeBasisPoints: rules.basisPoints,
    })),
  };
}

/** online/GetCardPaymentConfig: card limits, local and international rates, brands; and net banking's. */
export function getCardPaymentConfig(options: { currency: string }): CardPaymentConfig {
  const { card, netBanking } = OnlinePaymentRules;
  return {
    currency: options.currency,
    card: {
      enabled: true,
      minAmount: card.minAmount,
      maxAmount: card.maxAmount,
      localBasisPoints: card.localBasisPoints,
      internationalBasisPoints: card.internationalBasisPoints,
      brands: card.brands.map((brand) => ({ brand, label: CardBrandLabel[brand] })),
    },
    netBanking: {
      enabled: true,
      minAmount: netBanking.minAmount,
      maxAmount: netBanking.maxAmount,
      feeBasisPoints: netBanking.basisPoints,
      banks: NetBankingBanks.map((bank) => ({ code: bank.code, name: bank.name })),
    },
  };
}
