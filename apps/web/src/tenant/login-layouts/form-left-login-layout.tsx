import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantConfig } from '../tenant-context';
import type { LoginLayoutProps } from '../theme-parts';
import { BrandPicture } from './brand-picture';
import classes from './form-left-login-layout.module.css';

/**
 * Formleft: a split page, the form flat on the left half and the brand picture bleeding off the right edge (on
 * phones the form alone). Without a picture the right half is the brand's colour, so the split stays.
 */
export function FormLeftLoginLayout({ form, cover, title }: LoginLayoutProps) {
  const { t } = useTranslation();
  const config = useTenantConfig();
  return (
    <div className={classes.page} data-login-layout="formleft">
      <div className={classes.formSide}>
        <div className={classes.form}>
          <div className={classes.kicker}>{config.company.name}</div>
          <Title order={1} className={classes.title}>
            {title ?? t('nav.login')}
          </Title>
          {form}
        </div>
      </div>
      <div className={classes.pictureSide} aria-hidden="true">
        <BrandPicture src={cover} className={classes.image} />
      </div>
    </div>
  );
}
