import { Suspense } from 'react';
import { Image, Skeleton } from '@mantine/core';
import { lazyPage } from '../../../lib/chunk-reload';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useHomeBanners } from '../api/get-home-banners';
import classes from './banner-area.module.css';

// The slider's code (carousel and autoplay) loads only when there are banners to show, beside the first paint.
const BannerSlider = lazyPage(() => import('./banner-slider'));

/** The home page's banners: the slider when there are any; otherwise (or when the call failed) the cover picture. */
export function BannerArea() {
  const config = useTenantConfig();
  const banners = useHomeBanners();
  const placeholder = <Skeleton className={classes.visual} radius="lg" />;

  if (banners.data && banners.data.length > 0) {
    return (
      <Suspense fallback={placeholder}>
        <BannerSlider banners={banners.data} mobileApp={config.mobileApp} />
      </Suspense>
    );
  }
  if (banners.isPending) return placeholder;
  return <Image src={config.home.coverImage} alt="" radius="lg" className={classes.visual} fit="cover" />;
}
