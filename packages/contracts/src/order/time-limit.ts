import { z } from 'zod';
import { ZFlightOrder } from './flight-order';

export const TimeLimitErrorCode = { NotExtendable: 'TIME_LIMIT_NOT_EXTENDABLE' } as const;

export const TimeLimitMessage = {
  notExtendable: 'The airline does not extend the time limit of this booking any further.',
  notHeld: 'Only a booking on hold has a time limit to extend.',
  notLater: 'Please choose a time after the current time limit.',
} as const;

/**
 * POST GetExtendTimeLimitRequest {orderReference}: the held order's time limit, and the latest the airline would
 * extend it to (null when it extends none, e.g. a Web fare).
 */
export const ZTimeLimitExtension = z.object({
  orderReference: z.string(),
  timeLimit: z.string(),
  latestTimeLimit: z.string().nullable(),
  extendable: z.boolean(),
});
export type TimeLimitExtension = z.infer<typeof ZTimeLimitExtension>;

/** POST UpdateExtendTimeLimitRequest: ask for a later time limit; the airline grants at most its latest. */
export const ZExtendTimeLimitRequest = z.strictObject({
  orderReference: z.string().trim().min(4).max(32),
  timeLimit: z.iso.datetime({ offset: true }),
});
export type ExtendTimeLimitRequest = z.infer<typeof ZExtendTimeLimitRequest>;

/** POST GetUpdatedTimeLimit: the order after reading its time limit from the airline again. */
export const ZUpdatedTimeLimit = z.object({ order: ZFlightOrder, changed: z.boolean() });
export type UpdatedTimeLimit = z.infer<typeof ZUpdatedTimeLimit>;
