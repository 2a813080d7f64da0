import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { StaffResponse, ZCreateStaffRequest } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { issueInvitation, type IssuedInvitation } from '../../invitations/issue-invitation';
import { findRole } from './role.repository';
import { recordStaffEvent } from './staff-audit';
import { agencyScopeOf, type StaffCall } from './staff-caller';
import { emailTaken, invitationPending, staffNotFound, unknownBranch, unknownRole } from './staff-errors';
import { fullName, toStaffMember } from './staff-shape';
import {
  findActiveBranch,
  findStaff,
  findTenantUserByEmail,
  insertInvitedUser,
  isEmailViolation,
} from './staff.repository';
import { lockAgencyRow } from './staff-scope';

export interface InvitationToSend extends IssuedInvitation {
  to: string;
  inviteeName: string;
  agencyName: string;
}

/**
 * Invites a person into the agency: the user is created "invited" with a password nobody knows (login refuses it
 * like a wrong password) and a single-use link is issued; the route mails it once this has committed. An address
 * already invited by the agency answers 409 (resend instead); one used by anyone else of the tenant 409 too.
 */
export async function createStaff(
  options: StaffCall & { request: z.output<typeof ZCreateStaffRequest>; now: Date },
): Promise<{ response: StaffResponse; invitation: InvitationToSend }> {
  const { db, caller, request, now } = options;
  const scope = agencyScopeOf(caller);
  const refuseTaken = async () => {
    const existing = await findTenantUserByEmail(db, scope.tenantId, request.email);
    if (existing?.agencyId === scope.agencyId && existing.status === 'invited') throw invitationPending();
    if (existing) throw emailTaken();
  };
  await refuseTaken();
  const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    const created = await db.transaction(async (tx) => {
      const agency = await lockAgencyRow(tx, scope);
      if (!agency) throw AppError.notFound();
      const role = await findRole(tx, scope, request.roleId);
      if (!role) throw unknownRole();
      const branch = request.branchId ? await findActiveBranch(tx, scope, request.branchId) : null;
      if (request.branchId && !branch) throw unknownBranch();
      const userId = await insertInvitedUser(tx, scope, {
        firstName: request.firstName,
        lastName: request.lastName,
        phoneCountryCode: request.phoneNumber ? request.e164Code : null,
        phoneNumber: request.phoneNumber,
        designation: request.designation,
        email: request.email,
        roleId: role.id,
        branchId: branch?.id ?? null,
        unusablePasswordHash,
        now,
      });
      const issued = await issueInvitation(tx, scope, { userId, invitedBy: caller.id, now });
      await recordStaffEvent(tx, scope, caller.id, {
        action: 'staff.invited',
        targetType: 'staff',
        targetId: userId,
        summary: `Invited ${fullName(request)} (${request.email}) as ${role.name}, ${branch ? branch.name : 'head office'}`,
      });
      const row = await findStaff(tx, scope, userId);
      if (!row) throw staffNotFound();
      return { row, issued, agencyName: agency.name };
    });
    return {
      response: { staff: toStaffMember(created.row) },
      invitation: {
        ...created.issued,
        to: created.row.email,
        inviteeName: fullName(created.row),
        agencyName: created.agencyName,
      },
    };
  } catch (error) {
    // Two invitations of one address at once: the second meets the first's row.
    if (isEmailViolation(error)) await refuseTaken();
    throw error;
  }
}
