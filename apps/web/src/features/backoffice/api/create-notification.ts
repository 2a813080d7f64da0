import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BackofficeNotificationPaths,
  ZBackofficeNotificationResponse,
  type CreateNotificationRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { backofficeNotificationsKey } from './backoffice-notifications';

/** POST Notification/CreateNotification; the list is read again to show it first. */
export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNotificationRequest) =>
      api.post(BackofficeNotificationPaths.createNotification, body, {
        schema: ZBackofficeNotificationResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeNotificationsKey }),
  });
}
