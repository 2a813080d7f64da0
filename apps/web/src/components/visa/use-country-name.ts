import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A country's name in the reader's language: the API's English name, or the browser's own name for the ISO code in
 * Bangla (Intl.DisplayNames), so no list of every country is shipped in the translations.
 */
export function useCountryName(): (code: string, englishName?: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([language === 'bn' ? 'bn' : 'en'], { type: 'region', fallback: 'none' });
    } catch {
      return null;
    }
  }, [language]);
  return useCallback(
    (code: string, englishName?: string) => {
      if (language !== 'bn' && englishName) return englishName;
      return names?.of(code) ?? englishName ?? code;
    },
    [language, names],
  );
}
