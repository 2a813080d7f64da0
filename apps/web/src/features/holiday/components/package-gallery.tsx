import '@mantine/carousel/styles.css';
import { useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Stack } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useTranslation } from 'react-i18next';
import type { HolidayGalleryImage } from '@portal/contracts';
import classes from './details.module.css';

/**
 * The package's gallery (Mantine's carousel on Embla): one picture at a time with its caption, previous and next
 * buttons, the arrow keys when the carousel has the focus, and a row of thumbnails that are buttons too.
 */
export function PackageGallery({ title, images }: { title: string; images: readonly HolidayGalleryImage[] }) {
  const { t } = useTranslation('holiday');
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [current, setCurrent] = useState(0);
  const total = images.length;
  if (total === 0) return <div className={classes.galleryImage} aria-hidden="true" />;
  return (
    <Stack gap="xs">
      <Carousel
        aria-label={t('gallery.label', { title })}
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
        {images.map((image, index) => (
          <Carousel.Slide
            key={image.imageId}
            role="group"
            aria-roledescription="slide"
            aria-label={t('gallery.slide', { number: index + 1, total })}
            aria-hidden={index !== current}
            style={{ position: 'relative' }}
          >
            <img
              src={image.url}
              alt={image.caption || t('gallery.photo', { title, number: index + 1, total })}
              className={classes.galleryImage}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            {image.caption ? <div className={classes.caption}>{image.caption}</div> : null}
          </Carousel.Slide>
        ))}
      </Carousel>
      {total > 1 ? (
        <div className={classes.thumbs} role="group" aria-label={t('gallery.thumbnails')}>
          {images.map((image, index) => (
            <button
              key={image.imageId}
              type="button"
              className={classes.thumb}
              aria-current={index === current}
              aria-label={t('gallery.goTo', { number: index + 1 })}
              onClick={() => embla?.scrollTo(index)}
            >
              <img src={image.url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </Stack>
  );
}
