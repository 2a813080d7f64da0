import type { z } from 'zod';
import type { RoleResponse, ZCreateRoleRequest } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { toRole } from './load-roles';
import { findRole, insertRole, isRoleNameTaken, isRoleNameViolation } from './role.repository';
import { recordStaffEvent } from './staff-audit';
import { agencyScopeOf, type StaffCall } from './staff-caller';
import { roleNameTaken } from './staff-errors';
import { lockAgencyRow } from './staff-scope';

/** Adds a role to the agency; its name is unique in the agency whatever its case (409). */
export async function createRole(
  options: StaffCall & { request: z.output<typeof ZCreateRoleRequest>; now: Date },
): Promise<RoleResponse> {
  const { db, caller, request, now } = options;
  const scope = agencyScopeOf(caller);
  try {
    const role = await db.transaction(async (tx) => {
      // Serialises role writes of the agency, so the case-blind name check holds.
      if (!(await lockAgencyRow(tx, scope))) throw AppError.notFound();
      if (await isRoleNameTaken(tx, scope, request.name)) throw roleNameTaken();
      const roleId = await insertRole(tx, scope, { ...request, now });
      await recordStaffEvent(tx, scope, caller.id, {
        action: 'role.created',
        targetType: 'role',
        targetId: roleId,
        summary: `Created the role ${request.name} with ${request.functionalities.length} permissions`,
        changes: { functionalities: [null, request.functionalities] },
      });
      return findRole(tx, scope, roleId);
    });
    if (!role) throw new Error('Created role not found');
    return { role: toRole(role) };
  } catch (error) {
    if (isRoleNameViolation(error)) throw roleNameTaken();
    throw error;
  }
}
