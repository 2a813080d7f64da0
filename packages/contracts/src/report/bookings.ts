import { z } from 'zod';
import {
  checkReportRange,
  ZReportPageInfo,
  ZReportPaging,
  ZReportProduct,
  ZReportRange,
  ZReportRangeFields,
} from './filters';

export const ZBookingsFilterFields = ZReportRangeFields.extend({
  product: ZReportProduct.optional(),
  /** A status as the product names it (flights: Confirmed, OnHold…; hotels; holiday and visa requests). */
  status: z.string().trim().min(1).max(40).optional(),
});
export const ZBookingsFilters = ZBookingsFilterFields.strict().superRefine(checkReportRange);
export type BookingsFilters = z.infer<typeof ZBookingsFilters>;
export const ZBookingsQuery = ZBookingsFilterFields.extend(ZReportPaging.shape)
  .strict()
  .superRefine(checkReportRange);
export type BookingsQuery = z.infer<typeof ZBookingsQuery>;

/**
 * Bookings made in the range (by when they were created), per product and status: how many, and what they are worth
 * (the order's price, whether paid or not; holiday and visa requests count their accepted amount, 0 before a quote).
 */
export const ZBookingsLine = z.object({
  product: ZReportProduct,
  status: z.string(),
  count: z.number().int().nonnegative(),
  amount: z.number().int(),
});
export type BookingsLine = z.infer<typeof ZBookingsLine>;

export const ZBookingsReport = ZReportPageInfo.extend({
  range: ZReportRange,
  lines: z.array(ZBookingsLine),
  totals: z.object({ count: z.number().int().nonnegative(), amount: z.number().int() }),
});
export type BookingsReport = z.infer<typeof ZBookingsReport>;
