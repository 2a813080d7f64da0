import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Labelled facts in a grid: two columns on a phone, four on wider screens. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={0} miw={0}>
          <Text component="dt" size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text
            component="dd"
            size="sm"
            fw={600}
            m={0}
            style={{ overflowWrap: 'anywhere' }}
            data-testid={fact.testId}
          >
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
