import { Avatar, Box, Card, Group, Stack, Text } from '@mantine/core';
import { useMarketingText } from '../hooks/use-marketing-text';

interface TestimonialCardProps {
  /** Translation key of one testimonial ({ quote, name, role, agency, city }). */
  prefix: string;
}

/** One agency owner's quote with who said it, marked up as a quotation with its source. */
export function TestimonialCard({ prefix }: TestimonialCardProps) {
  const text = useMarketingText();
  const name = text(`${prefix}.name`);
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack component="figure" m={0} gap="md" justify="space-between" h="100%">
        <Box component="blockquote" m={0}>
          <Text size="lg" lh={1.6}>
            “{text(`${prefix}.quote`)}”
          </Text>
        </Box>
        <Group component="figcaption" gap="sm" wrap="nowrap">
          <Avatar name={name} color="initials" radius="xl" aria-hidden />
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="gray.7">
              {text('testimonials.list.attribution', {
                role: text(`${prefix}.role`),
                agency: text(`${prefix}.agency`),
              })}
            </Text>
            <Text size="sm" c="gray.7">
              {text(`${prefix}.city`)}
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
