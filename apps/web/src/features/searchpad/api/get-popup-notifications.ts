import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationPaths, ZGetPopupNotificationsResponse, type PopupNotification } from '@portal/contracts';
import { api } from '../../../lib/api';

export const popupNotificationsKey = ['utility', 'popup-notifications'] as const;

async function getPopupNotifications(signal: AbortSignal): Promise<PopupNotification[]> {
  return (
    await api.get(NotificationPaths.getPopupNotifications, { schema: ZGetPopupNotificationsResponse, signal })
  ).notifications;
}

export const popupNotificationsQuery = queryOptions({
  queryKey: popupNotificationsKey,
  queryFn: ({ signal }) => getPopupNotifications(signal),
});

/** The signed-in agency user's popups, newest first; read once the user is known to be one. */
export function usePopupNotifications(enabled: boolean) {
  return useQuery({ ...popupNotificationsQuery, enabled });
}
