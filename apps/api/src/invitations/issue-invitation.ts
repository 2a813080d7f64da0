import { StaffLimit } from '@portal/contracts';
import type { Db } from '../db/client';
import { createSessionToken, hashSessionToken } from '../lib/session-token';
import { insertInvitation, revokeOpenInvitations } from './invitation.repository';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export interface IssuedInvitation {
  /** The link's secret; only its SHA-256 is stored, so it exists only in the mail. */
  token: string;
  expiresAt: Date;
}

/** A new single-use link for the invited user; every older link of theirs stops working. */
export async function issueInvitation(
  tx: Executor,
  scope: { tenantId: string; agencyId: string },
  input: { userId: string; invitedBy: string; now: Date },
): Promise<IssuedInvitation> {
  const token = createSessionToken();
  const expiresAt = new Date(input.now.getTime() + StaffLimit.invitationValidHours * 3_600_000);
  await revokeOpenInvitations(tx, { ...scope, userId: input.userId }, input.now);
  await insertInvitation(tx, {
    ...scope,
    userId: input.userId,
    tokenHash: hashSessionToken(token),
    invitedBy: input.invitedBy,
    expiresAt,
    now: input.now,
  });
  return { token, expiresAt };
}
