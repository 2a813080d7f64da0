import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { AirlineStrip } from '../../../components/home/airline-strip';
import { AppShowcase } from '../../../components/home/app-showcase';
import { BannerLoginGrid } from '../../../components/home/banner-login-grid';
import { CallToActionBand } from '../../../components/home/call-to-action-band';
import { DestinationGrid } from '../../../components/home/destination-grid';
import { FeatureBlurbs } from '../../../components/home/feature-blurbs';
import { useTenantConfig } from '../../tenant-context';
import type { HomeSectionsProps } from '../../theme-parts';
import classes from './trotly-home-sections.module.css';

/**
 * The white-label home: a dark picture band with the brand's promise centred over the slider and the login card,
 * then the shared blocks on alternating tinted bands.
 */
export default function TrotlyHomeSections({ banners, login }: HomeSectionsProps) {
  const config = useTenantConfig();
  return (
    <>
      <Box
        component="section"
        className={classes.hero}
        style={{ backgroundImage: `url("${config.home.coverImage}")` }}
        aria-labelledby="home-title"
      >
        <Container size="xl" className={classes.heroInner}>
          <Stack align="center" gap="sm" mb={{ base: 'lg', md: 40 }}>
            <Text className={classes.kicker}>{config.company.name}</Text>
            <Title order={1} id="home-title" className={classes.title}>
              {config.home.titleContent}
            </Title>
          </Stack>
          <BannerLoginGrid banners={banners} login={login} />
        </Container>
      </Box>
      <Box className={classes.band}>
        <FeatureBlurbs feature={config.home.feature} withImage={false} />
      </Box>
      <DestinationGrid destination={config.destination} />
      <Box className={classes.band}>
        <AirlineStrip airlines={config.home.airlines} />
      </Box>
      <AppShowcase mobileApp={config.mobileApp} />
      <CallToActionBand callToAction={config.callToAction} />
    </>
  );
}
