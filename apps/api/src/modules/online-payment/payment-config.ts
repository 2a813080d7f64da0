import {
  CardBrandLabel,
  MobileWalletLabel,
  MobileWallets,
  NetBankingBanks,
  OnlinePaymentRules,
  type CardPaymentConfig,
  type MobileConfig,
  type MobileWallet,
} from '@portal/contracts';

/** The wallets the gateway takes payments from now; both are on in the sandbox. */
const enabledWallets: ReadonlySet<MobileWallet> = new Set(MobileWallets);

export const isWalletEnabled = (wallet: MobileWallet) => enabledWallets.has(wallet);

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
