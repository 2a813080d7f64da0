import { z } from 'zod';

/** POST Authentication/Logout (bearer): the session is revoked at once. */
export const ZLogoutResponse = z.object({ loggedOut: z.literal(true) });
export type LogoutResponse = z.infer<typeof ZLogoutResponse>;
