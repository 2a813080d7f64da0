import { z } from 'zod';
import { TextLimit } from '../common/strings';

export const BackofficeUserPaths = {
  getUsers: '/backoffice/api/v1/User/GetUsers',
} as const;

/** Rows per page of the back office's user list. */
export const BackofficeUsersPageSize = 25;

/** GET User/GetUsers: a page of the tenant's users; search matches email, name or agency name (contains). */
export const ZGetUsersQuery = z.strictObject({
  search: z.string().trim().max(TextLimit.short).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type GetUsersQuery = z.input<typeof ZGetUsersQuery>;

export const ZBackofficeUser = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Null for the tenant's operators, who belong to no agency. */
  agencyName: z.string().nullable(),
  role: z.enum(['agent', 'staff', 'operator']),
  status: z.enum(['active', 'disabled', 'invited']),
  /** Sessions neither expired, logged out nor ended by an operator. */
  openSessions: z.number().int().nonnegative(),
  /** When the user last signed in (their newest session), ISO 8601; null if never. */
  lastSignInAt: z.string().nullable(),
});
export type BackofficeUser = z.infer<typeof ZBackofficeUser>;

export const ZGetUsersResponse = z.object({
  users: z.array(ZBackofficeUser),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().nonnegative(),
});
export type GetUsersResponse = z.infer<typeof ZGetUsersResponse>;
