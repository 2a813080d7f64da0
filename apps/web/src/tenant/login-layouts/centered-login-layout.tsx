import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginLayoutProps } from '../theme-parts';
import { BrandPicture } from './brand-picture';
import classes from './centered-login-layout.module.css';

/** Centered: a card in the middle of the page over the brand picture (or the brand's colour when there is none). */
export function CenteredLoginLayout({ form, cover, title }: LoginLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.page} data-login-layout="centered">
      <BrandPicture src={cover} className={classes.image} />
      {cover ? <div className={classes.shade} aria-hidden="true" /> : null}
      <Paper shadow="xl" radius="lg" p={{ base: 'md', xs: 'lg', md: 40 }} className={classes.card}>
        <Title order={1} fz={28} mb="lg" ta="center">
          {title ?? t('nav.login')}
        </Title>
        {form}
      </Paper>
    </div>
  );
}
