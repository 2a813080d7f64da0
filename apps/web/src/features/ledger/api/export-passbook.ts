import { useMutation } from '@tanstack/react-query';
import { PaymentPaths } from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveFile } from '../../../lib/save-file';
import { filtersToQuery, type PassbookFilters } from '../utils/passbook-filters';

export type PassbookExportFormat = 'csv' | 'xlsx';

/**
 * GET passbook/export: the filtered ledger as a file. It needs the session, so the API client fetches it and the
 * browser is handed the bytes to save under the server's name.
 */
export async function exportPassbook(format: PassbookExportFormat, filters: PassbookFilters): Promise<void> {
  const response = await api.fetchFile(PaymentPaths.passbook.export, {
    query: { format, ...filtersToQuery(filters) },
  });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  saveFile(await response.blob(), fileName ?? `payment-ledger.${format}`);
}

export function useExportPassbook() {
  return useMutation({
    mutationFn: ({ format, filters }: { format: PassbookExportFormat; filters: PassbookFilters }) =>
      exportPassbook(format, filters),
  });
}
