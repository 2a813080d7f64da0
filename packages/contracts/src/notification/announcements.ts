import { z } from 'zod';
import {
  NotificationLimit,
  NotificationMessage,
  ZNotificationKind,
  ZNotificationLink,
  isNotificationLink,
} from './notification';

/** Where an announcement stands at a moment: before its start, shown, past its end, or taken back by an operator. */
export const NotificationStatuses = ['Scheduled', 'Active', 'Ended', 'Withdrawn'] as const;
export const ZNotificationStatus = z.enum(NotificationStatuses);
export type NotificationStatus = z.infer<typeof ZNotificationStatus>;

/** An announcement as the back office lists it. Times are ISO 8601. */
export const ZBackofficeNotification = z.object({
  id: z.uuid(),
  kind: ZNotificationKind,
  title: z.string(),
  message: z.string(),
  link: ZNotificationLink.nullable(),
  startsAt: z.iso.datetime({ offset: true }),
  /** Null when it runs until withdrawn. */
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  withdrawnAt: z.iso.datetime({ offset: true }).nullable(),
  status: ZNotificationStatus,
  /** How many users closed its popup. */
  dismissals: z.number().int().nonnegative(),
});
export type BackofficeNotification = z.infer<typeof ZBackofficeNotification>;

/** GET Notification/GetNotifications: the tenant's announcements, newest first, a page at a time. */
export const ZGetNotificationsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type GetNotificationsQuery = z.input<typeof ZGetNotificationsQuery>;

export const ZGetNotificationsResponse = z.object({
  notifications: z.array(ZBackofficeNotification),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().nonnegative(),
});
export type GetNotificationsResponse = z.infer<typeof ZGetNotificationsResponse>;

export interface NotificationIssue {
  path: string[];
  message: string;
}

interface NotificationSchedule {
  startsAt?: string | undefined;
  endsAt?: string | undefined;
}

/** Cross-field rules of a new announcement that need no clock: a link and its label go together. */
export function notificationShapeIssues(
  body: NotificationSchedule & { linkPath?: string | undefined; linkLabel?: string | undefined },
): NotificationIssue[] {
  const issues: NotificationIssue[] = [];
  const linkPath = body.linkPath?.trim() ?? '';
  const linkLabel = body.linkLabel?.trim() ?? '';
  if (linkPath && !isNotificationLink(linkPath)) {
    issues.push({ path: ['linkPath'], message: NotificationMessage.linkInvalid });
  }
  if (linkPath && !linkLabel)
    issues.push({ path: ['linkLabel'], message: NotificationMessage.linkLabelRequired });
  if (linkLabel && !linkPath) issues.push({ path: ['linkPath'], message: NotificationMessage.linkRequired });
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
    issues.push({ path: ['endsAt'], message: NotificationMessage.endBeforeStart });
  }
  return issues;
}

/** The rule that needs the clock, checked by the API with its own: an announcement cannot end before now. */
export function notificationScheduleIssues(body: NotificationSchedule, now: Date): NotificationIssue[] {
  if (body.endsAt && Date.parse(body.endsAt) <= now.getTime()) {
    return [{ path: ['endsAt'], message: NotificationMessage.endInPast }];
  }
  return [];
}

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

/**
 * POST Notification/CreateNotification: an announcement to every agency user of the tenant. Without a start it
 * shows at once; without an end it shows until withdrawn. An empty link and label mean no link.
 */
export const ZCreateNotificationRequest = z
  .strictObject({
    title: requiredText(
      NotificationLimit.title,
      NotificationMessage.titleRequired,
      NotificationMessage.titleTooLong,
    ),
    message: requiredText(
      NotificationLimit.message,
      NotificationMessage.messageRequired,
      NotificationMessage.messageTooLong,
    ),
    linkPath: z
      .string(NotificationMessage.linkInvalid)
      .trim()
      .max(NotificationLimit.link, NotificationMessage.linkTooLong)
      .optional(),
    linkLabel: z
      .string(NotificationMessage.linkLabelRequired)
      .trim()
      .max(NotificationLimit.linkLabel, NotificationMessage.linkLabelTooLong)
      .optional(),
    startsAt: z.iso.datetime({ offset: true, error: NotificationMessage.startInvalid }).optional(),
    endsAt: z.iso.datetime({ offset: true, error: NotificationMessage.endInvalid }).optional(),
  })
  .superRefine((body, ctx) => {
    for (const issue of notificationShapeIssues(body)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type CreateNotificationRequest = z.infer<typeof ZCreateNotificationRequest>;

/** The stored announcement (create) or its new state (withdraw). */
export const ZBackofficeNotificationResponse = z.object({ notification: ZBackofficeNotification });
export type BackofficeNotificationResponse = z.infer<typeof ZBackofficeNotificationResponse>;
