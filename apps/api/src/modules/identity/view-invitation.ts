import { InvitationErrorCode, InvitationMessage, type InvitationView } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashSessionToken } from '../../lib/session-token';
import { findInvitationByHash, type InvitationRow } from '../../invitations/invitation.repository';

/** The link is unknown (404), or used, replaced or expired (410): the invitee asks the agency for a new one. */
export function usableInvitation(row: InvitationRow | null, now: Date): InvitationRow {
  if (!row) throw new AppError(InvitationErrorCode.NotFound, 404, InvitationMessage.notFound);
  if (row.usedAt || row.userStatus !== 'invited') {
    throw new AppError(InvitationErrorCode.Used, 410, InvitationMessage.used);
  }
  if (row.revokedAt || row.expiresAt <= now) {
    throw new AppError(InvitationErrorCode.Expired, 410, InvitationMessage.expired);
  }
  return row;
}

/** Who is invited to which agency, for the accept page; the token is the only key. */
export async function viewInvitation(options: {
  db: Db;
  tenantId: string;
  token: string;
  now: Date;
}): Promise<InvitationView> {
  const row = usableInvitation(
    await findInvitationByHash(options.db, options.tenantId, hashSessionToken(options.token)),
    options.now,
  );
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    agencyName: row.agencyName,
    expiresAt: row.expiresAt.toISOString(),
  };
}
