import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';

/** A money list's rows on a phone, one card each, named like the table they stand in for. */
export function MoneyCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One row's card: its reference (or a name) and status on top, the rest below. */
export function MoneyCard({
  reference,
  status,
  bg,
  isName = false,
  children,
}: {
  reference: string;
  status: ReactNode;
  /** The card is named by a person's name, not a reference code: set in the body font. */
  isName?: boolean;
  /** A background that marks the row out (an overdue due). */
  bg?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg={bg}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text ff={isName ? undefined : 'monospace'} fw={700} size="sm">
            {reference}
          </Text>
          {status}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
