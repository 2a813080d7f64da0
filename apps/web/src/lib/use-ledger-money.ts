import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './format-money';

/** Money as wallets and ledgers show it, in the reader's language: every minor digit (BDT 1,234.50). */
export function useLedgerMoney(): (minorUnits: number, currency: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en';
  return useCallback(
    (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, locale, { allDigits: true }),
    [locale],
  );
}
