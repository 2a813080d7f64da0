import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantTimeZone } from '../components/flight-search/tenant-today';

/** A moment (ISO time) in the portal's calendar and the reader's language: '3 Mar 2025, 14:05'. */
export function useTenantDateTime(): (iso: string) => string {
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

/** A calendar day written YYYY-MM-DD, in the reader's language: '3 Mar 2025'. */
export function useCalendarDay(): (day: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [language]);
}
