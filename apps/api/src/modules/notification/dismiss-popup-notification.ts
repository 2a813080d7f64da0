import { NotificationMessage, type DismissPopupNotificationResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dismissForRecipient } from './notification.repository';

/**
 * Closes a popup for good for this user. Dismissing one that has meanwhile ended or been withdrawn still succeeds
 * (the user saw it); one that was never addressed to the user answers 404, like an unknown id.
 */
export async function dismissPopupNotification(options: {
  db: Db;
  tenantId: string;
  user: { id: string; agencyId: string | null };
  notificationId: string;
  now: Date;
}): Promise<DismissPopupNotificationResponse> {
  const { db, tenantId, user, notificationId, now } = options;
  const dismissed = user.agencyId
    ? await dismissForRecipient(
        db,
        tenantId,
        { userId: user.id, agencyId: user.agencyId },
        { notificationId, now },
      )
    : false;
  if (!dismissed) throw AppError.notFound(NotificationMessage.notFound);
  return { dismissed: true };
}
