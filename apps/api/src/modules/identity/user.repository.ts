import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, users } from '../../db/schema';

export interface LoginCandidate {
  id: string;
  email: string;
  passwordHash: string;
  status: 'active' | 'disabled' | 'invited';
  role: 'agent' | 'staff' | 'operator';
  forceChangePassword: boolean;
  phoneVerified: boolean;
  phoneCheckRequired: boolean;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  /** Null for operators; an agency awaiting approval or rejected cannot sign in. */
  agencyStatus: 'pending' | 'active' | 'rejected' | null;
}

const candidateColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  status: users.status,
  role: users.role,
  forceChangePassword: users.forceChangePassword,
  phoneVerified: users.phoneVerified,
  phoneCheckRequired: users.phoneCheckRequired,
  phoneCountryCode: users.phoneCountryCode,
  phoneNumber: users.phoneNumber,
  agencyStatus: agencies.status,
};

/** Emails are stored lower-cased, so the caller's casing never matters. */
export async function findLoginCandidate(
  db: Db,
  tenantId: string,
  email: string,
): Promise<LoginCandidate | null> {
  const [row] = await db
    .select(candidateColumns)
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.trim().toLowerCase())))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, tenantId: string, userId: string): Promise<LoginCandidate | null> {
  const [row] = await db
    .select(candidateColumns)
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** A chosen password also settles a pending forced change. */
export async function updatePassword(
  db: Db,
  input: { tenantId: string; userId: string; passwordHash: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: input.passwordHash, forceChangePassword: false, updatedAt: input.now })
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)));
}

/** The number proven by a code (or confirmed unchanged) becomes the one on file. */
export async function saveVerifiedPhone(
  db: Db,
  input: { tenantId: string; userId: string; e164Code: string; phoneNumber: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      phoneCountryCode: input.e164Code,
      phoneNumber: input.phoneNumber,
      phoneVerified: true,
      phoneCheckRequired: false,
      updatedAt: input.now,
    })
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)));
}
