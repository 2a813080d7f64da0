import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useThemePageLoader } from '../../tenant/tenant-context';

/** Shown while a page's code arrives: the theme's own animation when it has one (spec §2), else the spinner. */
export function PageLoader() {
  const { t } = useTranslation();
  const ThemeLoader = useThemePageLoader();
  return (
    <Center mih="50vh" role="status" aria-label={t('app.loading')}>
      {ThemeLoader ? <ThemeLoader /> : <Loader />}
    </Center>
  );
}
