import { z } from 'zod';
import { ZBookingsFilterFields, ZBookingsFilters } from './bookings';
import { ZCommissionsFilterFields, ZCommissionsFilters } from './commissions';
import { ZDuesFilterFields, ZDuesFilters } from './dues';
import { checkReportRange } from './filters';
import { ZLedgerStatementFilterFields, ZLedgerStatementFilters } from './ledger';
import { ZRefundsFilterFields, ZRefundsFilters } from './refunds';
import { ZSalesFilterFields, ZSalesFilters } from './sales';

export const ReportExportFormats = ['csv', 'xlsx', 'pdf'] as const;
export const ZReportExportFormat = z.enum(ReportExportFormats);
export type ReportExportFormat = z.infer<typeof ZReportExportFormat>;

const exportFields = { format: ZReportExportFormat };

/**
 * Export (GET): the whole report — every line of the filter, no paging — streamed as an attachment named
 * `<report>-<from>-<to>.<format>`, e.g. sales-2026-10-01-2026-10-31.xlsx.
 */
export const ZReportExportQuery = z.discriminatedUnion('report', [
  ZSalesFilterFields.extend({ ...exportFields, report: z.literal('sales') })
    .strict()
    .superRefine(checkReportRange),
  ZBookingsFilterFields.extend({ ...exportFields, report: z.literal('bookings') })
    .strict()
    .superRefine(checkReportRange),
  ZLedgerStatementFilterFields.extend({ ...exportFields, report: z.literal('ledger') })
    .strict()
    .superRefine(checkReportRange),
  ZRefundsFilterFields.extend({ ...exportFields, report: z.literal('refunds') })
    .strict()
    .superRefine(checkReportRange),
  ZDuesFilterFields.extend({ ...exportFields, report: z.literal('dues') })
    .strict()
    .superRefine(checkReportRange),
  ZCommissionsFilterFields.extend({ ...exportFields, report: z.literal('commissions') })
    .strict()
    .superRefine(checkReportRange),
]);
export type ReportExportQuery = z.infer<typeof ZReportExportQuery>;

/** pdf/generate/file (POST): the PDF of a report, named by the body, with that report's filters. */
export const ZReportPdfRequest = z.discriminatedUnion('report', [
  z.strictObject({ report: z.literal('sales'), filters: ZSalesFilters }),
  z.strictObject({ report: z.literal('bookings'), filters: ZBookingsFilters }),
  z.strictObject({ report: z.literal('ledger'), filters: ZLedgerStatementFilters }),
  z.strictObject({ report: z.literal('refunds'), filters: ZRefundsFilters }),
  z.strictObject({ report: z.literal('dues'), filters: ZDuesFilters }),
  z.strictObject({ report: z.literal('commissions'), filters: ZCommissionsFilters }),
]);
export type ReportPdfRequest = z.infer<typeof ZReportPdfRequest>;

/** The file name of an export: the report, the range's days and the format. */
export const reportFileName = (
  report: string,
  range: { from: string; to: string },
  format: ReportExportFormat,
) => `${report}-${range.from}-${range.to}.${format}`;
