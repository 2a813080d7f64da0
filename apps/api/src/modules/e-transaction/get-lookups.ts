import {
  OnlinePaymentMethodLabel,
  OnlinePaymentMethods,
  OnlinePaymentStatuses,
  OnlinePaymentStatusLabel,
  type ETransactionLookups,
} from '@portal/contracts';

/** etransaction/GetLookups: the statuses and methods the list can be filtered by. */
export function getLookups(): ETransactionLookups {
  return {
    statuses: OnlinePaymentStatuses.map((value) => ({ value, label: OnlinePaymentStatusLabel[value] })),
    methods: OnlinePaymentMethods.map((value) => ({ value, label: OnlinePaymentMethodLabel[value] })),
  };
}
