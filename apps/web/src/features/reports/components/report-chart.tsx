import { lazy, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyWhenVisible } from '../../../components/lazy-when-visible';

/** The charts' code (recharts through @mantine/charts) is its own chunk, fetched only when a chart is shown. */
export const SalesChart = lazy(() => import('../charts/sales-chart'));
export const BookingsChart = lazy(() => import('../charts/bookings-chart'));
export const DuesChart = lazy(() => import('../charts/dues-chart'));

const chartHeight = 260;

/**
 * A report's chart in a titled box that the reader may hide; its code and data load once it nears the screen.
 */
export function ReportChart({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('reports');
  const [shown, setShown] = useState(true);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h5">
            {title}
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={() => setShown((value) => !value)}>
            {shown ? t('charts.hide') : t('charts.show')}
          </Button>
        </Group>
        {shown ? <LazyWhenVisible minHeight={chartHeight}>{children}</LazyWhenVisible> : null}
      </Stack>
    </Paper>
  );
}

export { chartHeight };
