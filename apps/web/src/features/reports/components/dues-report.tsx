import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DueAgeBucket } from '@portal/contracts';
import { NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useZonedDateTime } from '../../../lib/zoned-time';
import type { ReportFilters } from '../utils/report-filters';
import { DuesChart, ReportChart } from './report-chart';
import { ReportLines } from './report-lines';

const bucketColor: Record<DueAgeBucket, string> = {
  notDue: 'teal',
  days1to7: 'yellow',
  days8to30: 'orange',
  days31to60: 'red',
  over60: 'red',
};

/** Open dues by age: each order's outstanding amount and how late it is, with the ageing over all of them. */
export function DuesReportView({
  filters,
  onPage,
}: {
  filters: ReportFilters;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('reports');
  const money = useLedgerMoney();
  const zoned = useZonedDateTime();
  const day = useCalendarDay();
  const age = (bucket: DueAgeBucket) => (
    <Badge variant="light" color={bucketColor[bucket]}>
      {t(`buckets.${bucket}`)}
    </Badge>
  );

  return (
    <ReportLines
      report="dues"
      filters={filters}
      onPage={onPage}
      totals={(data) => [
        {
          label: t('totals.outstanding'),
          value: money(data.totals.outstanding, data.range.currency),
          main: true,
        },
        { label: t('totals.dues'), value: String(data.totals.count) },
        { label: t('totals.asOf'), value: day(data.asOf) },
      ]}
      chart={(data) =>
        data ? (
          <ReportChart title={t('charts.duesAgeing')}>
            <DuesChart report={data} />
          </ReportChart>
        ) : null
      }
      minWidth={980}
      columns={() => [
        { label: t('columns.order') },
        { label: t('columns.pnr') },
        { label: t('columns.route') },
        { label: t('columns.booked') },
        { label: t('columns.dueDate') },
        { label: t('columns.total'), amount: true },
        { label: t('columns.paid'), amount: true },
        { label: t('columns.outstanding'), amount: true },
        { label: t('columns.age') },
      ]}
      totalsRow={(data) => ({
        span: 7,
        cells: (
          <>
            <NoWrapCell amount fw={600}>
              {money(data.totals.outstanding, data.range.currency)}
            </NoWrapCell>
            <Table.Td />
          </>
        ),
      })}
      keyOf={(line) => `${line.orderReference}-${line.dueAt}`}
      row={(line, data) => (
        <>
          <NoWrapCell reference>{line.orderReference}</NoWrapCell>
          <NoWrapCell reference>{line.pnr ?? t('noValue')}</NoWrapCell>
          <NoWrapCell>{line.route ?? t('noValue')}</NoWrapCell>
          <NoWrapCell>{zoned(line.createdAt, data.range.timeZone)}</NoWrapCell>
          <NoWrapCell>{zoned(line.dueAt, data.range.timeZone)}</NoWrapCell>
          <NoWrapCell amount>{money(line.total, data.range.currency)}</NoWrapCell>
          <NoWrapCell amount>{money(line.paid, data.range.currency)}</NoWrapCell>
          <NoWrapCell amount fw={600}>
            {money(line.outstanding, data.range.currency)}
          </NoWrapCell>
          <NoWrapCell>{age(line.bucket)}</NoWrapCell>
        </>
      )}
      card={(line, data) => ({
        reference: line.orderReference,
        status: age(line.bucket),
        figures: [
          [t('columns.outstanding'), money(line.outstanding, data.range.currency)],
          [t('columns.dueDate'), zoned(line.dueAt, data.range.timeZone)],
          [t('columns.route'), line.route ?? t('noValue')],
          [t('columns.pnr'), line.pnr ?? t('noValue')],
          [t('columns.total'), money(line.total, data.range.currency)],
          [t('columns.paid'), money(line.paid, data.range.currency)],
        ],
      })}
    />
  );
}
