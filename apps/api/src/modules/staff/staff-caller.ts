import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AgencyScope } from './staff-scope';

/** The signed-in user a staff call acts for. */
export interface StaffCaller {
  id: string;
  tenantId: string;
  agencyId: string | null;
}

export interface StaffCall {
  db: Db;
  caller: StaffCaller;
}

/** The caller's agency; operators belong to none, so its rows are not theirs to find. */
export function agencyScopeOf(caller: StaffCaller): AgencyScope {
  if (!caller.agencyId) throw AppError.notFound();
  return { tenantId: caller.tenantId, agencyId: caller.agencyId };
}
