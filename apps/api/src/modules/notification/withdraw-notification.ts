import {
  NotificationErrorCode,
  NotificationMessage,
  type BackofficeNotificationResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findAnnouncement, withdrawAnnouncement } from './notification.repository';
import { toBackofficeNotification } from './notification-view';

/** Takes an announcement back, exactly once: it stops showing at once, also to users who have not closed it. */
export async function withdrawNotification(options: {
  db: Db;
  tenantId: string;
  notificationId: string;
  now: Date;
}): Promise<BackofficeNotificationResponse> {
  const { db, tenantId, notificationId, now } = options;
  const outcome = await withdrawAnnouncement(db, tenantId, { id: notificationId, now });
  if (outcome === 'missing') throw AppError.notFound(NotificationMessage.notFound);
  if (outcome === 'already') {
    throw new AppError(NotificationErrorCode.AlreadyWithdrawn, 409, NotificationMessage.alreadyWithdrawn);
  }
  const row = await findAnnouncement(db, tenantId, notificationId);
  if (!row) throw AppError.notFound(NotificationMessage.notFound);
  return { notification: toBackofficeNotification(row, now) };
}
