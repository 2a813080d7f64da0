import { Group, Stack, Text } from '@mantine/core';

/** Labelled figures, one per line, as a description list screen readers read in pairs. */
export function FigureList({
  rows,
}: {
  rows: Array<{ label: string; value: string; strong?: boolean; color?: string }>;
}) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" gap="md" wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" m={0} fw={row.strong ? 700 : 500} c={row.color}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
