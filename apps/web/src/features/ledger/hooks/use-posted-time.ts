import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantTimeZone } from '../../../components/flight-search/tenant-today';

/** When a line was posted, in the portal's calendar (the one the date filters use) and the reader's language. */
export function usePostedTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: TenantTimeZone,
    });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
