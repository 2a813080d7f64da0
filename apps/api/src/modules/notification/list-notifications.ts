import { NotificationLimit, type GetNotificationsResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listAnnouncements } from './notification.repository';
import { toBackofficeNotification } from './notification-view';

/** The tenant's announcements for the back office, newest first, a page at a time, with status and dismissals. */
export async function listNotifications(options: {
  db: Db;
  tenantId: string;
  page: number;
  now: Date;
}): Promise<GetNotificationsResponse> {
  const pageSize = NotificationLimit.pageSize;
  const { rows, total } = await listAnnouncements(options.db, options.tenantId, {
    limit: pageSize,
    offset: (options.page - 1) * pageSize,
  });
  return {
    notifications: rows.map((row) => toBackofficeNotification(row, options.now)),
    page: options.page,
    pageSize,
    total,
  };
}
