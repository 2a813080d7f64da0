import { PaymentPaths, SlipRequiredMethods, type DepositMethod, type PayInMethod } from '@portal/contracts';

/** The deposit pages in the order the method switcher shows them (spec §2 "Deposit pages share one layout"). */
export const DepositPages = [
  { path: '/bank-deposit', method: 'bank_deposit' },
  { path: '/bank-transfer', method: 'bank_transfer' },
  { path: '/cheque-deposit', method: 'cheque_deposit' },
  { path: '/mobile-banking', method: 'mobile_banking' },
  { path: '/credit-debit-card', method: 'card' },
  { path: '/net-banking-card-payment', method: 'net_banking' },
] as const satisfies ReadonlyArray<{ path: string; method: PayInMethod }>;
export type DepositPagePath = (typeof DepositPages)[number]['path'];

/** The method a deposit page is for; an unknown path reads as the first page. */
export function methodOfPath(pathname: string): PayInMethod {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return DepositPages.find((page) => page.path.toLowerCase() === path)?.method ?? 'bank_deposit';
}

export const pathOfMethod = (method: PayInMethod): DepositPagePath =>
  DepositPages.find((page) => page.method === method)?.path ?? '/bank-deposit';

/** Card and net banking are paid through the online gateway, not requested for review. */
export const isRequestMethod = (method: PayInMethod): method is DepositMethod =>
  method !== 'card' && method !== 'net_banking';

/** The call each requestable method is sent to. */
export const InitiatePath: Record<DepositMethod, string> = {
  bank_deposit: PaymentPaths.deposit.initiateBankDeposit,
  bank_transfer: PaymentPaths.deposit.initiateBankTransfer,
  cheque_deposit: PaymentPaths.deposit.initiateChequeDeposit,
  mobile_banking: PaymentPaths.deposit.initiate,
};

export const slipRequired = (method: DepositMethod) => SlipRequiredMethods.includes(method);
