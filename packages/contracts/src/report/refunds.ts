import { z } from 'zod';
import { ZRequestStatus } from '../after-sales/request-status';
import {
  checkReportRange,
  ZReportPageInfo,
  ZReportPaging,
  ZReportRange,
  ZReportRangeFields,
} from './filters';

export const RefundReportKinds = ['Void', 'Refund'] as const;
export const ZRefundReportKind = z.enum(RefundReportKinds);

export const ZRefundsFilterFields = ZReportRangeFields.extend({
  kind: ZRefundReportKind.optional(),
  status: ZRequestStatus.optional(),
});
export const ZRefundsFilters = ZRefundsFilterFields.strict().superRefine(checkReportRange);
export type RefundsFilters = z.infer<typeof ZRefundsFilters>;
export const ZRefundsQuery = ZRefundsFilterFields.extend(ZReportPaging.shape)
  .strict()
  .superRefine(checkReportRange);
export type RefundsQuery = z.infer<typeof ZRefundsQuery>;

/**
 * A void or refund request made in the range. refunded: what came back to the wallet; charged: what the agency
 * paid for it (penalties and fees kept), both minor units, 0 until the request is settled.
 */
export const ZRefundsLine = z.object({
  reference: z.string(),
  orderReference: z.string().nullable(),
  kind: ZRefundReportKind,
  status: ZRequestStatus,
  requestedAt: z.string(),
  refunded: z.number().int().nonnegative(),
  charged: z.number().int().nonnegative(),
});
export type RefundsLine = z.infer<typeof ZRefundsLine>;

export const ZRefundsReport = ZReportPageInfo.extend({
  range: ZReportRange,
  lines: z.array(ZRefundsLine),
  totals: z.object({
    count: z.number().int().nonnegative(),
    refunded: z.number().int().nonnegative(),
    charged: z.number().int().nonnegative(),
  }),
});
export type RefundsReport = z.infer<typeof ZRefundsReport>;
