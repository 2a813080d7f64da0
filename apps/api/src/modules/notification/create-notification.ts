import {
  ErrorCode,
  notificationScheduleIssues,
  type BackofficeNotificationResponse,
  type CreateNotificationRequest,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertNotification } from './notification.repository';
import { toBackofficeNotification } from './notification-view';

/**
 * Stores an operator's announcement to every agency user of the tenant. The schema has checked its shape; the
 * clock rule is checked here against the server's clock. A start in the past means "now", so the list shows when
 * it really began to show.
 */
export async function createNotification(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  input: CreateNotificationRequest;
  now: Date;
}): Promise<BackofficeNotificationResponse> {
  const { db, tenantId, operatorId, input, now } = options;
  const issues = notificationScheduleIssues(input, now);
  if (issues.length > 0) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      400,
      issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
  const requestedStart = input.startsAt ? new Date(input.startsAt) : now;
  const row = await insertNotification(db, tenantId, {
    target: { audience: 'tenant' },
    kind: 'announcement',
    title: input.title,
    message: input.message,
    link: input.linkPath && input.linkLabel ? { path: input.linkPath, label: input.linkLabel } : null,
    startsAt: requestedStart > now ? requestedStart : now,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    createdBy: operatorId,
  });
  return { notification: toBackofficeNotification({ ...row, dismissals: 0 }, now) };
}
