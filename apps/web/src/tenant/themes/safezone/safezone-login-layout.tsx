import { Image, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoginLayoutByVariation } from '../../login-layouts/login-layout-by-variation';
import { useTenantConfig } from '../../tenant-context';
import type { LoginLayoutProps } from '../../theme-parts';
import classes from './safezone-login-layout.module.css';

/**
 * The form-left login in the corporate look, like the home's hero: the form on a square card on the left, the
 * brand picture over a geometric panel in the brand colour on the right (on phones the form alone). A tenant on
 * this theme with another login style gets that style's layout.
 */
export default function SafeZoneLoginLayout(props: LoginLayoutProps) {
  const { t } = useTranslation();
  const { loginVariation } = useTenantConfig();
  if (loginVariation !== 'formleft') return <LoginLayoutByVariation {...props} />;
  const { form, cover, title } = props;
  return (
    <div className={classes.split} data-with-cover={cover ? true : undefined}>
      <div className={classes.formSide}>
        <div className={classes.card}>
          <Title order={1} className={classes.title}>
            {title ?? t('nav.login')}
          </Title>
          {form}
        </div>
      </div>
      {cover ? (
        <div className={classes.pictureSide}>
          <span className={classes.shapeA} aria-hidden="true" />
          <span className={classes.shapeB} aria-hidden="true" />
          <Image src={cover} alt="" className={classes.picture} />
        </div>
      ) : null}
    </div>
  );
}
