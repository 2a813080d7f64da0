import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  /** The figure the report is about (net sales, closing balance): set larger. */
  main?: boolean;
}

/** A report's totals over the whole filter, as a row of labelled figures above its lines. */
export function ReportFigures({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: Math.min(figures.length, 3), lg: Math.min(figures.length, 6) }}
      spacing="sm"
      role="group"
      aria-label={label}
    >
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="md" p="sm">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Group gap={4}>
              <Text fw={700} fz={figure.main ? 'lg' : 'md'} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {figure.value}
              </Text>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
