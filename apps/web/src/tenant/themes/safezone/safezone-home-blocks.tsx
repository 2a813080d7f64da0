import { Box, Button, Container, Group, Image, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Business, type TenantConfig } from '@portal/contracts';
import { AppLink } from '../../../components/app-link';
import { formatMoney } from '../../../lib/format-money';
import { useTenantConfig } from '../../tenant-context';
import classes from './safezone-home-blocks.module.css';
import { Section, SectionHead } from './safezone-section';

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
  const { title, description, appStoreLink, googlePlayLink, screenShotLink } = mobileApp;
  // Switched on but left empty: no band rather than an empty one.
  if (!mobileApp.enabled || !(title || description || appStoreLink || googlePlayLink || screenShotLink))
    return null;
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
            <Text c="gray.4" mt={10}>
              {mobileApp.description}
            </Text>
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
  if (!callToAction.enabled || !(callToAction.title || callToAction.description || callToAction.buttonText))
    return null;
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
 * The home's blocks below the fold, loaded when the visitor scrolls near them: square destination cards with
 * their fares, the app on a dark band and the invitation on a brand-coloured band.
 */
export default function SafeZoneHomeBlocks() {
  const config = useTenantConfig();
  return (
    <>
      <Destinations destination={config.destination} />
      <MobileApp mobileApp={config.mobileApp} />
      <CallToAction callToAction={config.callToAction} />
    </>
  );
}
