import { AppError } from '../../lib/app-error';
import type { StaffResponse } from '@portal/contracts';
import type { InvitationToSend } from './create-staff';
import { issueInvitation } from '../../invitations/issue-invitation';
import { recordStaffEvent } from './staff-audit';
import { agencyScopeOf, type StaffCall } from './staff-caller';
import { notInvited, staffNotFound } from './staff-errors';
import { fullName, toStaffMember } from './staff-shape';
import { findStaff } from './staff.repository';
import { lockAgencyRow } from './staff-scope';

/** A new link for a user who has not accepted yet; the older links stop working. Accepted already: 409. */
export async function resendInvitation(
  options: StaffCall & { staffId: string; now: Date },
): Promise<{ response: StaffResponse; invitation: InvitationToSend }> {
  const { db, caller, now } = options;
  const scope = agencyScopeOf(caller);
  return db.transaction(async (tx) => {
    const agency = await lockAgencyRow(tx, scope);
    if (!agency) throw AppError.notFound();
    const before = await findStaff(tx, scope, options.staffId);
    if (!before) throw staffNotFound();
    if (before.status !== 'invited') throw notInvited();
    const issued = await issueInvitation(tx, scope, { userId: before.id, invitedBy: caller.id, now });
    await recordStaffEvent(tx, scope, caller.id, {
      action: 'staff.invitationResent',
      targetType: 'staff',
      targetId: before.id,
      summary: `Sent a new invitation to ${fullName(before)} (${before.email})`,
    });
    const row = (await findStaff(tx, scope, before.id)) ?? before;
    return {
      response: { staff: toStaffMember(row) },
      invitation: { ...issued, to: row.email, inviteeName: fullName(row), agencyName: agency.name },
    };
  });
}
