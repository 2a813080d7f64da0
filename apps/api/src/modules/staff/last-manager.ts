import { Functionality } from '@portal/contracts';
import { lastManager } from './staff-errors';
import { countActiveStaffManagers } from './staff.repository';
import type { AgencyScope, Executor } from './staff-scope';

/**
 * The last-manager rule, checked after a change is written inside its transaction (which holds the agency row's
 * lock, see lockAgencyRow): when no active user could manage staff any more, the change is refused and the
 * transaction rolls back, so nothing of it is kept.
 */
export async function keepAStaffManager(tx: Executor, scope: AgencyScope): Promise<void> {
  if ((await countActiveStaffManagers(tx, scope, Functionality.ManageStaff)) === 0) throw lastManager();
}
