import '@mantine/carousel/styles.css';
import { useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Stack } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import classes from './photo-gallery.module.css';

export interface GalleryPhoto {
  key: string;
  url: string;
  alt: string;
  caption?: string;
}

/** The words a gallery says, in the language of the product it shows. */
export interface GalleryLabels {
  label: string;
  previous: string;
  next: string;
  thumbnails: string;
  slide: (number: number, total: number) => string;
  goTo: (number: number) => string;
}

/**
 * A product's photos (Mantine's carousel on Embla): one at a time with its caption, previous and next buttons, the
 * arrow keys (Home and End too) when the carousel has the focus, and a row of thumbnails that are buttons too.
 */
export function PhotoGallery({ photos, labels }: { photos: readonly GalleryPhoto[]; labels: GalleryLabels }) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [current, setCurrent] = useState(0);
  const total = photos.length;
  return (
    <Stack gap="xs">
      <Carousel
        aria-label={labels.label}
        getEmblaApi={setEmbla}
        onSlideChange={setCurrent}
        withControls={total > 1}
        withKeyboardEvents
        emblaOptions={{ loop: total > 1 }}
        previousControlProps={{ 'aria-label': labels.previous }}
        nextControlProps={{ 'aria-label': labels.next }}
        classNames={{ root: classes.galleryRoot }}
        tabIndex={0}
      >
        {photos.map((photo, index) => (
          <Carousel.Slide
            key={photo.key}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(index + 1, total)}
            aria-hidden={index !== current}
            style={{ position: 'relative' }}
          >
            <img
              src={photo.url}
              alt={photo.alt}
              className={classes.galleryImage}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            {photo.caption ? <div className={classes.caption}>{photo.caption}</div> : null}
          </Carousel.Slide>
        ))}
      </Carousel>
      {total > 1 ? (
        <div className={classes.thumbs} role="group" aria-label={labels.thumbnails}>
          {photos.map((photo, index) => (
            <button
              key={photo.key}
              type="button"
              className={classes.thumb}
              aria-current={index === current}
              aria-label={labels.goTo(index + 1)}
              onClick={() => embla?.scrollTo(index)}
            >
              <img src={photo.url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </Stack>
  );
}

/** Where a gallery will be: the shape of its first photo. */
export const galleryImageClass = classes.galleryImage;
