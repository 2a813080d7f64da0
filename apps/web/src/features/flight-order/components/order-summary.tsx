import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { FactGrid } from './fact-grid';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { TimeLimit } from './time-limit';

/** The order's heading: reference and status, the record locators, who booked it and when, and its time limit. */
export function OrderSummary({
  order,
  airlineName,
  onTimeLimitLapsed,
  onRefreshTimeLimit,
  refreshingTimeLimit,
}: {
  order: FlightOrder;
  airlineName: (code: string) => string;
  onTimeLimitLapsed: () => void;
  onRefreshTimeLimit: () => void;
  refreshingTimeLimit: boolean;
}) {
  const { t } = useTranslation('flightOrder');
  const time = useTenantDateTime();
  const none = t('summary.none');
  const facts = [
    { label: t('summary.pnr'), value: order.pnr ?? none, testId: 'order-pnr' },
    { label: t('summary.airlinePnr'), value: order.airlinePnr ?? none },
    { label: t('summary.airline'), value: airlineName(order.validatingAirline) },
    {
      label: t('summary.fare'),
      value: `${order.brandName} · ${order.cabin} · ${order.refundable ? t('summary.refundable') : t('summary.nonRefundable')}`,
    },
    { label: t('summary.fareType'), value: t(`fareType.${order.fareType}`) },
    { label: t('summary.bookedBy'), value: order.bookedBy },
    { label: t('summary.bookedAt'), value: time(order.createdAt) },
    ...(order.issuedAt ? [{ label: t('summary.issuedAt'), value: time(order.issuedAt) }] : []),
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('summary.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {order.orderReference}
            </Title>
          </Stack>
          <OrderStatusBadge status={order.status} size="lg" testId="order-status" />
        </Group>
        {order.status === 'OnHold' && order.timeLimit ? (
          <TimeLimit
            timeLimit={order.timeLimit}
            onLapsed={onTimeLimitLapsed}
            onRefresh={onRefreshTimeLimit}
            refreshing={refreshingTimeLimit}
          />
        ) : null}
        <FactGrid facts={facts} />
      </Stack>
    </Paper>
  );
}
