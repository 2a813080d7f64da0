import { NotificationLimit, type GetPopupNotificationsResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listActiveForRecipient } from './notification.repository';
import { toPopupNotification } from './notification-view';

/**
 * The popups an agency user should see now, newest first. Operators belong to no agency and are not addressed by
 * these notifications, so they get none.
 */
export async function getPopupNotifications(options: {
  db: Db;
  tenantId: string;
  user: { id: string; agencyId: string | null };
  now: Date;
}): Promise<GetPopupNotificationsResponse> {
  const { db, tenantId, user, now } = options;
  if (!user.agencyId) return { notifications: [] };
  const rows = await listActiveForRecipient(
    db,
    tenantId,
    { userId: user.id, agencyId: user.agencyId },
    { now, limit: NotificationLimit.popups },
  );
  return { notifications: rows.map(toPopupNotification) };
}
