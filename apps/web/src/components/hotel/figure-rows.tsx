import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';

/** Label and figure pairs down a narrow column (a price, a quote), read by screen readers as a description list. */
export function FigureRows({
  rows,
}: {
  rows: Array<{ label: ReactNode; value: ReactNode; strong?: boolean; testId?: string } | null>;
}) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {rows.map((row, index) =>
        row ? (
          <Group key={index} justify="space-between" align="baseline" gap="xs" wrap="nowrap">
            <Text
              component="dt"
              size="sm"
              c={row.strong ? undefined : 'dimmed'}
              fw={row.strong ? 600 : undefined}
            >
              {row.label}
            </Text>
            <Text
              component="dd"
              m={0}
              ta="right"
              size={row.strong ? 'lg' : 'sm'}
              fw={row.strong ? 700 : 600}
              style={{ whiteSpace: 'nowrap' }}
              data-testid={row.testId}
            >
              {row.value}
            </Text>
          </Group>
        ) : null,
      )}
    </Stack>
  );
}
