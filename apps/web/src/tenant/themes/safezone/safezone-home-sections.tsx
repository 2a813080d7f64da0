import { Box, Container, Image, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@portal/contracts';
import { FeatureIcon } from '../../../components/feature-icon';
import { LazyWhenVisible } from '../../../components/lazy-when-visible';
import { lazyPage } from '../../../lib/chunk-reload';
import { useTenantConfig } from '../../tenant-context';
import type { HomeSectionsProps } from '../../theme-parts';
import classes from './safezone-home-sections.module.css';
import { Section } from './safezone-section';

// The destinations, the app and the invitation are below the fold: it loads when the visitor scrolls near it.
const HomeBlocks = lazyPage(() => import('./safezone-home-blocks'));

function Features({ feature }: { feature: TenantConfig['home']['feature'] }) {
  if (feature.features.length === 0) return null;
  return (
    <Section id="features" title={feature.title} caption={feature.caption}>
      <div className={classes.features} data-with-image={feature.image ? true : undefined}>
        {feature.image ? (
          <div className={classes.featureImage}>
            <Image src={feature.image} alt="" loading="lazy" />
          </div>
        ) : null}
        <ol className={classes.featureList}>
          {feature.features.map((item, index) => (
            <li key={item.header} className={classes.featureCard}>
              <div className={classes.featureTop}>
                <span className={classes.featureIcon} aria-hidden="true">
                  <FeatureIcon iconClass={item.iconClass} size={24} />
                </span>
                <span className={classes.featureNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <Title order={3} className={classes.cardTitle}>
                {item.header}
              </Title>
              {item.content ? (
                <Text size="sm" c="dimmed">
                  {item.content}
                </Text>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

function Hero({ banners, login }: HomeSectionsProps) {
  const config = useTenantConfig();
  const title = config.home.titleContent || config.company.name;
  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-title">
      <div className={classes.heroLeft}>
        <div className={classes.heroLeftInner}>
          {config.home.titleContent ? <Text className={classes.kicker}>{config.company.name}</Text> : null}
          <Title order={1} id="home-title" className={classes.title}>
            {title}
          </Title>
          <div className={classes.loginCard}>{login}</div>
        </div>
      </div>
      <div className={classes.heroRight}>
        <span className={classes.shapeA} aria-hidden="true" />
        <span className={classes.shapeB} aria-hidden="true" />
        <div className={classes.slider}>{banners}</div>
      </div>
    </Box>
  );
}

function Airlines({ airlines }: { airlines: TenantConfig['home']['airlines'] }) {
  const { t } = useTranslation();
  if (airlines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="airlines-title" className={classes.airlines}>
      <Container size="xl" className={classes.airlinesInner}>
        <Title order={2} id="airlines-title" className={classes.airlinesTitle}>
          {t('blocks.airlinesTitle')}
        </Title>
        <ul className={classes.airlineList}>
          {airlines.map((airline) => (
            <li key={airline.code} className={classes.airline}>
              <Image src={airline.logo} alt={airline.name} h={52} fit="contain" loading="lazy" />
            </li>
          ))}
        </ul>
      </Container>
    </Box>
  );
}

/**
 * The corporate-travel home: a full-width split hero (the login form on the left, the banner slider over a
 * geometric panel in the brand colour on the right), a ruled strip of airlines and numbered feature cards; then,
 * as the visitor scrolls, the destinations with fares, the app and the invitation.
 */
export default function SafeZoneHomeSections({ banners, login }: HomeSectionsProps) {
  const config = useTenantConfig();
  return (
    <>
      <Hero banners={banners} login={login} />
      <Airlines airlines={config.home.airlines} />
      <Features feature={config.home.feature} />
      <LazyWhenVisible minHeight={1600}>
        <HomeBlocks />
      </LazyWhenVisible>
    </>
  );
}
