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
