import { useTranslation } from 'react-i18next';
import type { HolidayGalleryImage } from '@portal/contracts';
import { galleryImageClass, PhotoGallery } from '../../../components/product-pages/photo-gallery';

/** The package's gallery, each picture with its caption; an empty frame when the package has none. */
export function PackageGallery({ title, images }: { title: string; images: readonly HolidayGalleryImage[] }) {
  const { t } = useTranslation('holiday');
  const total = images.length;
  if (total === 0) return <div className={galleryImageClass} aria-hidden="true" />;
  return (
    <PhotoGallery
      photos={images.map((image, index) => ({
        key: image.imageId,
        url: image.url,
        alt: image.caption || t('gallery.photo', { title, number: index + 1, total }),
        caption: image.caption,
      }))}
      labels={{
        label: t('gallery.label', { title }),
        previous: t('gallery.previous'),
        next: t('gallery.next'),
        thumbnails: t('gallery.thumbnails'),
        slide: (number, count) => t('gallery.slide', { number, total: count }),
        goTo: (number) => t('gallery.goTo', { number }),
      }}
    />
  );
}
