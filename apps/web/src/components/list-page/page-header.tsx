import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line or two under the title saying what the page is for. */
  intro?: ReactNode;
  /** The intro's widest measure, where a long line would be hard to read (the back office's wide main area). */
  introWidth?: number;
  /** Buttons or links on the right of the title, below it on a narrow screen. */
  actions?: ReactNode;
}

/** A signed-in page's heading: its title, an optional intro and optional actions beside them. */
export function PageHeader({ title, intro, introWidth, actions }: PageHeaderProps) {
  const heading = (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {intro ? (
        <Text size="sm" c="dimmed" maw={introWidth}>
          {intro}
        </Text>
      ) : null}
    </Stack>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {heading}
      {actions}
    </Group>
  );
}
