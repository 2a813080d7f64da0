import type { z } from 'zod';
import type { RoleResponse, ZUpdateRoleRequest } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { keepAStaffManager } from './last-manager';
import { toRole } from './load-roles';
import { findRole, isRoleNameTaken, isRoleNameViolation, updateRoleRow } from './role.repository';
import { changedFields, recordStaffEvent } from './staff-audit';
import { agencyScopeOf, type StaffCall } from './staff-caller';
import { roleNameTaken, roleNotFound } from './staff-errors';
import { lockAgencyRow } from './staff-scope';

/**
 * Replaces a role's name and permissions. Its holders get the new list on their very next request (the session
 * cache hears of every role change). Dropping ManageStaff is refused when it would leave no active staff manager.
 */
export async function updateRole(
  options: StaffCall & { request: z.output<typeof ZUpdateRoleRequest>; now: Date },
): Promise<RoleResponse> {
  const { db, caller, request, now } = options;
  const scope = agencyScopeOf(caller);
  try {
    const role = await db.transaction(async (tx) => {
      if (!(await lockAgencyRow(tx, scope))) throw AppError.notFound();
      const before = await findRole(tx, scope, request.roleId);
      if (!before) throw roleNotFound();
      if (await isRoleNameTaken(tx, scope, request.name, request.roleId)) throw roleNameTaken();
      await updateRoleRow(tx, scope, request.roleId, { ...request, now });
      await keepAStaffManager(tx, scope);
      const changes = changedFields(
        { name: before.name, functionalities: before.functionalities },
        { name: request.name, functionalities: request.functionalities },
      );
      await recordStaffEvent(tx, scope, caller.id, {
        action: 'role.updated',
        targetType: 'role',
        targetId: request.roleId,
        summary: `Updated the role ${request.name}`,
        changes,
      });
      return findRole(tx, scope, request.roleId);
    });
    if (!role) throw roleNotFound();
    return { role: toRole(role) };
  } catch (error) {
    if (isRoleNameViolation(error)) throw roleNameTaken();
    throw error;
  }
}
