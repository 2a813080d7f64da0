import type { z } from 'zod';
import type { MyBasicInfo, ZUpdateMyBasicInfoRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toMyBasicInfo } from './load-my-profile';
import { findOwnProfile, updateOwnBasicInfo } from './profile.repository';
import { changedFields } from './staff-audit';
import { recordStaffEvent } from './staff-audit';

/** The user changes their own name, phone and designation; the agency's log keeps what changed. */
export async function updateMyBasicInfo(options: {
  db: Db;
  tenantId: string;
  userId: string;
  agencyId: string | null;
  request: z.output<typeof ZUpdateMyBasicInfoRequest>;
  now: Date;
}): Promise<MyBasicInfo> {
  const { db, tenantId, userId, request, now } = options;
  const row = await db.transaction(async (tx) => {
    const before = await findOwnProfile(tx, tenantId, userId);
    if (!before) throw AppError.unauthenticated();
    const phoneCountryCode = request.phoneNumber ? request.e164Code : null;
    const phoneChanged =
      request.phoneNumber !== before.phoneNumber || phoneCountryCode !== before.phoneCountryCode;
    await updateOwnBasicInfo(tx, tenantId, userId, {
      firstName: request.firstName,
      lastName: request.lastName,
      phoneCountryCode,
      phoneNumber: request.phoneNumber,
      designation: request.designation,
      // A new number has not been proven by a code yet; the next login asks for it.
      ...(phoneChanged ? { phoneVerified: false } : {}),
      now,
    });
    const after = await findOwnProfile(tx, tenantId, userId);
    if (!after) throw AppError.unauthenticated();
    const changes = changedFields(
      {
        firstName: before.firstName,
        lastName: before.lastName,
        phone: before.phoneNumber,
        designation: before.designation,
      },
      {
        firstName: after.firstName,
        lastName: after.lastName,
        phone: after.phoneNumber,
        designation: after.designation,
      },
    );
    if (options.agencyId && changes) {
      await recordStaffEvent(tx, { tenantId, agencyId: options.agencyId }, userId, {
        action: 'staff.profileUpdated',
        targetType: 'staff',
        targetId: userId,
        summary: `${after.firstName} ${after.lastName} updated their own profile`,
        changes,
      });
    }
    return after;
  });
  return toMyBasicInfo(row);
}
