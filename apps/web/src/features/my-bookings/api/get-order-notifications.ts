import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderPaths, ZOrderNotificationsResponse, type OrderNotification } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET GetNotifications: what needs attention on the agency’s orders, most urgent first. */
export async function getOrderNotifications(signal?: AbortSignal): Promise<OrderNotification[]> {
  const answer = await api.get(OrderPaths.getNotifications, { schema: ZOrderNotificationsResponse, signal });
  return answer.notifications;
}

export const orderNotificationsQuery = queryOptions({
  queryKey: ['order', 'notifications'],
  queryFn: ({ signal }) => getOrderNotifications(signal),
});

export function useOrderNotifications(allowed: boolean) {
  return useQuery({ ...orderNotificationsQuery, enabled: allowed });
}
