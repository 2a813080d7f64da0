import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies, staffInvitations, users } from '../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

interface AgencyScope {
  tenantId: string;
  agencyId: string;
}

/** Ends every open link of the user, before a new one is sent. */
export async function revokeOpenInvitations(
  tx: Executor,
  scope: AgencyScope & { userId: string },
  now: Date,
): Promise<void> {
  await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffInvitations.tenantId, scope.tenantId),
        eq(staffInvitations.agencyId, scope.agencyId),
        eq(staffInvitations.userId, scope.userId),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
}

export async function insertInvitation(
  tx: Executor,
  values: AgencyScope & { userId: string; tokenHash: string; invitedBy: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await tx.insert(staffInvitations).values({ ...rest, createdAt: now });
}

export interface InvitationRow {
  id: string;
  tenantId: string;
  agencyId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  firstName: string;
  lastName: string;
  email: string;
  userStatus: (typeof users.$inferSelect)['status'];
  agencyName: string;
}

/**
 * The invitation a token hash names on this tenant, with its invitee and agency; null when there is none. With
 * `lock`, the invitation's row is held until the transaction ends, so a link is accepted once.
 */
export async function findInvitationByHash(
  db: Executor,
  tenantId: string,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<InvitationRow | null> {
  const query = db
    .select({
      id: staffInvitations.id,
      tenantId: staffInvitations.tenantId,
      agencyId: staffInvitations.agencyId,
      userId: staffInvitations.userId,
      expiresAt: staffInvitations.expiresAt,
      usedAt: staffInvitations.usedAt,
      revokedAt: staffInvitations.revokedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userStatus: users.status,
      agencyName: agencies.name,
    })
    .from(staffInvitations)
    .innerJoin(
      users,
      and(eq(users.id, staffInvitations.userId), eq(users.tenantId, staffInvitations.tenantId)),
    )
    .innerJoin(
      agencies,
      and(eq(agencies.id, staffInvitations.agencyId), eq(agencies.tenantId, staffInvitations.tenantId)),
    )
    .where(and(eq(staffInvitations.tenantId, tenantId), eq(staffInvitations.tokenHash, tokenHash)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: staffInvitations }) : await query;
  return row ?? null;
}

export async function markInvitationUsed(tx: Executor, tenantId: string, invitationId: string, now: Date) {
  await tx
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.tenantId, tenantId), eq(staffInvitations.id, invitationId)));
}

/** The invitee's first password: the user becomes active and signs in like everyone else. */
export async function activateInvitedUser(
  tx: Executor,
  tenantId: string,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ passwordHash, status: 'active', updatedAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.status, 'invited')))
    .returning({ id: users.id });
  return rows.length > 0;
}
