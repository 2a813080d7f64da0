import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTenantConfig } from '../../tenant-context';
import type { HomeSectionsProps } from '../../theme-parts';
import { TrotlyAppBand, TrotlyCallToAction } from './trotly-closing-blocks';
import { TrotlyAirlines, TrotlyDestinations, TrotlyFeatures } from './trotly-home-blocks';
import classes from './trotly-home-sections.module.css';

/**
 * The white-label home: a dark picture band with the brand's promise centred over the login card and the slider,
 * then trotly's own blocks: numbered selling points, picture tiles of fares, airlines on a dark band, the app and a
 * striped call to action.
 */
export default function TrotlyHomeSections({ banners, login }: HomeSectionsProps) {
  const config = useTenantConfig();
  const { coverImage, titleContent } = config.home;
  return (
    <>
      <Box
        component="section"
        className={classes.hero}
        // An empty address would make the browser fetch the page itself as the picture.
        style={coverImage ? { backgroundImage: `url("${coverImage}")` } : undefined}
        aria-labelledby="home-title"
      >
        <Container size="xl" className={classes.heroInner}>
          <Stack align="center" gap="sm" mb={{ base: 'lg', md: 40 }}>
            {/* Without a promise the company's name is the page's heading, not a kicker over nothing. */}
            {titleContent ? <Text className={classes.kicker}>{config.company.name}</Text> : null}
            <Title order={1} id="home-title" className={classes.title}>
              {titleContent || config.company.name}
            </Title>
          </Stack>
          <div className={classes.heroGrid}>
            <Paper shadow="xl" radius="sm" p={{ base: 'lg', md: 32 }} className={classes.loginCard}>
              {login}
            </Paper>
            <div>{banners}</div>
          </div>
        </Container>
      </Box>
      <TrotlyFeatures feature={config.home.feature} />
      <TrotlyDestinations destination={config.destination} />
      <TrotlyAirlines airlines={config.home.airlines} />
      <TrotlyAppBand mobileApp={config.mobileApp} />
      <TrotlyCallToAction callToAction={config.callToAction} />
    </>
  );
}
