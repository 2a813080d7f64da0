import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface LoginCandidate {
  id: string;
  passwordHash: string;
  status: 'active' | 'disabled';
  forceChangePassword: boolean;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
}

/** Emails are stored lower-cased, so the caller's casing never matters. */
export async function findLoginCandidate(
  db: Db,
  tenantId: string,
  email: string,
): Promise<LoginCandidate | null> {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      forceChangePassword: users.forceChangePassword,
      phoneCountryCode: users.phoneCountryCode,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase())))
    .limit(1);
  return row ?? null;
}
