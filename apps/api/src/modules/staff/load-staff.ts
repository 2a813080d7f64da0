import type { z } from 'zod';
import {
  HeadOfficeFilter,
  StaffStatuses,
  type DropdownBranchResponse,
  type StaffLookupsResponse,
  type StaffPage,
  type StaffView,
  type ZLoadStaffQuery,
} from '@portal/contracts';
import { pageWindow } from '../../lib/list-page';
import { listRoles } from './role.repository';
import { agencyScopeOf, type StaffCall } from './staff-caller';
import { staffNotFound } from './staff-errors';
import { toStaffMember } from './staff-shape';
import { findStaff, listActiveBranches, listStaff, type UserStatus } from './staff.repository';

const storedStatus = {
  invited: 'invited',
  active: 'active',
  suspended: 'disabled',
} as const satisfies Record<(typeof StaffStatuses)[number], UserStatus>;

/** A page of the agency's owners and staff, filtered by name or email, role, branch (or head office) and status. */
export async function loadStaff(
  options: StaffCall & { query: z.output<typeof ZLoadStaffQuery> },
): Promise<StaffPage> {
  const { query } = options;
  const { rows, total } = await listStaff(
    options.db,
    agencyScopeOf(options.caller),
    {
      search: query.search || undefined,
      roleId: query.roleId,
      branchId: query.branchId === HeadOfficeFilter ? null : query.branchId,
      status: query.status ? storedStatus[query.status] : undefined,
    },
    pageWindow(query),
  );
  return { staff: rows.map(toStaffMember), total, page: query.page, pageSize: query.pageSize };
}

/** One user of the caller's agency; an id of another agency or tenant answers 404, so ids cannot be probed. */
export async function viewStaff(options: StaffCall & { staffId: string }): Promise<StaffView> {
  const row = await findStaff(options.db, agencyScopeOf(options.caller), options.staffId);
  if (!row) throw staffNotFound();
  return toStaffMember(row);
}

/** The branch choices of the staff form: the agency's active branches. */
export async function dropdownBranch(options: StaffCall): Promise<DropdownBranchResponse> {
  const rows = await listActiveBranches(options.db, agencyScopeOf(options.caller));
  return { branches: rows.map((row) => ({ branchId: row.id, name: row.name, code: row.code })) };
}

/** Everything the staff page's filters and form offer, in one call. */
export async function getStaffLookups(options: StaffCall): Promise<StaffLookupsResponse> {
  const scope = agencyScopeOf(options.caller);
  const [roles, branches] = await Promise.all([
    listRoles(options.db, scope),
    listActiveBranches(options.db, scope),
  ]);
  return {
    roles: roles.map((row) => ({ roleId: row.id, name: row.name })),
    branches: branches.map((row) => ({ branchId: row.id, name: row.name, code: row.code })),
    statuses: [...StaffStatuses],
  };
}
