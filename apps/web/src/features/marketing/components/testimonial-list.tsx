import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useAllReviews } from '../api/get-all-reviews';
import { useMarketingText } from '../hooks/use-marketing-text';
import { TestimonialCard } from './testimonial-card';

const grid = { base: 1, sm: 2, lg: 3 };
const placeholderCount = 6;

/** The tenant's published reviews; while they load, card-shaped placeholders keep the layout from jumping. */
export function TestimonialList() {
  const text = useMarketingText();
  const { data: reviews, isPending, isError } = useAllReviews();

  if (isPending) {
    return (
      <SimpleGrid cols={grid} spacing="lg" role="status" aria-label={text('testimonials.list.loading')}>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <Card key={index} withBorder radius="md" padding="lg" aria-hidden="true">
            <Stack gap="sm">
              <Skeleton h={14} w={90} />
              <Skeleton h={12} />
              <Skeleton h={12} />
              <Skeleton h={12} w="70%" />
              <Skeleton h={38} w={180} mt="md" radius="xl" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (isError || reviews.length === 0) {
    return (
      <Text ta="center" c="dimmed" role="status">
        {text(isError ? 'testimonials.list.error' : 'testimonials.list.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={grid} spacing="lg">
      {reviews.map((review) => (
        <TestimonialCard key={review.id} review={review} />
      ))}
    </SimpleGrid>
  );
}
