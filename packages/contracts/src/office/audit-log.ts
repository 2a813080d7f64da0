import { z } from 'zod';

/** What an agency audit entry is about. */
export const AgencyAuditTargetTypes = [
  'company',
  'branch',
  'document',
  'bankAccount',
  'role',
  'staff',
] as const;
export const ZAgencyAuditTargetType = z.enum(AgencyAuditTargetTypes);
export type AgencyAuditTargetType = z.infer<typeof ZAgencyAuditTargetType>;

export const AuditLogLimit = { defaultPageSize: 25, maxPageSize: 100 } as const;

/** GET CompanySettings/loadauditlog (ManageStaff or EditCompanyInfo): the agency's log, newest first. */
export const ZLoadAuditLogQuery = z.strictObject({
  targetType: ZAgencyAuditTargetType.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(AuditLogLimit.maxPageSize)
    .default(AuditLogLimit.defaultPageSize),
});
export type LoadAuditLogQuery = z.input<typeof ZLoadAuditLogQuery>;

export const ZAgencyAuditEntry = z.object({
  eventId: z.uuid(),
  /** ISO instant. */
  at: z.string(),
  actorName: z.string(),
  /** e.g. "staff.invited", "role.updated". */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  /** Changed fields as { field: [before, after] }. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
});
export type AgencyAuditEntry = z.infer<typeof ZAgencyAuditEntry>;

export const ZAuditLogPage = z.object({
  events: z.array(ZAgencyAuditEntry),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogPage = z.infer<typeof ZAuditLogPage>;
