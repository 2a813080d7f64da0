import '@mantine/carousel/styles.css';
import { useRef } from 'react';
import { Carousel } from '@mantine/carousel';
import { Box, Button, Image, Text } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Business, type Banner, type TenantConfig } from '@portal/contracts';
import { isAppleDevice } from '../../../lib/device-info';
import classes from './banner-slider.module.css';

function storeLink(mobileApp: TenantConfig['mobileApp']): string {
  return isAppleDevice(navigator.userAgent) ? mobileApp.appStoreLink : mobileApp.googlePlayLink;
}

function BannerSlide({ banner, mobileApp }: { banner: Banner; mobileApp: TenantConfig['mobileApp'] }) {
  const { t } = useTranslation('home');
  const picture = <Image src={banner.bannerPath} alt="" className={classes.image} />;
  if (banner.downloadApp) {
    // The whole banner is the link: Apple devices get the App Store, others Google Play.
    return (
      <a href={storeLink(mobileApp)} target="_blank" rel="noopener noreferrer" className={classes.slide}>
        {picture}
        <Box className={classes.caption}>
          <Text className={classes.text}>{banner.text}</Text>
          <Text size="sm" fw={600}>
            {t('banner.downloadApp')}
          </Text>
        </Box>
      </a>
    );
  }
  return (
    <Box className={classes.slide}>
      {picture}
      <Box className={classes.caption}>
        <Text className={classes.text}>{banner.text}</Text>
        <Button component={Link} to={Business.defaultCallToActionPath} size="sm">
          {t('banner.getStarted')}
        </Button>
      </Box>
    </Box>
  );
}

interface BannerSliderProps {
  banners: Banner[];
  mobileApp: TenantConfig['mobileApp'];
}

/** The home banners: autoplay every 3 s, dots, endless loop, one slide at a time. */
export default function BannerSlider({ banners, mobileApp }: BannerSliderProps) {
  const { t } = useTranslation('home');
  const autoplay = useRef(Autoplay({ delay: Business.bannerAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true }));
  return (
    <Carousel
      withIndicators
      withControls={banners.length > 1}
      emblaOptions={{ loop: true, align: 'start', slidesToScroll: 1 }}
      slideSize="100%"
      plugins={[autoplay.current]}
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      previousControlProps={{ 'aria-label': t('banner.previous') }}
      nextControlProps={{ 'aria-label': t('banner.next') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('banner.goTo', { number: index + 1 }) })}
      classNames={{ root: classes.root, indicator: classes.indicator, controls: classes.controls }}
    >
      {banners.map((banner, index) => (
        <Carousel.Slide
          key={`${banner.bannerPath}-${index}`}
          role="group"
          aria-roledescription="slide"
          aria-label={t('banner.slide', { number: index + 1, total: banners.length })}
        >
          <BannerSlide banner={banner} mobileApp={mobileApp} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
