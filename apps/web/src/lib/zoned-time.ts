import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The reader's own time zone, as the browser knows it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * A moment (ISO time) in a named zone and the reader's language: '3 Mar 2025, 23:59'. Deadlines counted in one
 * place's day (the ticketing office's void window) are shown there and in the reader's own zone.
 */
export function useZonedDateTime(): (iso: string, timeZone: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  return useMemo(() => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    return (iso: string, timeZone: string) => {
      let format = formats.get(timeZone);
      if (!format) {
        format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
        formats.set(timeZone, format);
      }
      return format.format(new Date(iso));
    };
  }, [locale]);
}
