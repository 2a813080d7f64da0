import type { StaffMember, StaffStatus } from '@portal/contracts';
import type { StaffRow, UserStatus } from './staff.repository';

/** The stored status as the staff pages name it: a disabled user is "suspended". */
export function staffStatusOf(status: UserStatus): StaffStatus {
  return status === 'disabled' ? 'suspended' : status;
}

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    staffId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    e164Code: row.phoneCountryCode,
    phoneNumber: row.phoneNumber,
    designation: row.designation,
    isOwner: row.role === 'agent',
    role: row.roleId && row.roleName ? { roleId: row.roleId, name: row.roleName } : null,
    branch:
      row.branchId && row.branchName && row.branchCode
        ? { branchId: row.branchId, name: row.branchName, code: row.branchCode }
        : null,
    status: staffStatusOf(row.status),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    invitationExpiresAt: row.status === 'invited' ? (row.invitationExpiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
