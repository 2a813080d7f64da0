import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HolidayPaths,
  IdempotencyHeader,
  ZHolidayRequest,
  type HolidayCancelBody,
  type HolidayMessageBody,
  type HolidayQuoteDecisionBody,
  type HolidayRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { holidayRequestsKey } from './holiday-keys';
import { holidayRequestQuery } from './get-holiday-request';

export type HolidayDecision =
  | { action: 'Accept'; body: HolidayQuoteDecisionBody; idempotencyKey: string }
  | { action: 'Decline'; body: HolidayQuoteDecisionBody }
  | { action: 'Cancel'; body: HolidayCancelBody }
  | { action: 'Message'; body: HolidayMessageBody };

const paths = {
  Accept: HolidayPaths.accept,
  Decline: HolidayPaths.decline,
  Cancel: HolidayPaths.cancel,
  Message: HolidayPaths.message,
} as const;

/**
 * What the agency does with its request: accept the current quote (paying the deposit, under an Idempotency-Key so
 * it is paid once), decline it, cancel the enquiry, or write to the operators. Each answers the request as it now
 * stands; afterwards the queue and the top bar's balance are read again.
 */
export function useDecideHolidayRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: HolidayDecision): Promise<HolidayRequest> =>
      api.post(paths[decision.action], decision.body, {
        headers: decision.action === 'Accept' ? { [IdempotencyHeader]: decision.idempotencyKey } : {},
        schema: ZHolidayRequest,
      }),
    onSuccess: (request) => {
      queryClient.setQueryData(holidayRequestQuery(request.reference).queryKey, request);
    },
    onSettled: async (_request, _error, decision) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: holidayRequestQuery(decision.body.reference).queryKey }),
        queryClient.invalidateQueries({ queryKey: [...holidayRequestsKey, 'queue'] }),
        ...(decision.action === 'Accept'
          ? [queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey })]
          : []),
      ]);
    },
  });
}
