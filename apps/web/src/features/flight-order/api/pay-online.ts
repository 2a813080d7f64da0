import { useMutation } from '@tanstack/react-query';
import {
  IdempotencyHeader,
  OrderPaths,
  ZOnlineIssueResponse,
  type IssuePayment,
  type OnlineIssueRequest,
  type OnlineIssueResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';

const paths: Record<IssuePayment, string> = {
  Full: OrderPaths.getIssueTicketWithFullPayOnline,
  Partial: OrderPaths.getIssueTicketWithPartPayOnline,
};

/**
 * GetIssueTicketWithFullPayOnline / GetIssueTicketWithPartPayOnline under the submission's Idempotency-Key: one
 * checkout per submission however often it is sent. The gateway's paid result issues the order.
 */
export function payOnlineToIssue(input: {
  payment: IssuePayment;
  body: OnlineIssueRequest;
  idempotencyKey: string;
}): Promise<OnlineIssueResponse> {
  return api.post(paths[input.payment], input.body, {
    headers: { [IdempotencyHeader]: input.idempotencyKey },
    schema: ZOnlineIssueResponse,
  });
}

export const usePayOnlineToIssue = () => useMutation({ mutationFn: payOnlineToIssue });
