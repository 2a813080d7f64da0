import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BackofficeNotificationPaths, ZBackofficeNotificationResponse } from '@portal/contracts';
import { api } from '../../../lib/api';
import { backofficeNotificationsKey } from './backoffice-notifications';

/** POST Notification/WithdrawNotification; the list is read again so the row shows its new status. */
export function useWithdrawNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(
        BackofficeNotificationPaths.withdrawNotification,
        { id },
        { schema: ZBackofficeNotificationResponse },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backofficeNotificationsKey }),
  });
}
