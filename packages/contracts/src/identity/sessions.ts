import { z } from 'zod';
import { TextLimit } from '../common/strings';

/** POST Session/EndUserSessions (operators): the user's open sessions end with a logout notice. */
export const ZEndUserSessionsRequest = z
  .strictObject({
    userId: z.uuid().optional(),
    /** The user's email, as an alternative to the id. */
    email: z.string().max(TextLimit.email).optional(),
    logoutMessage: z.string().min(1).max(TextLimit.short).optional(),
  })
  .refine((body) => (body.userId === undefined) !== (body.email === undefined), {
    message: 'Give either userId or email',
  });
export type EndUserSessionsRequest = z.infer<typeof ZEndUserSessionsRequest>;

export const ZEndUserSessionsResponse = z.object({ endedSessions: z.number().int().nonnegative() });
export type EndUserSessionsResponse = z.infer<typeof ZEndUserSessionsResponse>;
