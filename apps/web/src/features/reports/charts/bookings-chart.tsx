import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReportLines } from '../api/get-report';
import { chartHeight } from '../components/report-chart';
import type { ReportFilters } from '../utils/report-filters';

const statusColors = ['teal.6', 'blue.6', 'yellow.6', 'orange.6', 'red.6', 'grape.6', 'cyan.6', 'gray.6'];

/** How many bookings of each product ended in each status, stacked per product. */
export default function BookingsChart({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation('reports');
  const report = useReportLines('bookings', filters, true);
  if (report.isPending) {
    return (
      <Center h={chartHeight} role="status" aria-label={t('charts.loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (report.isError) return <Text c="red">{t('charts.failed')}</Text>;
  const { lines } = report.data;
  if (lines.length === 0) return <Text c="dimmed">{t('charts.empty')}</Text>;
  const statuses = [...new Set(lines.map((line) => line.status))];
  const products = [...new Set(lines.map((line) => line.product))];
  const data = products.map((product) => {
    const row: Record<string, string | number> = { product: t(`products.${product}`) };
    for (const line of lines) if (line.product === product) row[line.status] = line.count;
    return row;
  });
  return (
    <BarChart
      h={chartHeight}
      data={data}
      dataKey="product"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      series={statuses.map((status, index) => ({
        name: status,
        label: t(`statuses.${status}`, { defaultValue: status }),
        color: statusColors[index % statusColors.length] ?? 'gray.6',
      }))}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      tickLine="none"
      gridAxis="x"
      maxBarWidth={56}
    />
  );
}
