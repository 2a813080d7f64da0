import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../../../components/product-pages/photo-gallery';

/** The hotel's photos; nothing when it has none. */
export function HotelGallery({ name, imageUrls }: { name: string; imageUrls: readonly string[] }) {
  const { t } = useTranslation('hotelSearch');
  const total = imageUrls.length;
  if (total === 0) return null;
  return (
    <PhotoGallery
      photos={imageUrls.map((url, index) => ({
        key: url,
        url,
        alt: t('gallery.photo', { name, number: index + 1, total }),
      }))}
      labels={{
        label: t('gallery.label', { name }),
        previous: t('gallery.previous'),
        next: t('gallery.next'),
        thumbnails: t('gallery.thumbnails'),
        slide: (number, count) => t('gallery.slide', { number, total: count }),
        goTo: (number) => t('gallery.goTo', { number }),
      }}
    />
  );
}
