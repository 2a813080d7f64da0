import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** One widget: a titled card, with a link to the page behind it when the user may open that page. */
export function WidgetCard({
  id,
  title,
  link,
  children,
  wide = false,
}: {
  id: string;
  title: string;
  link?: string | null;
  children: ReactNode;
  /** Spans two columns on wide screens (the charts). */
  wide?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = `dashboard-${id}-title`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-widget={id}
      miw={0}
      style={wide ? { gridColumn: 'span var(--dashboard-wide-span, 1)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="md" id={headingId}>
            {title}
          </Title>
          {link ? (
            <Anchor component={Link} to={link} size="sm" aria-label={`${t('viewAll')}: ${title}`}>
              {t('viewAll')}
            </Anchor>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
