import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useReportLines } from '../api/get-report';
import { chartHeight } from '../components/report-chart';
import { useLineLabel } from '../components/line-label';
import type { ReportFilters } from '../utils/report-filters';
import { compactAmount, daysOf } from './chart-format';

/** The most groups a bar chart names; the rest are in the table. */
const maxGroups = 12;

/** Net sales per day of the range (days without sales at zero), or per group, largest first. */
export default function SalesChart({ filters }: { filters: ReportFilters }) {
  const { t, i18n } = useTranslation('reports');
  const money = useLedgerMoney();
  const day = useCalendarDay();
  const labelOf = useLineLabel();
  const report = useReportLines('sales', filters, true);
  if (report.isPending) {
    return (
      <Center h={chartHeight} role="status" aria-label={t('charts.loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (report.isError) return <Text c="red">{t('charts.failed')}</Text>;
  const { range, lines, groupBy } = report.data;
  if (lines.length === 0) return <Text c="dimmed">{t('charts.empty')}</Text>;
  const byDay = groupBy === 'day';
  const net = new Map(lines.map((line) => [line.key, line.net]));
  const data = byDay
    ? daysOf(range.from, range.to).map((key) => ({ name: day(key), net: net.get(key) ?? 0 }))
    : [...lines]
        .sort((a, b) => b.net - a.net)
        .slice(0, maxGroups)
        .map((line) => ({ name: labelOf(groupBy, line), net: line.net }));
  return (
    <BarChart
      h={chartHeight}
      data={data}
      dataKey="name"
      series={[{ name: 'net', label: `${t('charts.net')} (${range.currency})`, color: 'primary.6' }]}
      orientation={byDay ? 'horizontal' : 'vertical'}
      valueFormatter={(value) => money(value, range.currency)}
      yAxisProps={
        byDay ? { tickFormatter: compactAmount(i18n.language, range.currency), width: 56 } : { width: 110 }
      }
      xAxisProps={
        byDay ? { minTickGap: 16 } : { tickFormatter: compactAmount(i18n.language, range.currency) }
      }
      gridAxis={byDay ? 'x' : 'y'}
      tickLine="none"
      maxBarWidth={40}
    />
  );
}
