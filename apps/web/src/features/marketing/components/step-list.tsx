import type { ReactNode } from 'react';
import { Box, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMarketingText } from '../hooks/use-marketing-text';

interface StepListProps {
  /** Translation key holding one { title, body } entry per step. */
  prefix: string;
  /** Step keys in order. */
  steps: readonly string[];
  /** Extra content under a step's text, by step key. */
  details?: Partial<Record<string, ReactNode>>;
}

/** A numbered sequence ("how it works"), as an ordered list so assistive technology announces the order. */
export function StepList({ prefix, steps, details }: StepListProps) {
  const text = useMarketingText();
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 2, lg: steps.length > 3 ? 4 : 3 }}
      spacing="lg"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {steps.map((step, index) => (
        <Box component="li" key={step}>
          <Stack gap="xs">
            <ThemeIcon size={40} radius="xl" aria-hidden>
              <Text fw={700} c="inherit">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} fz="h4">
              {text(`${prefix}.${step}.title`)}
            </Title>
            <Text c="gray.7">{text(`${prefix}.${step}.body`)}</Text>
            {details?.[step]}
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
