import { z } from 'zod';
import {
  checkReportRange,
  ZReportPageInfo,
  ZReportPaging,
  ZReportProduct,
  ZReportRange,
  ZReportRangeFields,
} from './filters';

/** How the sales report groups its lines. */
export const SalesGroupings = ['day', 'product', 'airline', 'route', 'staff', 'branch'] as const;
export const ZSalesGrouping = z.enum(SalesGroupings);
export type SalesGrouping = z.infer<typeof ZSalesGrouping>;

export const ZSalesFilterFields = ZReportRangeFields.extend({
  groupBy: ZSalesGrouping.default('day'),
  product: ZReportProduct.optional(),
  /** Two-letter airline code (flights only). */
  airline: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2}$/)
    .optional(),
});
export const ZSalesFilters = ZSalesFilterFields.strict().superRefine(checkReportRange);
export type SalesFilters = z.infer<typeof ZSalesFilters>;

export const ZSalesQuery = ZSalesFilterFields.extend(ZReportPaging.shape)
  .strict()
  .superRefine(checkReportRange);
export type SalesQuery = z.infer<typeof ZSalesQuery>;

/**
 * Figures of a group of sales, minor units of the report's currency. `net` is what the agency was charged: its
 * wallet's sale postings (ticket, hotel, holiday, visa) less what refunds and reversals gave back, so the net total
 * of a period equals those lines of the payment ledger for the same days. An order's gross, commission and AIT come
 * with its issue posting (agent price = gross − commission + AIT); other lines (hotels, holidays, visas, exchange
 * charges, refunds) count their net as gross. profit = commission − AIT: what the agency keeps selling at gross.
 */
export const ZSalesFigures = z.object({
  /** Orders with a sale posting in the group. */
  count: z.number().int().nonnegative(),
  gross: z.number().int(),
  net: z.number().int(),
  commission: z.number().int(),
  ait: z.number().int(),
  profit: z.number().int(),
});
export type SalesFigures = z.infer<typeof ZSalesFigures>;

export const ZSalesLine = ZSalesFigures.extend({
  /** The group's key: a day (YYYY-MM-DD), product, airline code, route, user id, branch id ('head' for head office). */
  key: z.string(),
  label: z.string(),
});
export type SalesLine = z.infer<typeof ZSalesLine>;

export const ZSalesReport = ZReportPageInfo.extend({
  range: ZReportRange,
  groupBy: ZSalesGrouping,
  lines: z.array(ZSalesLine),
  /** Over every line of the filter, not just this page. */
  totals: ZSalesFigures,
});
export type SalesReport = z.infer<typeof ZSalesReport>;
