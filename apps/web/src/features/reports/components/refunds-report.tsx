import { useTranslation } from 'react-i18next';
import { NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useZonedDateTime } from '../../../lib/zoned-time';
import type { ReportFilters } from '../utils/report-filters';
import { ReportLines } from './report-lines';

/** Void and refund requests made in the period, with what came back and what was charged. */
export function RefundsReportView({
  filters,
  onPage,
}: {
  filters: ReportFilters;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('reports');
  const money = useLedgerMoney();
  const zoned = useZonedDateTime();
  const status = (value: string) => t(`statuses.${value}`, { defaultValue: value });

  return (
    <ReportLines
      report="refunds"
      filters={filters}
      onPage={onPage}
      totals={(data) => [
        { label: t('totals.requests'), value: String(data.totals.count) },
        { label: t('totals.refunded'), value: money(data.totals.refunded, data.range.currency), main: true },
        { label: t('totals.charged'), value: money(data.totals.charged, data.range.currency) },
      ]}
      minWidth={820}
      columns={() => [
        { label: t('columns.reference') },
        { label: t('columns.order') },
        { label: t('columns.type') },
        { label: t('columns.status') },
        { label: t('columns.requested') },
        { label: t('columns.refunded'), amount: true },
        { label: t('columns.charged'), amount: true },
      ]}
      totalsRow={(data) => ({
        span: 5,
        cells: (
          <>
            <NoWrapCell amount fw={600}>
              {money(data.totals.refunded, data.range.currency)}
            </NoWrapCell>
            <NoWrapCell amount fw={600}>
              {money(data.totals.charged, data.range.currency)}
            </NoWrapCell>
          </>
        ),
      })}
      keyOf={(line) => line.reference}
      row={(line, data) => (
        <>
          <NoWrapCell reference>{line.reference}</NoWrapCell>
          <NoWrapCell reference>{line.orderReference ?? t('noValue')}</NoWrapCell>
          <NoWrapCell>{t(`refundKinds.${line.kind}`)}</NoWrapCell>
          <NoWrapCell>{status(line.status)}</NoWrapCell>
          <NoWrapCell>{zoned(line.requestedAt, data.range.timeZone)}</NoWrapCell>
          <NoWrapCell amount>{money(line.refunded, data.range.currency)}</NoWrapCell>
          <NoWrapCell amount>{money(line.charged, data.range.currency)}</NoWrapCell>
        </>
      )}
      card={(line, data) => ({
        reference: line.reference,
        status: status(line.status),
        figures: [
          [t('columns.type'), t(`refundKinds.${line.kind}`)],
          [t('columns.order'), line.orderReference ?? t('noValue')],
          [t('columns.requested'), zoned(line.requestedAt, data.range.timeZone)],
          [t('columns.refunded'), money(line.refunded, data.range.currency)],
          [t('columns.charged'), money(line.charged, data.range.currency)],
        ],
      })}
    />
  );
}
