import type { ReactNode } from 'react';
import { Box, Button, Container, Group, Image, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Business, type TenantConfig } from '@portal/contracts';
import { AppLink } from '../../../components/app-link';
import { FeatureIcon } from '../../../components/feature-icon';
import { formatMoney } from '../../../lib/format-money';
import { useTenantConfig } from '../../tenant-context';
import type { HomeSectionsProps } from '../../theme-parts';
import classes from './safezone-home-sections.module.css';

/** A left-aligned section heading with a short rule above it, the corporate look's signature. */
function SectionHead({
  id,
  title,
  caption,
  inverted,
}: {
  id: string;
  title: string;
  caption?: string;
  inverted?: boolean;
}) {
  return (
    <div className={classes.head} data-inverted={inverted || undefined}>
      <span className={classes.rule} aria-hidden="true" />
      <Title order={2} id={id} className={classes.headTitle}>
        {title}
      </Title>
      {caption ? <Text className={classes.caption}>{caption}</Text> : null}
    </div>
  );
}

/** A section whose heading only shows when the tenant wrote one. */
function Section({
  id,
  title,
  caption,
  className,
  children,
}: {
  id: string;
  title: string;
  caption?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? `${id}-title` : undefined}
      className={className}
    >
      <Container size="xl" className={classes.sectionInner}>
        {title ? <SectionHead id={`${id}-title`} title={title} caption={caption} /> : null}
        {children}
      </Container>
    </Box>
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
              <Image src={airline.logo} alt={airline.name} h={40} fit="contain" loading="lazy" />
            </li>
          ))}
        </ul>
      </Container>
    </Box>
  );
}

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

function Destinations({ destination }: { destination: TenantConfig['destination'] }) {
  const { t, i18n } = useTranslation();
  if (destination.cities.length === 0) return null;
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en';
  return (
    <Section id="destinations" title={destination.title} className={classes.tinted}>
      <ul className={classes.destinations}>
        {destination.cities.map((city) => (
          <li key={`${city.from}-${city.to}`} className={classes.destination}>
            <div className={classes.destinationPicture}>
              {city.imagePath ? (
                <Image src={city.imagePath} alt="" h="100%" fit="cover" loading="lazy" />
              ) : null}
              <span className={classes.fareTag}>
                <span className={classes.fareLabel}>{t('blocks.fareFrom')}</span>
                <span className={classes.fare}>{formatMoney(city.totalFare, city.currency, locale)}</span>
              </span>
            </div>
            <Title order={3} className={classes.route}>
              {t('blocks.route', { from: city.from, to: city.to })}
            </Title>
          </li>
        ))}
      </ul>
      {destination.actionText && destination.actionLink ? (
        <Group mt="xl">
          <Button component={AppLink} href={destination.actionLink} variant="outline" radius={0} size="md">
            {destination.actionText}
          </Button>
        </Group>
      ) : null}
    </Section>
  );
}

function MobileApp({ mobileApp }: { mobileApp: TenantConfig['mobileApp'] }) {
  const { t } = useTranslation();
  if (!mobileApp.enabled) return null;
  const hasStores = Boolean(mobileApp.appStoreLink || mobileApp.googlePlayLink);
  return (
    <Box
      component="section"
      aria-labelledby={mobileApp.title ? 'mobile-app-title' : undefined}
      className={classes.app}
    >
      <Container
        size="xl"
        className={classes.appInner}
        data-with-image={mobileApp.screenShotLink ? true : undefined}
      >
        <div>
          {mobileApp.title ? (
            <SectionHead
              id="mobile-app-title"
              title={mobileApp.title}
              caption={mobileApp.description}
              inverted
            />
          ) : null}
          {!mobileApp.title && mobileApp.description ? (
            <Text className={classes.caption}>{mobileApp.description}</Text>
          ) : null}
          {hasStores ? (
            <Group gap="sm" mt="lg">
              {mobileApp.appStoreLink ? (
                <Button
                  component={AppLink}
                  href={mobileApp.appStoreLink}
                  variant="white"
                  color="dark"
                  radius={0}
                >
                  {t('blocks.appStore')}
                </Button>
              ) : null}
              {mobileApp.googlePlayLink ? (
                <Button
                  component={AppLink}
                  href={mobileApp.googlePlayLink}
                  variant="outline"
                  color="gray.0"
                  radius={0}
                >
                  {t('blocks.googlePlay')}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </div>
        {mobileApp.screenShotLink ? (
          <Image src={mobileApp.screenShotLink} alt="" maw={440} mx="auto" loading="lazy" />
        ) : null}
      </Container>
    </Box>
  );
}

function CallToAction({ callToAction }: { callToAction: TenantConfig['callToAction'] }) {
  if (!callToAction.enabled) return null;
  return (
    <Box
      component="section"
      aria-labelledby={callToAction.title ? 'cta-title' : undefined}
      className={classes.cta}
    >
      <Container
        size="xl"
        className={classes.ctaInner}
        data-with-image={callToAction.imagePath ? true : undefined}
      >
        <div>
          {callToAction.title ? (
            <Title order={2} id="cta-title" className={classes.ctaTitle}>
              {callToAction.title}
            </Title>
          ) : null}
          {callToAction.description ? (
            <Text className={classes.ctaText}>{callToAction.description}</Text>
          ) : null}
          {callToAction.buttonText ? (
            <Button
              component={AppLink}
              href={callToAction.buttonLink || Business.defaultCallToActionPath}
              variant="white"
              radius={0}
              size="lg"
              mt="lg"
            >
              {callToAction.buttonText}
            </Button>
          ) : null}
        </div>
        {callToAction.imagePath ? (
          <Image
            src={callToAction.imagePath}
            alt=""
            maw={380}
            mx="auto"
            loading="lazy"
            className={classes.ctaImage}
          />
        ) : null}
      </Container>
    </Box>
  );
}

/**
 * The corporate-travel home: a full-width split hero (the login form on the left, the banner slider over a
 * geometric panel in the brand colour on the right), a ruled strip of airlines, numbered feature cards, square
 * destination cards with their fares, the app on a dark band and the invitation on a brand-coloured band.
 */
export default function SafeZoneHomeSections({ banners, login }: HomeSectionsProps) {
  const config = useTenantConfig();
  return (
    <>
      <Hero banners={banners} login={login} />
      <Airlines airlines={config.home.airlines} />
      <Features feature={config.home.feature} />
      <Destinations destination={config.destination} />
      <MobileApp mobileApp={config.mobileApp} />
      <CallToAction callToAction={config.callToAction} />
    </>
  );
}
