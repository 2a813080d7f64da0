import { MobileWallets, type MobileWallet } from '@portal/contracts';

/** The wallets the gateway takes payments from now; both are on in the sandbox. */
const enabledWallets: ReadonlySet<MobileWallet> = new Set(MobileWallets);

export const isWalletEnabled = (wallet: MobileWallet) => enabledWallets.has(wallet);
