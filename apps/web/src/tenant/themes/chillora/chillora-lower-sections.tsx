import { Button, Rating, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Business } from '@portal/contracts';
import { AppLink } from '../../../components/app-link';
import { FeatureIcon } from '../../../components/feature-icon';
import { useReviews } from '../../../components/testimonials/use-reviews';
import { initialsOf } from './chillora-people';
import classes from './chillora-lower-sections.module.css';
import { useHomeLowerTexts } from '../../home-lower-i18n';
import './chillora-i18n';

/** The tenant's newest published reviews as soft speech bubbles, each signed with an initials badge. */
function ReviewBubbles() {
  const { t } = useTranslation('chillora');
  const { data: reviews, isPending, isError } = useReviews();
  if (isPending) {
    return (
      <div className={classes.reviews} role="status" aria-label={t('reviews.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={180} radius={28} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (isError || reviews.length === 0) {
    return (
      <p className={classes.note} role="status">
        {t(isError ? 'reviews.error' : 'reviews.empty')}
      </p>
    );
  }
  return (
    <ul className={classes.reviews}>
      {reviews.slice(0, 3).map((review) => (
        <li key={review.id}>
          <figure className={classes.review}>
            <div className={classes.bubble}>
              <div role="img" aria-label={t('reviews.rating', { rating: review.rating })}>
                <Rating value={review.rating} readOnly size="sm" />
              </div>
              <blockquote className={classes.quote}>{review.comment}</blockquote>
            </div>
            <figcaption className={classes.author}>
              <span className={classes.initials} aria-hidden="true">
                {initialsOf(review.reviewerName)}
              </span>
              <span>
                <strong>{review.reviewerName}</strong>
                <br />
                {review.companyName}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Below the fold of the holiday home: reviews, a three-stop journey to get started, and what agencies can sell. */
export default function ChilloraLowerSections() {
  const { t, brand, steps, coverage } = useHomeLowerTexts();
  const { t: own } = useTranslation('chillora');

  return (
    <>
      <section id="testimonials" className={classes.section} aria-labelledby="testimonials-title">
        <div className={classes.head}>
          <h2 id="testimonials-title" className={classes.heading}>
            {t('testimonials.title', brand)}
          </h2>
          <Button component={AppLink} href="/testimonials" variant="subtle" radius="xl">
            {t('testimonials.more')}
          </Button>
        </div>
        <ReviewBubbles />
      </section>

      <section id="get-started" className={classes.journey} aria-labelledby="get-started-title">
        <h2 id="get-started-title" className={classes.heading}>
          {t('getStarted.title')}
        </h2>
        <ol className={classes.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stop}>{own('step', { number: index + 1 })}</span>
              <h3 className={classes.stepTitle}>{step.title}</h3>
              <p className={classes.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
        <Button component={AppLink} href={Business.defaultCallToActionPath} radius="xl" size="md">
          {t('getStarted.action')}
        </Button>
      </section>

      <section id="coverage" className={classes.section} aria-labelledby="coverage-title">
        <h2 id="coverage-title" className={classes.heading}>
          {t('coverage.title')}
        </h2>
        <ul className={classes.coverage}>
          {coverage.map((item) => (
            <li key={item.title} className={classes.chip}>
              <span className={classes.chipIcon} aria-hidden="true">
                <FeatureIcon iconClass={item.icon} size={20} />
              </span>
              <span>
                <strong>{item.title}</strong>
                <br />
                {item.text}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
