import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  PartialRequestQueuePaths,
  ZPartialRequestDecision,
  type ApprovePartialRequest,
  type PartialRequestDecision,
  type PartialRequestQueueResponse,
  type RejectPartialRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { partialRequestsKey } from './partial-requests';

/** A decided request leaves the queue at once; the queue is then read again. */
function removeDecided(queryClient: QueryClient, decided: PartialRequestDecision) {
  queryClient.setQueryData<PartialRequestQueueResponse>(partialRequestsKey, (queue) =>
    queue
      ? { requests: queue.requests.filter((item) => item.requestId !== decided.request.requestId) }
      : queue,
  );
}

/** POST PartialPaymentRequest/ApproveRequest: the order offers part payment until the chosen due date. */
export function useApprovePartialRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovePartialRequest) =>
      api.post(PartialRequestQueuePaths.approveRequest, body, { schema: ZPartialRequestDecision }),
    onSuccess: (decision) => removeDecided(queryClient, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partialRequestsKey }),
  });
}

/** POST PartialPaymentRequest/RejectRequest: the agent reads the reason on the order page. */
export function useRejectPartialRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectPartialRequest) =>
      api.post(PartialRequestQueuePaths.rejectRequest, body, { schema: ZPartialRequestDecision }),
    onSuccess: (decision) => removeDecided(queryClient, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partialRequestsKey }),
  });
}
