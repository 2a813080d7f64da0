import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IdempotencyHeader,
  OrderPaths,
  ZOrderAnswer,
  type IssuePayment,
  type IssueTicketRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { flightOrderQuery } from './get-order';
import { flightOrderKey } from '../../../lib/order-keys';

const paths: Record<IssuePayment, string> = {
  Full: OrderPaths.getFullPaymentForIssueTicket,
  Partial: OrderPaths.getPartialPaymentForIssueTicket,
};

/**
 * GetFullPaymentForIssueTicket / GetPartialPaymentForIssueTicket under an Idempotency-Key kept per submission, so
 * a double click or a retry after a lost answer issues and debits once. The order, its history and the top bar's
 * balance are read again afterwards, whatever the answer.
 */
export function useIssueTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      payment,
      body,
      idempotencyKey,
    }: {
      payment: IssuePayment;
      body: IssueTicketRequest;
      idempotencyKey: string;
    }) =>
      api.post(paths[payment], body, {
        headers: { [IdempotencyHeader]: idempotencyKey },
        schema: ZOrderAnswer,
      }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(flightOrderQuery(order.orderReference).queryKey, order);
    },
    onSettled: async (_answer, _error, { body }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: flightOrderKey(body.orderReference) }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
      ]);
    },
  });
}
