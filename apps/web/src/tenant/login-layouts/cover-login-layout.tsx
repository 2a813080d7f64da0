import { Container, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantConfig } from '../tenant-context';
import type { LoginLayoutProps } from '../theme-parts';
import { BrandPicture } from './brand-picture';
import classes from './cover-login-layout.module.css';

/**
 * Cover: the brand picture as a tall panel carrying the company's name, the form card beside it (a short band
 * above the card on phones). Without a picture the card stands alone in the middle.
 */
export function CoverLoginLayout({ form, cover, title }: LoginLayoutProps) {
  const { t } = useTranslation();
  const config = useTenantConfig();
  return (
    <div className={classes.page} data-login-layout="cover">
      <Container size="xl" py={{ base: 24, md: 56 }}>
        <div className={cover ? classes.grid : `${classes.grid} ${classes.single}`}>
          {cover ? (
            <div className={classes.picture}>
              <BrandPicture src={cover} className={classes.image} />
              <div className={classes.caption} aria-hidden="true">
                {config.company.name}
              </div>
            </div>
          ) : null}
          <Paper
            withBorder
            shadow="sm"
            radius="lg"
            p={{ base: 'md', xs: 'lg', md: 40 }}
            className={classes.card}
          >
            <Title order={1} fz={28} mb="lg">
              {title ?? t('nav.login')}
            </Title>
            {form}
          </Paper>
        </div>
      </Container>
    </div>
  );
}
