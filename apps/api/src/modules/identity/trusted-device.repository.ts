import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trustedDevices } from '../../db/schema';

export async function isDeviceTrusted(
  db: Db,
  input: { tenantId: string; userId: string; deviceId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tenantId, input.tenantId),
        eq(trustedDevices.userId, input.userId),
        eq(trustedDevices.deviceId, input.deviceId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function trustDevice(
  db: Db,
  input: { tenantId: string; userId: string; deviceId: string },
): Promise<void> {
  await db.insert(trustedDevices).values(input).onConflictDoNothing();
}
