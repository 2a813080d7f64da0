import type { z } from 'zod';
import {
  InvitationErrorCode,
  InvitationMessage,
  type AcceptInvitationResponse,
  type ZAcceptInvitationRequest,
} from '@portal/contracts';
import { recordAgencyEvent } from '../../audit/agency-audit.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { hashSessionToken } from '../../lib/session-token';
import {
  activateInvitedUser,
  findInvitationByHash,
  markInvitationUsed,
} from '../../invitations/invitation.repository';
import { usableInvitation } from './view-invitation';

/**
 * The invitee sets a password through the link: the user becomes active, the link is spent, and the invitee signs
 * in like everyone else. The invitation's row is locked, so a link double-clicked or replayed is accepted once
 * (the second answers 410).
 */
export async function acceptInvitation(options: {
  db: Db;
  tenantId: string;
  request: z.output<typeof ZAcceptInvitationRequest>;
  now: Date;
}): Promise<AcceptInvitationResponse> {
  const { db, tenantId, request, now } = options;
  const tokenHash = hashSessionToken(request.token);
  // Checked before the slow hash, so a dead link answers at once and costs nothing.
  usableInvitation(await findInvitationByHash(db, tenantId, tokenHash), now);
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const row = usableInvitation(await findInvitationByHash(tx, tenantId, tokenHash, { lock: true }), now);
    if (!(await activateInvitedUser(tx, tenantId, row.userId, passwordHash, now))) {
      throw new AppError(InvitationErrorCode.Used, 410, InvitationMessage.used);
    }
    await markInvitationUsed(tx, tenantId, row.id, now);
    const name = `${row.firstName} ${row.lastName}`.trim();
    await recordAgencyEvent(tx, {
      tenantId,
      agencyId: row.agencyId,
      actor: { id: row.userId, name },
      action: 'staff.invitationAccepted',
      targetType: 'staff',
      targetId: row.userId,
      summary: `${name} (${row.email}) accepted the invitation`,
    });
    return { accepted: true as const, email: row.email };
  });
}
