import '@mantine/carousel/styles.css';
import { useRef } from 'react';
import { Carousel } from '@mantine/carousel';
import { Box, Button, Image, Text } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { Link } from 'react-router';
import { Business, type Banner, type TenantConfig } from '@portal/contracts';
import { isAppleDevice } from '../../lib/device-info';
import classes from './banner-slider.module.css';

/** What the slider says, in the caller's words (each page translates them with its own texts). */
export interface BannerSliderTexts {
  label: string;
  previous: string;
  next: string;
  goTo: (number: number) => string;
  slide: (number: number, total: number) => string;
  downloadApp: string;
  /** Omitted where visitors need no invitation to register (signed-in pages). */
  getStarted?: string;
}

function storeLink(mobileApp: TenantConfig['mobileApp']): string {
  return isAppleDevice(navigator.userAgent) ? mobileApp.appStoreLink : mobileApp.googlePlayLink;
}

function BannerSlide({
  banner,
  mobileApp,
  texts,
}: {
  banner: Banner;
  mobileApp: TenantConfig['mobileApp'];
  texts: BannerSliderTexts;
}) {
  const picture = <Image src={banner.bannerPath} alt="" className={classes.image} />;
  if (banner.downloadApp) {
    // The whole banner is the link: Apple devices get the App Store, others Google Play.
    return (
      <a href={storeLink(mobileApp)} target="_blank" rel="noopener noreferrer" className={classes.slide}>
        {picture}
        <Box className={classes.caption}>
          <Text className={classes.text}>{banner.text}</Text>
          <Text size="sm" fw={600}>
            {texts.downloadApp}
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
        {texts.getStarted ? (
          <Button component={Link} to={Business.defaultCallToActionPath} size="sm">
            {texts.getStarted}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

interface BannerSliderProps {
  banners: Banner[];
  mobileApp: TenantConfig['mobileApp'];
  texts: BannerSliderTexts;
}

/** Banners (home page, search pad offers): autoplay every 3 s, dots, endless loop, one slide at a time. */
export default function BannerSlider({ banners, mobileApp, texts }: BannerSliderProps) {
  const autoplay = useRef(
    Autoplay({ delay: Business.bannerAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true }),
  );
  return (
    <Carousel
      withIndicators
      withControls={banners.length > 1}
      emblaOptions={{ loop: true, align: 'start', slidesToScroll: 1 }}
      slideSize="100%"
      plugins={[autoplay.current]}
      aria-roledescription="carousel"
      aria-label={texts.label}
      previousControlProps={{ 'aria-label': texts.previous }}
      nextControlProps={{ 'aria-label': texts.next }}
      getIndicatorProps={(index) => ({ 'aria-label': texts.goTo(index + 1) })}
      classNames={{ root: classes.root, indicator: classes.indicator, controls: classes.controls }}
    >
      {banners.map((banner, index) => (
        <Carousel.Slide
          key={`${banner.bannerPath}-${index}`}
          role="group"
          aria-roledescription="slide"
          aria-label={texts.slide(index + 1, banners.length)}
        >
          <BannerSlide banner={banner} mobileApp={mobileApp} texts={texts} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
