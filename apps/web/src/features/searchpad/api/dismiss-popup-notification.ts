import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NotificationPaths,
  ZDismissPopupNotificationResponse,
  type PopupNotification,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { popupNotificationsKey } from './get-popup-notifications';

/** POST Notification/DismissPopupNotification; once stored, the popup leaves the cached list too. */
export function useDismissPopupNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(
        NotificationPaths.dismissPopupNotification,
        { id },
        { schema: ZDismissPopupNotificationResponse },
      ),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<PopupNotification[]>(popupNotificationsKey, (list) =>
        list?.filter((notification) => notification.id !== id),
      ),
  });
}
