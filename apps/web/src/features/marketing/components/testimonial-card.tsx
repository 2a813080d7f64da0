import { Avatar, Box, Card, Group, Rating, Stack, Text } from '@mantine/core';
import type { Review } from '@portal/contracts';
import { useMarketingText } from '../hooks/use-marketing-text';

interface TestimonialCardProps {
  review: Review;
}

/**
 * One published review with who wrote it, marked up as a quotation with its source. The comment is shown as
 * written, in the language its author chose.
 */
export function TestimonialCard({ review }: TestimonialCardProps) {
  const text = useMarketingText();
  const attribution = review.designation
    ? text('testimonials.list.attribution', { role: review.designation, agency: review.companyName })
    : review.companyName;
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack component="figure" m={0} gap="md" justify="space-between" h="100%">
        <Stack gap="sm">
          <Box
            role="img"
            aria-label={text('testimonials.list.rating', { rating: review.rating })}
            w="fit-content"
          >
            <Rating value={review.rating} readOnly size="sm" />
          </Box>
          <Box component="blockquote" m={0}>
            <Text size="lg" lh={1.6}>
              “{review.comment}”
            </Text>
          </Box>
        </Stack>
        <Group component="figcaption" gap="sm" wrap="nowrap">
          <Avatar name={review.reviewerName} color="initials" radius="xl" aria-hidden />
          <div>
            <Text fw={600}>{review.reviewerName}</Text>
            <Text size="sm" c="gray.7">
              {attribution}
            </Text>
            {review.city ? (
              <Text size="sm" c="gray.7">
                {review.city}
              </Text>
            ) : null}
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
