import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DuesReport } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { chartHeight } from '../components/report-chart';
import { compactAmount } from './chart-format';

const bucketColors: Record<string, string> = {
  notDue: 'teal.6',
  days1to7: 'yellow.6',
  days8to30: 'orange.6',
  days31to60: 'red.6',
  over60: 'red.9',
};

/** What is still owed in each age bucket, from not yet due to over 60 days late. */
export default function DuesChart({ report }: { report: DuesReport }) {
  const { t, i18n } = useTranslation('reports');
  const money = useLedgerMoney();
  const { currency } = report.range;
  if (report.totals.count === 0) return <Text c="dimmed">{t('charts.empty')}</Text>;
  const data = report.buckets.map((bucket) => ({
    bucket: t(`buckets.${bucket.bucket}`),
    outstanding: bucket.outstanding,
    color: bucketColors[bucket.bucket] ?? 'gray.6',
  }));
  return (
    <BarChart
      h={chartHeight}
      data={data}
      dataKey="bucket"
      series={[{ name: 'outstanding', label: `${t('charts.outstanding')} (${currency})`, color: 'orange.6' }]}
      valueFormatter={(value) => money(value, currency)}
      yAxisProps={{ tickFormatter: compactAmount(i18n.language, currency), width: 56 }}
      tickLine="none"
      gridAxis="x"
      maxBarWidth={56}
    />
  );
}
