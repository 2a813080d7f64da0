import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Business, type TenantConfig } from '@portal/contracts';
import { AppLink } from '../../../components/app-link';
import { BrandPicture } from '../../login-layouts/brand-picture';
import { TrotlyHeading } from './trotly-heading';
import classes from './trotly-blocks.module.css';
import './trotly-i18n';

/** The mobile app on a tinted band (the airlines' dark band sits above it): screenshots first, then the words. */
export function TrotlyAppBand({ mobileApp }: { mobileApp: TenantConfig['mobileApp'] }) {
  const { t } = useTranslation(['trotly', 'common']);
  const stores = [
    { href: mobileApp.appStoreLink, label: t('common:blocks.appStore') },
    { href: mobileApp.googlePlayLink, label: t('common:blocks.googlePlay') },
  ].filter((store) => store.href);
  if (!mobileApp.enabled || (!mobileApp.title && !mobileApp.description && stores.length === 0)) return null;
  return (
    <section
      id="mobile-app"
      className={`${classes.section} ${classes.tinted}`}
      aria-labelledby={mobileApp.title ? 'mobile-app-title' : undefined}
    >
      <Container size="lg" className={mobileApp.screenShotLink ? classes.split : undefined}>
        {mobileApp.screenShotLink ? (
          <BrandPicture src={mobileApp.screenShotLink} className={classes.splitImage} />
        ) : null}
        <div>
          <TrotlyHeading
            id="mobile-app"
            kicker={t('kicker.app')}
            title={mobileApp.title}
            lead={mobileApp.description}
          />
          {stores.length > 0 ? (
            <Group gap="sm">
              {stores.map((store) => (
                <Button
                  key={store.label}
                  component="a"
                  href={store.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="dark"
                  radius="xs"
                >
                  {store.label}
                </Button>
              ))}
            </Group>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

/** The closing invitation on a striped band of the brand's colour (link defaults to the proprietor registration). */
export function TrotlyCallToAction({ callToAction }: { callToAction: TenantConfig['callToAction'] }) {
  if (!callToAction.enabled || (!callToAction.title && !callToAction.description && !callToAction.buttonText))
    return null;
  return (
    <section
      className={`${classes.section} ${classes.cta}`}
      aria-labelledby={callToAction.title ? 'cta-title' : undefined}
    >
      <Container size="lg" className={callToAction.imagePath ? classes.split : undefined}>
        <Stack gap="md" align="flex-start">
          {callToAction.title ? (
            <Title order={2} id="cta-title" c="white" fz={{ base: 26, md: 36 }} lh={1.15}>
              {callToAction.title}
            </Title>
          ) : null}
          {callToAction.description ? (
            <Text size="lg" opacity={0.9}>
              {callToAction.description}
            </Text>
          ) : null}
          {callToAction.buttonText ? (
            <Button
              component={AppLink}
              href={callToAction.buttonLink || Business.defaultCallToActionPath}
              size="lg"
              variant="white"
              radius="xs"
            >
              {callToAction.buttonText}
            </Button>
          ) : null}
        </Stack>
        {callToAction.imagePath ? (
          <BrandPicture src={callToAction.imagePath} className={classes.splitImage} />
        ) : null}
      </Container>
    </section>
  );
}
