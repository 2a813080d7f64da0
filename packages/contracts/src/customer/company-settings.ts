import { z } from 'zod';

export const ZViewStaffQuery = z.strictObject({ staffId: z.uuid() });

/** GET CompanySettings/viewstaff: one user of the caller's own agency; any other id answers 404. */
export const ZStaffView = z.object({
  staffId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleName: z.string().nullable(),
  isOwner: z.boolean(),
});
export type StaffView = z.infer<typeof ZStaffView>;
