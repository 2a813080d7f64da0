import { Group, Stack, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  strong?: boolean;
  color?: string;
  testId?: string;
}

/** Labelled amounts, one per line, as a description list screen readers read in pairs. */
export function FigureList({ rows }: { rows: Figure[] }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" gap="md" wrap="nowrap">
          <Text component="dt" size="sm" c={row.strong ? undefined : 'dimmed'} fw={row.strong ? 700 : 400}>
            {row.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={row.strong ? 700 : 500}
            c={row.color}
            ta="right"
            data-testid={row.testId}
          >
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
