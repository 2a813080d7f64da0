import { Image, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantConfig } from '../../tenant-context';
import type { LoginLayoutProps } from '../../theme-parts';
import classes from './safezone-login-layout.module.css';

/**
 * The login page in the corporate look, like the home's hero: the form on a square card beside the brand picture
 * over a geometric panel in the brand colour. "formleft" puts the form on the left, "cover" on the right; the
 * centered style (and modal, should its tenant open this page) sets the card alone on the panel. On phones the
 * picture gives way to the form.
 */
export default function SafeZoneLoginLayout({ form, cover, title }: LoginLayoutProps) {
  const { t } = useTranslation();
  const { loginVariation } = useTenantConfig();
  const card = (
    <div className={classes.card}>
      <Title order={1} className={classes.title}>
        {title ?? t('nav.login')}
      </Title>
      {form}
    </div>
  );
  const shapes = (
    <>
      <span className={classes.shapeA} aria-hidden="true" />
      <span className={classes.shapeB} aria-hidden="true" />
    </>
  );
  if (loginVariation === 'centered' || loginVariation === 'modal' || !cover) {
    return (
      <div className={classes.centered}>
        {shapes}
        {card}
      </div>
    );
  }
  return (
    <div className={classes.split} data-form-right={loginVariation === 'cover' || undefined}>
      <div className={classes.formSide}>{card}</div>
      <div className={classes.pictureSide}>
        {shapes}
        <Image src={cover} alt="" className={classes.picture} />
      </div>
    </div>
  );
}
