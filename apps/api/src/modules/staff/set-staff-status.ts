import type { z } from 'zod';
import { StaffMessage, type StaffResponse, type ZSetStaffStatusRequest } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { forceLogoutUserSessions } from '../../sessions/user-sessions.repository';
import { keepAStaffManager } from './last-manager';
import { recordStaffEvent } from './staff-audit';
import { agencyScopeOf, type StaffCall } from './staff-caller';
import { selfSuspend, staffNotFound, stillInvited } from './staff-errors';
import { fullName, toStaffMember } from './staff-shape';
import { findStaff, setUserStatus } from './staff.repository';
import { lockAgencyRow } from './staff-scope';

/**
 * Suspends or reactivates a user. Suspending ends every open session of theirs in the same transaction: the next
 * call with any of their tokens answers 401 and the user context tells them why. Nobody may suspend themselves,
 * and the last active staff manager cannot be suspended (422). Asking for the status a user already has changes
 * nothing.
 */
export async function setStaffStatus(
  options: StaffCall & { request: z.output<typeof ZSetStaffStatusRequest>; now: Date },
): Promise<StaffResponse> {
  const { db, caller, request, now } = options;
  const scope = agencyScopeOf(caller);
  const suspend = request.status === 'suspended';
  if (suspend && request.staffId === caller.id) throw selfSuspend();
  const row = await db.transaction(async (tx) => {
    if (!(await lockAgencyRow(tx, scope))) throw AppError.notFound();
    const before = await findStaff(tx, scope, request.staffId);
    if (!before) throw staffNotFound();
    if (before.status === 'invited') throw stillInvited();
    const target = suspend ? 'disabled' : 'active';
    if (before.status === target) return before;
    await setUserStatus(tx, scope, before.id, target, now);
    if (suspend) {
      await forceLogoutUserSessions(tx, {
        tenantId: scope.tenantId,
        userId: before.id,
        message: StaffMessage.sessionEndedBySuspension,
        now,
      });
      await keepAStaffManager(tx, scope);
    }
    await recordStaffEvent(tx, scope, caller.id, {
      action: suspend ? 'staff.suspended' : 'staff.reactivated',
      targetType: 'staff',
      targetId: before.id,
      summary: `${suspend ? 'Suspended' : 'Reactivated'} ${fullName(before)} (${before.email})`,
      changes: { status: [before.status === 'disabled' ? 'suspended' : before.status, request.status] },
    });
    return (await findStaff(tx, scope, before.id)) ?? before;
  });
  return { staff: toStaffMember(row) };
}
