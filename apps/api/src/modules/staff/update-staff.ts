import type { z } from 'zod';
import type { StaffResponse, ZUpdateStaffRequest } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { keepAStaffManager } from './last-manager';
import { findRole } from './role.repository';
import { changedFields, recordStaffEvent } from './staff-audit';
import { agencyScopeOf, type StaffCall } from './staff-caller';
import { staffNotFound, unknownBranch, unknownRole } from './staff-errors';
import { fullName, toStaffMember } from './staff-shape';
import { findActiveBranch, findStaff, updateStaffRow } from './staff.repository';
import { lockAgencyRow } from './staff-scope';

/**
 * Changes a user's name, phone, designation, role and branch. A role makes an owner staff; no role makes a staff
 * member an owner. The new permissions and branch count from the user's next request. A change that would leave
 * the agency without an active staff manager is refused (422) and nothing is written.
 */
export async function updateStaff(
  options: StaffCall & { request: z.output<typeof ZUpdateStaffRequest>; now: Date },
): Promise<StaffResponse> {
  const { db, caller, request, now } = options;
  const scope = agencyScopeOf(caller);
  const row = await db.transaction(async (tx) => {
    if (!(await lockAgencyRow(tx, scope))) throw AppError.notFound();
    const before = await findStaff(tx, scope, request.staffId);
    if (!before) throw staffNotFound();
    const role = request.roleId ? await findRole(tx, scope, request.roleId) : null;
    if (request.roleId && !role) throw unknownRole();
    // A user may stay in a branch that has since closed; moving into one needs it active.
    if (request.branchId && request.branchId !== before.branchId) {
      if (!(await findActiveBranch(tx, scope, request.branchId))) throw unknownBranch();
    }
    const phoneCountryCode = request.phoneNumber ? request.e164Code : null;
    const phoneChanged =
      request.phoneNumber !== before.phoneNumber || phoneCountryCode !== before.phoneCountryCode;
    await updateStaffRow(tx, scope, before.id, {
      firstName: request.firstName,
      lastName: request.lastName,
      phoneCountryCode,
      phoneNumber: request.phoneNumber,
      designation: request.designation,
      roleId: request.roleId,
      branchId: request.branchId,
      // A new number has not been proven by a code yet; the next login asks for it.
      ...(phoneChanged ? { phoneVerified: false } : {}),
      now,
    });
    await keepAStaffManager(tx, scope);
    const after = await findStaff(tx, scope, before.id);
    if (!after) throw staffNotFound();
    const changes = changedFields(
      {
        name: fullName(before),
        phone: before.phoneNumber,
        designation: before.designation,
        role: before.roleName ?? 'Owner',
        branch: before.branchName ?? 'Head office',
      },
      {
        name: fullName(after),
        phone: after.phoneNumber,
        designation: after.designation,
        role: after.roleName ?? 'Owner',
        branch: after.branchName ?? 'Head office',
      },
    );
    await recordStaffEvent(tx, scope, caller.id, {
      action: 'staff.updated',
      targetType: 'staff',
      targetId: before.id,
      summary: `Updated ${fullName(after)} (${after.email})`,
      changes,
    });
    return after;
  });
  return { staff: toStaffMember(row) };
}
