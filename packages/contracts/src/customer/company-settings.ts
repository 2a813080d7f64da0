import { z } from 'zod';

/** GET CompanySettings/loadbasicinfo: the signed-in user's agency as the company-settings page shows it. */
export const ZCompanyBasicInfo = z.object({
  agencyId: z.uuid(),
  name: z.string(),
  type: z.enum(['proprietor', 'partnership', 'company', 'corporate']),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  logo: z.string().nullable(),
  tradeLicenseNumber: z.string().nullable(),
  civilAviationNumber: z.string().nullable(),
});
export type CompanyBasicInfo = z.infer<typeof ZCompanyBasicInfo>;

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
