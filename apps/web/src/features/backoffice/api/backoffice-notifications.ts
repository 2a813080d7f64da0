import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BackofficeNotificationPaths, ZGetNotificationsResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

export const backofficeNotificationsKey = ['backoffice', 'notifications'] as const;

/** GET Notification/GetNotifications; the previous page stays on screen while the next one loads. */
export function useBackofficeNotifications(page: number) {
  return useQuery({
    queryKey: [...backofficeNotificationsKey, { page }],
    queryFn: ({ signal }) =>
      api.get(BackofficeNotificationPaths.getNotifications, {
        query: { page },
        schema: ZGetNotificationsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
