import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardWidgets, FlightOrderStatus } from '@portal/contracts';
import { lazyPage } from '../../../lib/chunk-reload';
import type * as Charts from './dashboard-charts';
import type { DashboardFormat } from '../utils/use-dashboard-format';
import { WidgetCard } from './widget-card';

// The chart library is its own chunk, fetched when a chart is about to show.
const TrendChart = lazyPage<ComponentProps<typeof Charts.TrendChart>>(() =>
  import('./dashboard-charts').then((module) => ({ default: module.TrendChart })),
);
const ProductBars = lazyPage<ComponentProps<typeof Charts.ProductBars>>(() =>
  import('./dashboard-charts').then((module) => ({ default: module.ProductBars })),
);
const StatusDonut = lazyPage<ComponentProps<typeof Charts.StatusDonut>>(() =>
  import('./dashboard-charts').then((module) => ({ default: module.StatusDonut })),
);

type Widget<K extends keyof DashboardWidgets> = NonNullable<DashboardWidgets[K]>;

function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<Skeleton h={height} radius="sm" />}>{children}</Suspense>;
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

export function ConversionWidget({
  widget,
  format,
}: {
  widget: Widget<'conversion'>;
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  const rate = widget.bookings > 0 ? Math.round((widget.tickets / widget.bookings) * 100) : 0;
  const summary = `${t('figures.bookings')}: ${format.count(widget.bookings)}, ${t('figures.tickets')}: ${format.count(widget.tickets)}`;
  return (
    <WidgetCard id="conversion" title={t('widgets.conversion')} link={null} wide>
      <Group gap="xl">
        <Figure
          label={t('figures.bookings')}
          value={format.count(widget.bookings)}
          testId="conversion-bookings"
        />
        <Figure
          label={t('figures.tickets')}
          value={format.count(widget.tickets)}
          testId="conversion-tickets"
        />
        <Text size="sm" c="dimmed">
          {t('figures.conversionRate', { rate: format.count(rate) })}
        </Text>
      </Group>
      <ChartSlot height={180}>
        <TrendChart
          label={summary}
          data={widget.days.map((day) => ({
            label: format.day(day.date),
            bookings: day.bookings,
            tickets: day.tickets,
          }))}
          series={[
            { name: 'bookings', label: t('figures.bookings'), color: 'blue.6' },
            { name: 'tickets', label: t('figures.tickets'), color: 'teal.6' },
          ]}
        />
      </ChartSlot>
    </WidgetCard>
  );
}

export function SalesOverviewWidget({
  widget,
  format,
  link,
}: {
  widget: Widget<'salesOverview'>;
  format: DashboardFormat;
  link: string | null;
}) {
  const { t } = useTranslation('dashboard');
  const total = format.money(widget.total, widget.currency);
  return (
    <WidgetCard id="salesOverview" title={t('widgets.salesOverview')} link={link} wide>
      <Figure label={t('figures.total')} value={total} testId="sales-total" />
      <ChartSlot height={180}>
        <TrendChart
          label={`${t('widgets.salesOverview')}: ${total}`}
          data={widget.days.map((day) => ({ label: format.day(day.date), sales: day.amount }))}
          series={[{ name: 'sales', label: t('figures.sales'), color: 'green.6' }]}
          valueFormatter={(value) => format.compactMoney(value, widget.currency)}
        />
      </ChartSlot>
    </WidgetCard>
  );
}

const statusColors: Record<FlightOrderStatus, string> = {
  OnHold: 'yellow.6',
  Pending: 'gray.5',
  InProgress: 'blue.6',
  Unconfirmed: 'grape.6',
  Confirmed: 'green.6',
  Cancelled: 'red.6',
  Expired: 'gray.7',
};

export function OrderStatsWidget({
  widget,
  format,
  link,
}: {
  widget: Widget<'orderStats'>;
  format: DashboardFormat;
  link: string | null;
}) {
  const { t } = useTranslation('dashboard');
  const { t: common } = useTranslation();
  const data = widget.statuses.map((row) => ({
    name: common(`orderStatus.${row.status}`, { defaultValue: row.status }),
    value: row.count,
    display: format.count(row.count),
    color: statusColors[row.status as FlightOrderStatus] ?? 'gray.5',
  }));
  return (
    <WidgetCard id="orderStats" title={t('widgets.orderStats')} link={link}>
      {widget.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <ChartSlot height={120}>
          <StatusDonut
            data={data}
            centre={format.count(widget.total)}
            label={data.map((slice) => `${slice.name}: ${slice.display}`).join(', ')}
          />
        </ChartSlot>
      )}
    </WidgetCard>
  );
}

export function BookingSummaryWidget({
  widget,
  format,
}: {
  widget: Widget<'bookingSummary'>;
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  const data = widget.products.map((row) => ({ label: t(`products.${row.product}`), count: row.count }));
  return (
    <WidgetCard id="bookingSummary" title={t('widgets.bookingSummary')}>
      <ChartSlot height={160}>
        <ProductBars
          data={data}
          seriesLabel={t('figures.bookings')}
          label={data.map((row) => `${row.label}: ${format.count(row.count)}`).join(', ')}
        />
      </ChartSlot>
      <Stack gap={4}>
        {widget.products.map((row) => (
          <Group key={row.product} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              {t(`products.${row.product}`)} ·{' '}
              {t('figures.confirmed', { count: row.confirmed, value: format.count(row.confirmed) })}
            </Text>
            <Text size="sm" fw={600} ta="right">
              {row.amounts.map((amount) => format.money(amount.amount, amount.currency)).join(' + ') || '—'}
            </Text>
          </Group>
        ))}
      </Stack>
    </WidgetCard>
  );
}
