import { z } from 'zod';
import { ZNotificationKind, ZNotificationLink } from './notification';

/** A notification as its recipient sees it in the search pad's popup. */
export const ZPopupNotification = z.object({
  id: z.uuid(),
  kind: ZNotificationKind,
  title: z.string(),
  message: z.string(),
  link: ZNotificationLink.nullable(),
  startsAt: z.iso.datetime({ offset: true }),
});
export type PopupNotification = z.infer<typeof ZPopupNotification>;

/** GET Notification/GetPopupNotifications: active, addressed to the caller and not dismissed; newest first. */
export const ZGetPopupNotificationsResponse = z.object({ notifications: z.array(ZPopupNotification) });
export type GetPopupNotificationsResponse = z.infer<typeof ZGetPopupNotificationsResponse>;

/** POST Notification/DismissPopupNotification: the popup does not come back for this user; repeating it is fine. */
export const ZDismissPopupNotificationResponse = z.object({ dismissed: z.literal(true) });
export type DismissPopupNotificationResponse = z.infer<typeof ZDismissPopupNotificationResponse>;
