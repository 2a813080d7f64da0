import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '@portal/contracts';
import { formatMoney } from '../../lib/format-money';

/**
 * Money on the hotel pages, in the reader's language: a whole amount without decimals (BDT 46,878), any other with
 * every minor digit (BDT 17,667.50, never 17,667.5), since converted hotel prices rarely fall on whole units.
 */
export function useHotelMoney(): (money: Money) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en';
  return useCallback(
    (money: Money) => {
      const digits = minorDigits(money.currency);
      const whole = money.amount % 10 ** digits === 0;
      return formatMoney(money.amount, money.currency, locale, { allDigits: !whole });
    },
    [locale],
  );
}

function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}
