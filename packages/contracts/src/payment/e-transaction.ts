import { z } from 'zod';
import { ZDayFilter } from '../common/dates';
import { ZOnlinePaymentMethod, ZOnlinePaymentStatus, ZOnlinePaymentView } from './online';

/**
 * E-transactions (spec §7 "etransaction", page /e-transactions on the default tenant): the agency's payments
 * through the online gateway, whatever became of them, newest first.
 */

/** GET etransaction/GetTransactions. paymentId asks for one payment: another agency's answers 404. */
export const ZETransactionQuery = z.strictObject({
  status: ZOnlinePaymentStatus.optional(),
  method: ZOnlinePaymentMethod.optional(),
  /** Days of the tenant's calendar, both included. */
  from: ZDayFilter.optional(),
  to: ZDayFilter.optional(),
  paymentId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ETransactionQuery = z.infer<typeof ZETransactionQuery>;

export const ZETransactionPage = z.object({
  transactions: z.array(ZOnlinePaymentView),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ETransactionPage = z.infer<typeof ZETransactionPage>;

const ZOption = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

/** GET etransaction/GetLookups: what the list can be filtered by. */
export const ZETransactionLookups = z.object({
  statuses: z.array(ZOption(ZOnlinePaymentStatus)),
  methods: z.array(ZOption(ZOnlinePaymentMethod)),
});
export type ETransactionLookups = z.infer<typeof ZETransactionLookups>;
