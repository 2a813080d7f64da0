import type { StaffView } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findAgencyUser } from './agency.repository';

/** One user of the caller's agency; an id of another agency or tenant answers 404, so ids cannot be probed. */
export async function viewStaff(options: {
  db: Db;
  tenantId: string;
  agencyId: string | null;
  staffId: string;
}): Promise<StaffView> {
  if (!options.agencyId) throw AppError.notFound();
  const row = await findAgencyUser(options.db, {
    tenantId: options.tenantId,
    agencyId: options.agencyId,
    userId: options.staffId,
  });
  if (!row) throw AppError.notFound();
  return {
    staffId: row.staffId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roleName: row.roleName,
    isOwner: row.role === 'agent',
  };
}
