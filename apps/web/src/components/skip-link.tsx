import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** First focusable element: lets keyboard users jump past the header. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skip} href="#main">
      {t('app.skipToContent')}
    </a>
  );
}
