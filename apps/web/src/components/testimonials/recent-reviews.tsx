import { Blockquote, Box, Paper, Rating, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n';
import { useReviews } from './use-reviews';

// The reviews themselves are shown in the language they were written in; only the frame is translated.
registerTranslations('reviews', {
  en: {
    author: '{{name}}, {{company}}',
    rating: 'Rated {{rating}} out of 5',
    loading: 'Loading reviews',
    empty: 'No reviews have been published yet.',
    error: 'Reviews could not be loaded just now. Please try again later.',
  },
  bn: {
    author: '{{name}}, {{company}}',
    rating: '৫-এর মধ্যে {{rating}} রেটিং',
    loading: 'মতামত লোড হচ্ছে',
    empty: 'এখনও কোনো মতামত প্রকাশিত হয়নি।',
    error: 'এই মুহূর্তে মতামত লোড করা যায়নি। পরে আবার চেষ্টা করুন।',
  },
});

const grid = { base: 1, md: 3 };

/** The newest published reviews, as written by their authors; an honest line when there are none or they fail. */
export function RecentReviews({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('reviews');
  const { data: reviews, isPending, isError } = useReviews();

  if (isPending) {
    return (
      <SimpleGrid cols={grid} spacing="lg" role="status" aria-label={t('loading')}>
        {Array.from({ length: count }, (_, index) => (
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
        {t(isError ? 'error' : 'empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={grid} spacing="lg">
      {reviews.slice(0, count).map((review) => (
        <Paper key={review.id} withBorder radius="md" p="md" component="figure" m={0}>
          <Stack gap={0} h="100%" justify="space-between">
            <div>
              <Box role="img" aria-label={t('rating', { rating: review.rating })} mb="xs">
                <Rating value={review.rating} readOnly size="xs" ml="sm" />
              </Box>
              <Blockquote color="primary" p="sm" radius="md" style={{ border: 0 }}>
                {review.comment}
              </Blockquote>
            </div>
            <Text component="figcaption" size="sm" fw={600} mt="sm" c="dimmed">
              — {t('author', { name: review.reviewerName, company: review.companyName })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
