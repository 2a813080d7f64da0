import { z } from 'zod';

const ZContactPerson = z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() });

/** The signed-in user's context (spec §3 "User context"); loaded after login and on every app start. */
export const ZUserContext = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  profileLogo: z.string().nullable(),
  companyLogo: z.string().nullable(),
  onlineUpload: z.boolean(),
  /** Functionality codes the user holds; an empty list means every functionality (spec §6). */
  functionalities: z.array(z.number().int()),
  /** A member of the tenant's back office (no agency); the web lands such users in /backoffice. */
  isOperator: z.boolean(),
  /** The back-office permissions an operator holds (empty for agency users); the web shows only what they allow. */
  operatorPermissions: z.array(z.string()),
  isReviewGiven: z.boolean(),
  documentCollect: z.object({ canSkip: z.boolean(), forceCollect: z.boolean() }),
  associatedStaff: ZContactPerson.nullable(),
  associatedBranch: ZContactPerson.nullable(),
  authentic: z.object({
    forceLogout: z.boolean(),
    logoutMessage: z.string().nullable(),
    newToken: z.string().nullable(),
  }),
});
export type UserContext = z.infer<typeof ZUserContext>;
