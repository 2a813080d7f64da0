import { Container, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginLayoutProps } from '../theme-parts';
import { BrandPicture } from './brand-picture';
import classes from './cover-login-layout.module.css';

/**
 * Cover: the brand picture as a tall rounded panel, the form card beside it (a short band above the card on
 * phones). Without a picture the card stands alone in the middle.
 */
export function CoverLoginLayout({ form, cover, title }: LoginLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.page} data-login-layout="cover">
      <Container size="xl" py={{ base: 24, md: 56 }}>
        <div className={cover ? classes.grid : `${classes.grid} ${classes.single}`}>
          {cover ? (
            <div className={classes.picture}>
              <BrandPicture src={cover} className={classes.image} />
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
