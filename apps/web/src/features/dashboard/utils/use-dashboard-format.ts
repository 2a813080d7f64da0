import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';

/** Numbers, money, days and times of the dashboard in the reader's language, times in the agency's zone. */
export function useDashboardFormat(timeZone: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      count: (value: number) => numbers.format(value),
      // Every minor digit, as the wallet in the top bar and the ledgers write money (BDT 1,234.50).
      money: (minorUnits: number, currency: string) =>
        formatMoney(minorUnits, currency, locale === 'en-GB' ? 'en' : locale, { allDigits: true }),
      /** Money on a chart's axis: major units, short (52K). */
      compactMoney: (minorUnits: number, currency: string) => {
        const digits =
          new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
            .maximumFractionDigits ?? 2;
        return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
          minorUnits / 10 ** digits,
        );
      },
      time: (iso: string) => time.format(new Date(iso)),
      clock: (iso: string) => clock.format(new Date(iso)),
      day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
      month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
    };
  }, [locale, timeZone]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
