import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '@portal/contracts';
import { formatMoney } from './format-money';

/** Money in the reader's language: "BDT 52,300" in English, Bangla digits in Bangla. */
export function useMoney(): (money: Money | number, currency?: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en';
  return useCallback(
    (money, currency = 'BDT') =>
      typeof money === 'number'
        ? formatMoney(money, currency, locale)
        : formatMoney(money.amount, money.currency, locale),
    [locale],
  );
}
