import type { ComponentType } from 'react';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportNames, type ReportName } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { StatusTabs } from '../../../components/list-page/status-tabs';
import { useAddressFilters } from '../../../lib/address-filters';
import { useReportPage } from '../api/get-report';
import { BookingsReportView } from '../components/bookings-report';
import { CommissionsReportView } from '../components/commissions-report';
import { DuesReportView } from '../components/dues-report';
import { LedgerReportView } from '../components/ledger-report';
import { RefundsReportView } from '../components/refunds-report';
import { ReportFilterBar } from '../components/report-filter-bar';
import { SalesReportView } from '../components/sales-report';
import {
  reportFiltersFromSearch,
  reportFiltersToSearch,
  switchReport,
  type ReportFilters,
} from '../utils/report-filters';
import '../i18n';

type ReportView = ComponentType<{
  filters: ReportFilters;
  onPage: (page: number) => void;
  onChange: (change: Partial<ReportFilters>) => void;
}>;

const Views: Record<ReportName, ReportView> = {
  sales: SalesReportView,
  bookings: BookingsReportView,
  ledger: LedgerReportView,
  refunds: RefundsReportView,
  dues: DuesReportView,
  commissions: CommissionsReportView,
};

/**
 * /reports (spec §2, AccessReports): one page, a tab per report, the period (presets read in the agency's time zone)
 * and each report's filters in the address; totals over the whole filter, a chart where one helps, the lines, and
 * the whole report as CSV, Excel or PDF.
 */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const { filters, update } = useAddressFilters(reportFiltersFromSearch, reportFiltersToSearch);
  // The open report's answer names the days its preset covers; its view reads the same query.
  const current = useReportPage(filters.report, filters);
  const View = Views[filters.report];

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeader title={t('title')} intro={t('intro')} />
        <StatusTabs<ReportName>
          label={t('tabsLabel')}
          tabs={ReportNames.map((name) => ({ value: name, label: t(`tabs.${name}`) }))}
          value={filters.report}
          onChange={(report) => update(switchReport(report))}
        >
          <Stack gap="md">
            <ReportFilterBar filters={filters} range={current.data?.range} onChange={update} />
            <View filters={filters} onPage={(page) => update({ page })} onChange={update} />
          </Stack>
        </StatusTabs>
      </Stack>
    </Container>
  );
}
