import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@portal/contracts';
import { AppLink } from '../../../components/app-link';
import { FeatureIcon } from '../../../components/feature-icon';
import { formatMoney } from '../../../lib/format-money';
import { BrandPicture } from '../../login-layouts/brand-picture';
import { TrotlyHeading } from './trotly-heading';
import classes from './trotly-blocks.module.css';
import './trotly-i18n';

/** Selling points as numbered columns, each with a rule on its left. */
export function TrotlyFeatures({ feature }: { feature: TenantConfig['home']['feature'] }) {
  const { t } = useTranslation('trotly');
  if (feature.features.length === 0) return null;
  return (
    <section
      id="features"
      className={`${classes.section} ${classes.tinted}`}
      aria-labelledby={feature.title ? 'features-title' : undefined}
    >
      <Container size="lg">
        <TrotlyHeading
          id="features"
          kicker={t('kicker.features')}
          title={feature.title}
          lead={feature.caption}
        />
        <ol className={classes.features}>
          {feature.features.map((item, index) => (
            <li key={item.header} className={classes.feature}>
              <span className={classes.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Group gap="xs" wrap="nowrap" c="primary.7">
                <FeatureIcon iconClass={item.iconClass} size={22} />
                <Title order={3} fz="lg" c="dark.8">
                  {item.header}
                </Title>
              </Group>
              {item.content ? (
                <Text size="sm" c="dimmed" mt={6}>
                  {item.content}
                </Text>
              ) : null}
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/** Popular routes as picture tiles with the route and lowest fare written on them. */
export function TrotlyDestinations({ destination }: { destination: TenantConfig['destination'] }) {
  const { t, i18n } = useTranslation('trotly');
  if (destination.cities.length === 0) return null;
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en';
  return (
    <section
      id="destinations"
      className={classes.section}
      aria-labelledby={destination.title ? 'destinations-title' : undefined}
    >
      <Container size="lg">
        <TrotlyHeading id="destinations" kicker={t('kicker.destinations')} title={destination.title} />
        <ul className={classes.tiles}>
          {destination.cities.map((city) => (
            <li key={`${city.from}-${city.to}`} className={classes.tile}>
              <BrandPicture src={city.imagePath} className={classes.tileImage} />
              <div className={classes.tileText}>
                <h3 className={classes.tileRoute}>
                  {t('common:blocks.route', { from: city.from, to: city.to })}
                </h3>
                <span className={classes.fare}>
                  {t('fareFrom', { fare: formatMoney(city.totalFare, city.currency, locale) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
        {destination.actionText && destination.actionLink ? (
          <Button component={AppLink} href={destination.actionLink} mt="xl" radius="xs" size="md">
            {destination.actionText}
          </Button>
        ) : null}
      </Container>
    </section>
  );
}

/** The airlines the tenant sells, as white chips on the dark band. */
export function TrotlyAirlines({ airlines }: { airlines: TenantConfig['home']['airlines'] }) {
  const { t } = useTranslation('trotly');
  if (airlines.length === 0) return null;
  return (
    <section id="airlines" className={`${classes.section} ${classes.dark}`} aria-labelledby="airlines-title">
      <Container size="lg">
        <TrotlyHeading id="airlines" kicker={t('kicker.airlines')} title={t('airlinesTitle')} />
        <ul className={classes.airlines}>
          {airlines.map((airline) => (
            <li key={airline.code} className={classes.airline}>
              {airline.logo ? (
                <img src={airline.logo} alt={airline.name} loading="lazy" />
              ) : (
                <Text fw={700} c="dark.8" size="sm" ta="center">
                  {airline.name}
                </Text>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
