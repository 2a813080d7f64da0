import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositStatus, MobileWallet, PayInMethod } from '@portal/contracts';
import { registerTranslations } from './i18n';

/** Names of the ways to pay in, deposit statuses and mobile wallets (namespace "payIn"), shared by the money pages. */
registerTranslations('payIn', {
  en: {
    methods: {
      bank_deposit: 'Bank Deposit',
      bank_transfer: 'Bank Transfer',
      cheque_deposit: 'Cheque Deposit',
      mobile_banking: 'Mobile Banking',
      card: 'Credit/Debit Card',
      net_banking: 'Net Banking',
    },
    statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    wallets: { bkash: 'bKash', nagad: 'Nagad' },
  },
  bn: {
    methods: {
      bank_deposit: 'ব্যাংক ডিপোজিট',
      bank_transfer: 'ব্যাংক ট্রান্সফার',
      cheque_deposit: 'চেক ডিপোজিট',
      mobile_banking: 'মোবাইল ব্যাংকিং',
      card: 'ক্রেডিট/ডেবিট কার্ড',
      net_banking: 'নেট ব্যাংকিং',
    },
    statuses: { pending: 'অপেক্ষমাণ', approved: 'অনুমোদিত', rejected: 'প্রত্যাখ্যাত' },
    wallets: { bkash: 'বিকাশ', nagad: 'নগদ' },
  },
});

/** A pay-in method's, a deposit status's or a mobile wallet's name in the reader's language. */
export function usePayInLabels() {
  const { t } = useTranslation('payIn');
  return useMemo(
    () => ({
      method: (method: PayInMethod) => t(`methods.${method}`),
      status: (status: DepositStatus) => t(`statuses.${status}`),
      wallet: (wallet: MobileWallet) => t(`wallets.${wallet}`),
    }),
    [t],
  );
}
