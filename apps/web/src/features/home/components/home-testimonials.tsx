import { Blockquote, Box, Paper, Rating, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHomeReviews } from '../api/get-home-reviews';

/** How many of the newest reviews the home page shows; the rest are on /testimonials. */
const shownOnHome = 3;
const grid = { base: 1, md: 3 };

/** The newest published reviews, as written by their authors; an honest line when there are none or they fail. */
export function HomeTestimonials() {
  const { t } = useTranslation('homeLower');
  const { data: reviews, isPending, isError } = useHomeReviews();

  if (isPending) {
    return (
      <SimpleGrid cols={grid} spacing="lg" role="status" aria-label={t('testimonials.loading')}>
        {Array.from({ length: shownOnHome }, (_, index) => (
          <Paper key={index} withBorder radius="md" p="md" aria-hidden="true">
            <Stack gap="sm">
              <Skeleton h={12} />
              <Skeleton h={12} />
              <Skeleton h={12} w="60%" />
              <Skeleton h={12} w={140} mt="sm" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    );
  }
  if (isError || reviews.length === 0) {
    return (
      <Text ta="center" c="dimmed" role="status">
        {t(isError ? 'testimonials.error' : 'testimonials.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={grid} spacing="lg">
      {reviews.slice(0, shownOnHome).map((review) => (
        <Paper key={review.id} withBorder radius="md" p="md" component="figure" m={0}>
          <Stack gap={0} h="100%" justify="space-between">
            <div>
              <Box role="img" aria-label={t('testimonials.rating', { rating: review.rating })} mb="xs">
                <Rating value={review.rating} readOnly size="xs" ml="sm" />
              </Box>
              <Blockquote color="primary" p="sm" radius="md" style={{ border: 0 }}>
                {review.comment}
              </Blockquote>
            </div>
            <Text component="figcaption" size="sm" fw={600} mt="sm" c="dimmed">
              — {t('testimonials.author', { name: review.reviewerName, company: review.companyName })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
