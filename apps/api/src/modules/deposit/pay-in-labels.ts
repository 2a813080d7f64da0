import type { DepositStatus, PayInMethod } from '@portal/contracts';

/**
 * The English names the API writes itself: the `label` of deposit/availpayments and of the list's filter options,
 * and the decision mails. The web shows its own translated names instead.
 */
export const PayInMethodLabel: Record<PayInMethod, string> = {
  bank_deposit: 'Bank Deposit',
  bank_transfer: 'Bank Transfer',
  cheque_deposit: 'Cheque Deposit',
  mobile_banking: 'Mobile Banking',
  card: 'Credit/Debit Card',
  net_banking: 'Net Banking',
};

export const DepositStatusLabel: Record<DepositStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
