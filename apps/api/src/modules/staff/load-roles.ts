import type { DropdownRoleResponse, LoadRolesResponse, Role } from '@portal/contracts';
import { agencyScopeOf, type StaffCall } from './staff-caller';
import { listRoles, type RoleRow } from './role.repository';

export const toRole = (row: RoleRow): Role => ({
  roleId: row.id,
  name: row.name,
  functionalities: row.functionalities,
  userCount: row.userCount,
  updatedAt: row.updatedAt.toISOString(),
});

/** The agency's roles with their codes and how many users hold each. */
export async function loadRoles(options: StaffCall): Promise<LoadRolesResponse> {
  const rows = await listRoles(options.db, agencyScopeOf(options.caller));
  return { roles: rows.map(toRole) };
}

/** The role choices of the staff form. */
export async function dropdownRole(options: StaffCall): Promise<DropdownRoleResponse> {
  const rows = await listRoles(options.db, agencyScopeOf(options.caller));
  return { roles: rows.map((row) => ({ roleId: row.id, name: row.name })) };
}
