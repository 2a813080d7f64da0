import { z } from 'zod';

/**
 * What raised a notification. Operators write announcements; order and payment events (a held booking about to
 * expire, a ticket issued, a deposit approved) join this list when those features exist.
 */
export const NotificationKinds = ['announcement'] as const;
export const ZNotificationKind = z.enum(NotificationKinds);
export type NotificationKind = z.infer<typeof ZNotificationKind>;

/** Who receives a notification: every agency user of the tenant, the users of one agency, or one user. */
export const NotificationAudiences = ['tenant', 'agency', 'user'] as const;
export type NotificationAudience = (typeof NotificationAudiences)[number];

export const NotificationLimit = {
  title: 80,
  message: 600,
  linkLabel: 40,
  link: 500,
  /** A popup queue longer than this is noise; the newest ones are shown. */
  popups: 10,
  /** Rows per page of the back office's list. */
  pageSize: 25,
} as const;

export const NotificationMessage = {
  titleRequired: 'Please enter a title',
  titleTooLong: 'The title must not exceed 80 characters',
  messageRequired: 'Please enter a message',
  messageTooLong: 'The message must not exceed 600 characters',
  linkInvalid: "The link must be a portal path starting with '/' or an address starting with 'https://'",
  linkTooLong: 'The link must not exceed 500 characters',
  linkRequired: 'Please enter the link this label leads to',
  linkLabelRequired: 'Please enter a label for the link',
  linkLabelTooLong: 'The link label must not exceed 40 characters',
  startInvalid: 'Please choose a valid start',
  endInvalid: 'Please choose a valid end',
  endBeforeStart: 'The end must be after the start',
  endInPast: 'The end must not be in the past',
  notFound: 'This notification does not exist.',
  alreadyWithdrawn: 'This announcement has already been withdrawn.',
} as const;

export const NotificationErrorCode = { AlreadyWithdrawn: 'ALREADY_WITHDRAWN' } as const;

/** https, a host name (with an optional port), then optionally a path, query or fragment. */
const httpsAddress =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * A portal path ("/searchpad", "/my-bookings?status=OnHold") or an https address. "//host" would leave the portal
 * while looking like a path, so a path's second character may not be a slash or a backslash.
 */
export function isNotificationLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  return httpsAddress.test(value);
}

export const ZNotificationLink = z.object({ path: z.string(), label: z.string() });
export type NotificationLink = z.infer<typeof ZNotificationLink>;

export const ZNotificationIdRequest = z.strictObject({ id: z.uuid() });
export type NotificationIdRequest = z.infer<typeof ZNotificationIdRequest>;
