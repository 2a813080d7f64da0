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
  /** 2 for a list inside a page that has its own h1 (a tab of a settings page). */
  order?: 1 | 2;
}

/** A signed-in page's (or a tab's) heading: its title, an optional intro and optional actions beside them. */
export function PageHeader({ title, intro, introWidth, actions, order = 1 }: PageHeaderProps) {
  const heading = (
    <Stack gap={4}>
      <Title order={order} fz={order === 1 ? { base: 22, sm: 26 } : { base: 18, sm: 20 }}>
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
