import type { Readable } from 'node:stream';
import { reportFileName, type ReportExportFormat, type ReportExportQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { PrintParty } from '../../lib/print-layout';
import { reportCsv, reportPdf, reportXlsx } from './report-files';
import type { ReportScope } from './report-scope';
import { buildReportTable } from './report-table';

const contentTypes: Record<ReportExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export interface ReportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/**
 * Report/Export and pdf/generate/file: the whole report as a file, streamed while its lines are read. The range and
 * totals are read first, so a bad filter is refused before the first byte is sent.
 */
export async function exportReport(options: {
  db: Db;
  scope: ReportScope;
  query: ReportExportQuery;
  brand: PrintParty;
  now: Date;
}): Promise<ReportFile> {
  const { query } = options;
  const table = await buildReportTable(options, query);
  const stream =
    query.format === 'csv'
      ? reportCsv(table)
      : query.format === 'xlsx'
        ? reportXlsx(table)
        : reportPdf(table, options.brand);
  return {
    fileName: reportFileName(query.report, table.range, query.format),
    contentType: contentTypes[query.format],
    stream,
  };
}
