import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  IdempotencyHeader,
  OperatorQueuePaths,
  ZQueueOrderAnswer,
  type CompleteOrderRequest,
  type FailOrderRequest,
  type OperatorQueueResponse,
  type QueueOrder,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { agencyWalletsKey } from './agency-wallets';
import { inProgressOrdersKey } from './in-progress-orders';
import { ledgerAuditKey } from './ledger-audit';

/** A decided order leaves the queue at once; the queue is then read again. */
function removeDecided(queryClient: QueryClient, decided: QueueOrder) {
  queryClient.setQueryData<OperatorQueueResponse>(inProgressOrdersKey, (queue) =>
    queue
      ? { orders: queue.orders.filter((order) => order.orderReference !== decided.orderReference) }
      : queue,
  );
}

/** POST Order/CompleteInProgressOrder: the airline's tickets (or the typed ones) are stored, the order Confirmed. */
export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompleteOrderRequest) =>
      (await api.post(OperatorQueuePaths.completeOrder, body, { schema: ZQueueOrderAnswer })).order,
    onSuccess: (order) => removeDecided(queryClient, order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inProgressOrdersKey }),
  });
}

/**
 * POST Order/FailInProgressOrder under an Idempotency-Key (one per submission, reused on a retry): the wallet is
 * refunded once. The wallets and the audit change with it.
 */
export function useFailOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: FailOrderRequest; idempotencyKey: string }) =>
      (
        await api.post(OperatorQueuePaths.failOrder, body, {
          headers: { [IdempotencyHeader]: idempotencyKey },
          schema: ZQueueOrderAnswer,
        })
      ).order,
    onSuccess: (order) => removeDecided(queryClient, order),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inProgressOrdersKey }),
        queryClient.invalidateQueries({ queryKey: agencyWalletsKey }),
        queryClient.invalidateQueries({ queryKey: ledgerAuditKey }),
      ]),
  });
}
