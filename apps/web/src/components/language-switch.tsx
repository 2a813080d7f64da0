import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, Languages } from '../lib/i18n';

/** English / বাংলা toggle; the choice is remembered. */
export function LanguageSwitch({ inverted = false }: { inverted?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={4} role="group" aria-label={t('language.label')}>
      {Languages.map((language) => {
        const active = i18n.language === language;
        return (
          <Button
            key={language}
            size="compact-sm"
            variant={active ? (inverted ? 'white' : 'light') : 'subtle'}
            color={inverted && !active ? 'gray.0' : undefined}
            aria-pressed={active}
            lang={language}
            onClick={() => void changeLanguage(language)}
          >
            {t(`language.${language}`)}
          </Button>
        );
      })}
    </Group>
  );
}
