import type { LedgerTransactionKind } from '@portal/contracts';

/** The badge colour of each transaction type, the same in the table and the phone cards. */
export const kindColor: Record<LedgerTransactionKind, string> = {
  deposit: 'green',
  online_payment: 'teal',
  ticket: 'blue',
  settlement: 'grape',
  refund: 'cyan',
  adjustment: 'gray',
  reversal: 'orange',
  hotel: 'indigo',
  hotel_refund: 'lime',
  holiday: 'violet',
  visa: 'pink',
  visa_refund: 'yellow',
};
