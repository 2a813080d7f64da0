import { Box, Container, Title } from '@mantine/core';
import { AirlineStrip } from '../../../components/home/airline-strip';
import { AppShowcase } from '../../../components/home/app-showcase';
import { BannerLoginGrid } from '../../../components/home/banner-login-grid';
import { CallToActionBand } from '../../../components/home/call-to-action-band';
import { DestinationGrid } from '../../../components/home/destination-grid';
import { FeatureBlurbs } from '../../../components/home/feature-blurbs';
import { useTenantConfig } from '../../tenant-context';
import type { HomeSectionsProps } from '../../theme-parts';
import classes from './bizora-home-sections.module.css';

/**
 * The warm provider look: the promise above the banner slider and login box on a soft tinted band, then feature
 * blurbs, airlines, popular destinations, the app and the sign-up invitation.
 */
export default function BizoraHomeSections({ banners, login }: HomeSectionsProps) {
  const config = useTenantConfig();
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="home-title">
        <Container size="xl" py={{ base: 24, md: 48 }}>
          {/* Without a promise the company's name is the page's heading. */}
          <Title order={1} id="home-title" className={classes.title} mb="lg">
            {config.home.titleContent || config.company.name}
          </Title>
          <BannerLoginGrid banners={banners} login={login} />
        </Container>
      </Box>
      <FeatureBlurbs feature={config.home.feature} />
      <AirlineStrip airlines={config.home.airlines} />
      <DestinationGrid destination={config.destination} />
      <AppShowcase mobileApp={config.mobileApp} />
      <CallToActionBand callToAction={config.callToAction} />
    </>
  );
}
