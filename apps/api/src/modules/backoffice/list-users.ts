import { BackofficeUsersPageSize, type GetUsersResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listTenantUsers } from './user-directory.repository';

/** The operator's tenant's users, a page at a time, with what an operator needs to end their sessions. */
export async function listUsers(options: {
  db: Db;
  tenantId: string;
  search?: string | undefined;
  page: number;
  now?: Date;
}): Promise<GetUsersResponse> {
  const pageSize = BackofficeUsersPageSize;
  const { rows, total } = await listTenantUsers(options.db, options.tenantId, {
    search: options.search ?? '',
    limit: pageSize,
    offset: (options.page - 1) * pageSize,
    now: options.now ?? new Date(),
  });
  return {
    users: rows.map((row) => ({
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      agencyName: row.agencyName,
      role: row.role,
      status: row.status,
      openSessions: row.openSessions ?? 0,
      lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    })),
    page: options.page,
    pageSize,
    total,
  };
}
