import type { BackofficeNotification, NotificationStatus, PopupNotification } from '@portal/contracts';
import type { AnnouncementRow, NotificationRow } from './notification.repository';

const linkOf = (row: NotificationRow) =>
  row.linkPath && row.linkLabel ? { path: row.linkPath, label: row.linkLabel } : null;

/** Where a notification stands at `now`; a withdrawal wins over its dates. */
export function notificationStatus(
  row: Pick<NotificationRow, 'startsAt' | 'endsAt' | 'withdrawnAt'>,
  now: Date,
): NotificationStatus {
  if (row.withdrawnAt) return 'Withdrawn';
  if (row.startsAt > now) return 'Scheduled';
  if (row.endsAt && row.endsAt <= now) return 'Ended';
  return 'Active';
}

export const toPopupNotification = (row: NotificationRow): PopupNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  message: row.message,
  link: linkOf(row),
  startsAt: row.startsAt.toISOString(),
});

export const toBackofficeNotification = (row: AnnouncementRow, now: Date): BackofficeNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  message: row.message,
  link: linkOf(row),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  status: notificationStatus(row, now),
  dismissals: row.dismissals,
});
