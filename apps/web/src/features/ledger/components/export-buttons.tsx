import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useExportPassbook, type PassbookExportFormat } from '../api/export-passbook';
import type { PassbookFilters } from '../utils/passbook-filters';

/** "Export CSV" and "Export Excel": the ledger under the current filters, as a file to keep. */
export function ExportButtons({ filters }: { filters: PassbookFilters }) {
  const { t } = useTranslation('ledger');
  const exporting = useExportPassbook();
  const run = (format: PassbookExportFormat) =>
    exporting.mutate(
      { format, filters },
      { onError: (error) => showToast({ message: errorMessage(error, t('export.failed')), color: 'red' }) },
    );
  const busy = (format: PassbookExportFormat) => exporting.isPending && exporting.variables.format === format;

  return (
    <Group gap="xs" role="group" aria-label={t('export.label')}>
      <Button
        variant="default"
        size="sm"
        onClick={() => run('csv')}
        loading={busy('csv')}
        disabled={exporting.isPending && !busy('csv')}
      >
        {t('export.csv')}
      </Button>
      <Button
        variant="default"
        size="sm"
        onClick={() => run('xlsx')}
        loading={busy('xlsx')}
        disabled={exporting.isPending && !busy('xlsx')}
      >
        {t('export.xlsx')}
      </Button>
    </Group>
  );
}
