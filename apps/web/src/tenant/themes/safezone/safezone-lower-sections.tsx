import { Box, Button, Container, Rating, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Business } from '@portal/contracts';
import { AppLink } from '../../../components/app-link';
import { FeatureIcon } from '../../../components/feature-icon';
import { useReviews } from '../../../components/testimonials/use-reviews';
import { useTenantConfig } from '../../tenant-context';
import { SectionHead } from './safezone-section';
import classes from './safezone-lower-sections.module.css';
import { useHomeLowerTexts } from '../../home-lower-i18n';
// Registers the reviews' frame texts (rating, loading) this block shares with the other review lists.
import '../../../components/testimonials/recent-reviews';

/**
 * The tenant's newest published reviews as square quote cards. With none published (or when they cannot be loaded)
 * the block is left out rather than shown empty.
 */
function Testimonials() {
  const { t } = useTranslation('homeLower');
  const { t: tr } = useTranslation('reviews');
  const config = useTenantConfig();
  const { data: reviews, isPending, isError } = useReviews();
  if (isError || (!isPending && reviews.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="testimonials-title" className={classes.testimonials}>
      <Container size="xl" className={classes.inner}>
        <SectionHead
          id="testimonials-title"
          title={t('testimonials.title', { company: config.company.name })}
          action={
            <Button component={AppLink} href="/testimonials" variant="outline" radius={0}>
              {t('testimonials.more')}
            </Button>
          }
        />
        {isPending ? (
          <div className={classes.quotes} role="status" aria-label={tr('loading')}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={200} radius={0} aria-hidden="true" />
            ))}
          </div>
        ) : (
          <ul className={classes.quotes}>
            {reviews.slice(0, 3).map((review) => (
              <li key={review.id}>
                <figure className={classes.quote}>
                  <span className={classes.mark} aria-hidden="true">
                    “
                  </span>
                  <Box role="img" aria-label={tr('rating', { rating: review.rating })}>
                    <Rating value={review.rating} readOnly size="sm" />
                  </Box>
                  <blockquote className={classes.comment}>{review.comment}</blockquote>
                  <figcaption className={classes.author}>
                    <Text fw={700} size="sm">
                      {review.reviewerName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {review.companyName}
                    </Text>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Box>
  );
}

/**
 * Below the fold of the safeZone home, loaded when the visitor scrolls near it: testimonials, the three steps to
 * start, and what the agency can sell.
 */
export default function SafeZoneLowerSections() {
  const { t, steps, coverage } = useHomeLowerTexts();

  return (
    <>
      <Testimonials />

      <Box component="section" aria-labelledby="get-started-title" className={classes.steps}>
        <Container size="xl" className={classes.inner}>
          <SectionHead
            id="get-started-title"
            title={t('getStarted.title')}
            action={
              <Button component={AppLink} href={Business.defaultCallToActionPath} radius={0} size="md">
                {t('getStarted.action')}
              </Button>
            }
          />
          <ol className={classes.stepList}>
            {steps.map((step, index) => (
              <li key={step.title} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <Title order={3} className={classes.cardTitle}>
                  {step.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </li>
            ))}
          </ol>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="coverage-title" className={classes.coverage}>
        <Container size="xl" className={classes.inner}>
          <SectionHead id="coverage-title" title={t('coverage.title')} />
          <ul className={classes.coverageGrid}>
            {coverage.map((item) => (
              <li key={item.title} className={classes.coverageItem}>
                <span className={classes.coverageIcon} aria-hidden="true">
                  <FeatureIcon iconClass={item.icon} size={22} />
                </span>
                <div>
                  <Title order={3} className={classes.cardTitle}>
                    {item.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {item.text}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </Box>
    </>
  );
}
