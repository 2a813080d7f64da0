import '@mantine/carousel/styles.css';
import { useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Stack } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useTranslation } from 'react-i18next';
import classes from './details.module.css';

/**
 * The hotel's photos (Mantine's carousel on Embla): one at a time with previous and next buttons, the arrow keys
 * (Home and End too) when the carousel has the focus, and a row of thumbnails that are buttons too.
 */
export function HotelGallery({ name, imageUrls }: { name: string; imageUrls: readonly string[] }) {
  const { t } = useTranslation('hotelSearch');
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [current, setCurrent] = useState(0);
  const total = imageUrls.length;
  if (total === 0) return null;
  return (
    <Stack gap="xs">
      <Carousel
        aria-label={t('gallery.label', { name })}
        getEmblaApi={setEmbla}
        onSlideChange={setCurrent}
        withControls={total > 1}
        withKeyboardEvents
        emblaOptions={{ loop: total > 1 }}
        previousControlProps={{ 'aria-label': t('gallery.previous') }}
        nextControlProps={{ 'aria-label': t('gallery.next') }}
        classNames={{ root: classes.galleryRoot }}
        tabIndex={0}
      >
        {imageUrls.map((url, index) => (
          <Carousel.Slide
            key={url}
            role="group"
            aria-roledescription="slide"
            aria-label={t('gallery.slide', { number: index + 1, total })}
            aria-hidden={index !== current}
          >
            <img
              src={url}
              alt={t('gallery.photo', { name, number: index + 1, total })}
              className={classes.galleryImage}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
      {total > 1 ? (
        <div className={classes.thumbs} role="group" aria-label={t('gallery.thumbnails')}>
          {imageUrls.map((url, index) => (
            <button
              key={url}
              type="button"
              className={classes.thumb}
              aria-current={index === current}
              aria-label={t('gallery.goTo', { number: index + 1 })}
              onClick={() => embla?.scrollTo(index)}
            >
              <img src={url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </Stack>
  );
}
