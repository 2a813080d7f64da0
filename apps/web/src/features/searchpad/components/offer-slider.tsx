import { Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@portal/contracts';
import { lazyPage } from '../../../lib/chunk-reload';
import { useTenantConfig } from '../../../tenant/tenant-context';

// The same slider as the home page (one chunk for both), loaded only when there are offers to show.
const BannerSlider = lazyPage(() => import('../../../components/banner-slider/banner-slider'));

/** Search pad offers: nothing at all while there are none (or the call failed). */
export function OfferSlider({ banners, label }: { banners: Banner[] | undefined; label: string }) {
  const config = useTenantConfig();
  const { t } = useTranslation('searchpad');
  if (!banners || banners.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton radius="lg" style={{ aspectRatio: '12 / 5' }} />}>
      <BannerSlider
        banners={banners}
        mobileApp={config.mobileApp}
        texts={{
          label,
          previous: t('slider.previous'),
          next: t('slider.next'),
          goTo: (number) => t('slider.goTo', { number }),
          slide: (number, total) => t('slider.slide', { number, total }),
          downloadApp: t('slider.downloadApp'),
        }}
      />
    </Suspense>
  );
}
