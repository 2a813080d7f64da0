import { Suspense } from 'react';
import { Image, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../lib/chunk-reload';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useHomeBanners } from '../api/get-home-banners';
import classes from './banner-area.module.css';

// The slider's code (carousel and autoplay) loads only when there are banners to show, beside the first paint.
const BannerSlider = lazyPage(() => import('../../../components/banner-slider/banner-slider'));

/** The home page's banners: the slider when there are any; otherwise (or when the call failed) the cover picture. */
export function BannerArea() {
  const config = useTenantConfig();
  const banners = useHomeBanners();
  const { t } = useTranslation('home');
  const placeholder = <Skeleton className={classes.visual} radius="lg" />;

  if (banners.data && banners.data.length > 0) {
    return (
      <Suspense fallback={placeholder}>
        <BannerSlider
          banners={banners.data}
          mobileApp={config.mobileApp}
          texts={{
            label: t('banner.label'),
            previous: t('banner.previous'),
            next: t('banner.next'),
            goTo: (number) => t('banner.goTo', { number }),
            slide: (number, total) => t('banner.slide', { number, total }),
            downloadApp: t('banner.downloadApp'),
            getStarted: t('banner.getStarted'),
          }}
        />
      </Suspense>
    );
  }
  if (banners.isPending) return placeholder;
  return <Image src={config.home.coverImage} alt="" radius="lg" className={classes.visual} fit="cover" />;
}
