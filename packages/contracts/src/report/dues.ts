import { z } from 'zod';
import {
  checkReportRange,
  ZReportPageInfo,
  ZReportPaging,
  ZReportRange,
  ZReportRangeFields,
} from './filters';

/** Age of an open due on the report's last day: not yet due, then days past its due date. */
export const DueAgeBuckets = ['notDue', 'days1to7', 'days8to30', 'days31to60', 'over60'] as const;
export const ZDueAgeBucket = z.enum(DueAgeBuckets);
export type DueAgeBucket = z.infer<typeof ZDueAgeBucket>;

/** The bucket of a due `daysOverdue` days past its due date (0 or less: not due yet). */
export function dueAgeBucket(daysOverdue: number): DueAgeBucket {
  if (daysOverdue <= 0) return 'notDue';
  if (daysOverdue <= 7) return 'days1to7';
  if (daysOverdue <= 30) return 'days8to30';
  if (daysOverdue <= 60) return 'days31to60';
  return 'over60';
}

export const ZDuesFilterFields = ZReportRangeFields.extend({ bucket: ZDueAgeBucket.optional() });
export const ZDuesFilters = ZDuesFilterFields.strict().superRefine(checkReportRange);
export type DuesFilters = z.infer<typeof ZDuesFilters>;
export const ZDuesQuery = ZDuesFilterFields.extend(ZReportPaging.shape)
  .strict()
  .superRefine(checkReportRange);
export type DuesQuery = z.infer<typeof ZDuesQuery>;

/**
 * An order's due that is still open, for dues created in the range, aged as of the range's last day (today when the
 * range runs to today). Minor units.
 */
export const ZDuesLine = z.object({
  orderReference: z.string(),
  pnr: z.string().nullable(),
  route: z.string().nullable(),
  airline: z.string().nullable(),
  createdAt: z.string(),
  dueAt: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  daysOverdue: z.number().int(),
  bucket: ZDueAgeBucket,
});
export type DuesLine = z.infer<typeof ZDuesLine>;

export const ZDuesReport = ZReportPageInfo.extend({
  range: ZReportRange,
  /** The day the ages are counted to. */
  asOf: z.string(),
  lines: z.array(ZDuesLine),
  /** Every bucket, in order, over the whole filter (zero when empty). */
  buckets: z.array(
    z.object({ bucket: ZDueAgeBucket, count: z.number().int().nonnegative(), outstanding: z.number().int() }),
  ),
  totals: z.object({ count: z.number().int().nonnegative(), outstanding: z.number().int() }),
});
export type DuesReport = z.infer<typeof ZDuesReport>;
