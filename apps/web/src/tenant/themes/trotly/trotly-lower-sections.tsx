import { Anchor, Button, Container, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Business } from '@portal/contracts';
import { AppLink } from '../../../components/app-link';
import { FeatureIcon } from '../../../components/feature-icon';
import { useReviews } from '../../../components/testimonials/use-reviews';
import { TrotlyHeading } from './trotly-heading';
import blocks from './trotly-blocks.module.css';
import classes from './trotly-lower-sections.module.css';
import { useHomeLowerTexts } from '../../home-lower-i18n';
import './trotly-lower-i18n';

/** The newest reviews as quotes; the section leaves the page when there are none or they cannot be read. */
function TrotlyReviews({ company }: { company: string }) {
  const { t } = useTranslation('homeLower');
  const { t: tt } = useTranslation('trotlyLower');
  const { data: reviews, isPending, isError } = useReviews();
  if (isError || (!isPending && reviews.length === 0)) return null;
  return (
    <section id="testimonials" className={blocks.section} aria-labelledby="testimonials-title">
      <Container size="lg">
        <TrotlyHeading
          id="testimonials"
          kicker={tt('kicker.reviews')}
          title={t('testimonials.title', { company })}
        />
        {isPending ? (
          <Skeleton h={180} radius="sm" role="status" aria-label={tt('loadingReviews')} />
        ) : (
          <ul className={classes.quotes}>
            {reviews.slice(0, 3).map((review) => (
              <li key={review.id}>
                <figure className={classes.quote}>
                  <blockquote style={{ margin: 0 }}>
                    <Text>{review.comment}</Text>
                  </blockquote>
                  <figcaption className={classes.author}>
                    {tt('author', { name: review.reviewerName, company: review.companyName })}
                    <Text span c="dimmed" size="xs" display="block" fw={500}>
                      {tt('rating', { rating: review.rating })}
                    </Text>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
        <Anchor component={AppLink} href="/testimonials" fw={700} mt="lg" display="inline-block">
          {t('testimonials.more')} →
        </Anchor>
      </Container>
    </section>
  );
}

/** Below the fold of a trotly home: reviews as quotes, the way in as a joined timeline, and what it sells. */
export default function TrotlyLowerSections() {
  const { t, config, steps, coverage } = useHomeLowerTexts();
  const { t: tt } = useTranslation('trotlyLower');
  return (
    <>
      <TrotlyReviews company={config.company.name} />
      <section
        id="get-started"
        className={`${blocks.section} ${blocks.tinted}`}
        aria-labelledby="get-started-title"
      >
        <Container size="lg">
          <TrotlyHeading id="get-started" kicker={tt('kicker.steps')} title={t('getStarted.title')} />
          <ol className={classes.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={classes.step}>
                <span className={classes.ring} aria-label={tt('stepLabel', { number: index + 1 })}>
                  {index + 1}
                </span>
                <Title order={3} fz="lg">
                  {step.title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {step.text}
                </Text>
              </li>
            ))}
          </ol>
          <Button component={AppLink} href={Business.defaultCallToActionPath} size="md" radius="xs" mt={40}>
            {t('getStarted.action')}
          </Button>
        </Container>
      </section>
      <section id="coverage" className={blocks.section} aria-labelledby="coverage-title">
        <Container size="lg">
          <TrotlyHeading id="coverage" kicker={tt('kicker.coverage')} title={t('coverage.title')} />
          <ul className={classes.coverage}>
            {coverage.map((item) => (
              <li key={item.title} className={classes.coverageItem}>
                <span className={classes.square} aria-hidden="true">
                  <FeatureIcon iconClass={item.icon} size={22} />
                </span>
                <div>
                  <Title order={3} fz="md">
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
      </section>
    </>
  );
}
