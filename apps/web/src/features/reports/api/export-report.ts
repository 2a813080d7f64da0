import { useMutation } from '@tanstack/react-query';
import { reportFileName, ReportPaths, type ReportExportFormat } from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveFile } from '../../../lib/save-file';
import { reportQuery, type ReportFilters } from '../utils/report-filters';

/**
 * The whole report as a file. CSV and XLSX come from the export call (GET, streamed by the server); the PDF from the
 * spec's report-service call (POST pdf/generate/file with the report and its filters). Both need the session, so
 * the API client fetches the bytes and the browser saves them under the server's name.
 */
export async function exportReport(
  format: ReportExportFormat,
  filters: ReportFilters,
  range: { from: string; to: string } | undefined,
): Promise<void> {
  const query = reportQuery(filters);
  const response =
    format === 'pdf'
      ? await api.postFile(ReportPaths.pdf, { report: filters.report, filters: query })
      : await api.fetchFile(ReportPaths.export, { query: { report: filters.report, format, ...query } });
  const fallback = range ? reportFileName(filters.report, range, format) : `${filters.report}.${format}`;
  saveFile(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallback,
  );
}

export function useExportReport() {
  return useMutation({
    mutationFn: (input: {
      format: ReportExportFormat;
      filters: ReportFilters;
      range: { from: string; to: string } | undefined;
    }) => exportReport(input.format, input.filters, input.range),
  });
}
