import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';

/** Labelled facts in a grid, as a description list screen readers read in pairs. */
export function FactGrid({ facts }: { facts: Array<{ label: string; value: ReactNode; testId?: string }> }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={fact.testId}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
