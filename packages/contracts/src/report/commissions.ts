import { z } from 'zod';
import {
  checkReportRange,
  ZReportPageInfo,
  ZReportPaging,
  ZReportRange,
  ZReportRangeFields,
} from './filters';

export const CommissionGroupings = ['airlineMonth', 'airline', 'month'] as const;
export const ZCommissionGrouping = z.enum(CommissionGroupings);
export type CommissionGrouping = z.infer<typeof ZCommissionGrouping>;

export const ZCommissionsFilterFields = ZReportRangeFields.extend({
  groupBy: ZCommissionGrouping.default('airlineMonth'),
  airline: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2}$/)
    .optional(),
});
export const ZCommissionsFilters = ZCommissionsFilterFields.strict().superRefine(checkReportRange);
export type CommissionsFilters = z.infer<typeof ZCommissionsFilters>;
export const ZCommissionsQuery = ZCommissionsFilterFields.extend(ZReportPaging.shape)
  .strict()
  .superRefine(checkReportRange);
export type CommissionsQuery = z.infer<typeof ZCommissionsQuery>;

/** Tickets issued in the range (by their ticket posting), per airline and/or month (YYYY-MM in the agency's zone). */
export const ZCommissionsLine = z.object({
  /** null when grouped by airline only. */
  month: z.string().nullable(),
  /** null when grouped by month only. */
  airline: z.string().nullable(),
  count: z.number().int().nonnegative(),
  gross: z.number().int(),
  commission: z.number().int(),
  ait: z.number().int(),
});
export type CommissionsLine = z.infer<typeof ZCommissionsLine>;

export const ZCommissionsReport = ZReportPageInfo.extend({
  range: ZReportRange,
  groupBy: ZCommissionGrouping,
  lines: z.array(ZCommissionsLine),
  totals: ZCommissionsLine.omit({ month: true, airline: true }),
});
export type CommissionsReport = z.infer<typeof ZCommissionsReport>;
