import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardWidgets } from '@portal/contracts';
import type { DashboardFormat } from '../utils/use-dashboard-format';
import { WidgetCard } from './widget-card';

type Widget<K extends keyof DashboardWidgets> = NonNullable<DashboardWidgets[K]>;

function Row({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: string;
  color?: string;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

const kycColors = {
  verified: 'green',
  actionRequired: 'red',
  pending: 'yellow',
  notSubmitted: 'gray',
} as const;

export function CompanyStatusWidget({
  widget,
  format,
  link,
}: {
  widget: Widget<'companyStatus'>;
  format: DashboardFormat;
  link: string | null;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetCard id="companyStatus" title={t('widgets.companyStatus')} link={link}>
      <Text fw={600} lineClamp={2}>
        {widget.agencyName}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('figures.kycStatus')}
        </Text>
        <Badge color={kycColors[widget.kycStatus]} variant="light">
          {t(`figures.kyc.${widget.kycStatus}`)}
        </Badge>
      </Group>
      {widget.creditLimits.map((limit) => (
        <Row
          key={limit.currency}
          label={t('figures.creditLimit')}
          value={format.money(limit.amount, limit.currency)}
        />
      ))}
      <Row label={t('figures.activeStaff')} value={format.count(widget.activeStaff)} />
      <Row label={t('figures.activeBranches')} value={format.count(widget.activeBranches)} />
    </WidgetCard>
  );
}

export function DueWidget({
  widget,
  format,
  link,
}: {
  widget: Widget<'due'>;
  format: DashboardFormat;
  link: string | null;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetCard id="due" title={t('widgets.due')} link={link}>
      {widget.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('figures.noDue')}
        </Text>
      ) : (
        widget.items.map((item) => (
          <Stack key={item.currency} gap={4}>
            <Text fw={700} fz="xl" data-testid="due-outstanding">
              {format.money(item.outstanding, item.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('figures.openDues', { count: item.openCount, value: format.count(item.openCount) })}
            </Text>
            <Row
              label={t('figures.overdue')}
              value={format.money(item.overdue, item.currency)}
              color={item.overdue > 0 ? 'red' : undefined}
            />
            {item.nextDueAt ? <Row label={t('figures.nextDue')} value={format.time(item.nextDueAt)} /> : null}
          </Stack>
        ))
      )}
    </WidgetCard>
  );
}

export function WalletBalanceWidget({
  widget,
  format,
  link,
}: {
  widget: Widget<'walletBalance'>;
  format: DashboardFormat;
  link: string | null;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetCard id="walletBalance" title={t('widgets.walletBalance')} link={link}>
      {widget.wallets.map((wallet) => (
        <Text
          key={wallet.currency}
          fw={700}
          fz="xl"
          c={wallet.balance < 0 ? 'red' : undefined}
          data-testid="wallet-balance"
        >
          {format.money(wallet.balance, wallet.currency)}
        </Text>
      ))}
      {widget.wallets.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
    </WidgetCard>
  );
}

export function RemainingBalanceWidget({
  widget,
  format,
}: {
  widget: Widget<'remainingBalance'>;
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetCard id="remainingBalance" title={t('widgets.remainingBalance')}>
      {widget.wallets.map((wallet) => (
        <Stack key={wallet.currency} gap={4}>
          <Text fw={700} fz="xl" data-testid="remaining-available">
            {format.money(wallet.available, wallet.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('figures.available')}
          </Text>
          <Row label={t('figures.balance')} value={format.money(wallet.balance, wallet.currency)} />
          <Row label={t('figures.creditLimit')} value={format.money(wallet.creditLimit, wallet.currency)} />
          <Row label={t('figures.creditLeft')} value={format.money(wallet.creditLeft, wallet.currency)} />
        </Stack>
      ))}
      {widget.wallets.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
    </WidgetCard>
  );
}

function change(now: number, before: number): { text: string; color: string } | null {
  if (before === 0) return null;
  const percent = Math.round(((now - before) / Math.abs(before)) * 100);
  return { text: `${percent > 0 ? '+' : ''}${percent}%`, color: percent >= 0 ? 'green' : 'red' };
}

export function StatisticWidget({
  widget,
  format,
}: {
  widget: Widget<'statistic'>;
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  const rows = [
    {
      key: 'bookings',
      now: widget.thisMonth.bookings,
      before: widget.lastMonth.bookings,
      show: format.count,
    },
    { key: 'tickets', now: widget.thisMonth.tickets, before: widget.lastMonth.tickets, show: format.count },
    {
      key: 'sales',
      now: widget.thisMonth.sales,
      before: widget.lastMonth.sales,
      show: (value: number) => format.money(value, widget.currency),
    },
  ];
  return (
    <WidgetCard id="statistic" title={t('widgets.statistic')}>
      <SimpleGrid cols={2} spacing="xs">
        <Text size="xs" c="dimmed">
          {t('figures.thisMonth')} · {format.month(widget.thisMonth.month)}
        </Text>
        <Text size="xs" c="dimmed" ta="right">
          {t('figures.lastMonth')} · {format.month(widget.lastMonth.month)}
        </Text>
      </SimpleGrid>
      {rows.map((row) => {
        const delta = change(row.now, row.before);
        return (
          <Stack key={row.key} gap={0}>
            <Text size="xs" c="dimmed">
              {t(`figures.${row.key}`)}
            </Text>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap">
                <Text fw={700} data-testid={`statistic-${row.key}`}>
                  {row.show(row.now)}
                </Text>
                {delta ? (
                  <Badge
                    size="xs"
                    variant="light"
                    color={delta.color}
                    aria-label={`${t('figures.change')} ${delta.text}`}
                  >
                    {delta.text}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed" ta="right">
                {row.show(row.before)}
              </Text>
            </Group>
          </Stack>
        );
      })}
    </WidgetCard>
  );
}
