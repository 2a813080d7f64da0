import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportExportFormats, type ReportExportFormat } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useExportReport } from '../api/export-report';
import type { ReportFilters } from '../utils/report-filters';

/** CSV, Excel and PDF of the whole report under the current filters (every line, not just this page). */
export function ExportButtons({
  filters,
  range,
}: {
  filters: ReportFilters;
  range: { from: string; to: string } | undefined;
}) {
  const { t } = useTranslation('reports');
  const exporting = useExportReport();
  const busy = (format: ReportExportFormat) => exporting.isPending && exporting.variables.format === format;
  const run = (format: ReportExportFormat) =>
    exporting.mutate(
      { format, filters, range },
      { onError: (error) => showToast({ message: errorMessage(error, t('export.failed')), color: 'red' }) },
    );

  return (
    <Group gap="xs" role="group" aria-label={t('export.label')}>
      {ReportExportFormats.map((format) => (
        <Button
          key={format}
          variant="default"
          size="sm"
          onClick={() => run(format)}
          loading={busy(format)}
          disabled={exporting.isPending && !busy(format)}
          aria-label={t(`export.${format}Label`)}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
