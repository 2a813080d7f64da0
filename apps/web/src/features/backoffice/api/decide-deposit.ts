import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  BackofficeMoneyPaths,
  IdempotencyHeader,
  ZBackofficeDepositResponse,
  type BackofficeDeposit,
  type BackofficeDepositPage,
  type RejectDepositRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { agencyWalletsKey } from './agency-wallets';
import { depositQueueKey } from './deposit-queue';
import { ledgerAuditKey } from './ledger-audit';

/** The decided deposit replaces its row at once in every cached page; the queue is then read again. */
function showDecision(queryClient: QueryClient, decided: BackofficeDeposit) {
  queryClient.setQueriesData<BackofficeDepositPage>({ queryKey: depositQueueKey }, (page) =>
    page
      ? {
          ...page,
          deposits: page.deposits.map((deposit) =>
            deposit.depositId === decided.depositId ? decided : deposit,
          ),
        }
      : page,
  );
}

/**
 * POST Deposit/ApproveDeposit under an Idempotency-Key (one per submission, reused on a retry): the agency's wallet
 * is credited once. The wallets and the audit change with it.
 */
export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ depositId, idempotencyKey }: { depositId: string; idempotencyKey: string }) =>
      (
        await api.post(
          BackofficeMoneyPaths.approveDeposit,
          { depositId },
          { headers: { [IdempotencyHeader]: idempotencyKey }, schema: ZBackofficeDepositResponse },
        )
      ).deposit,
    onSuccess: (deposit) => showDecision(queryClient, deposit),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: depositQueueKey }),
        queryClient.invalidateQueries({ queryKey: agencyWalletsKey }),
        queryClient.invalidateQueries({ queryKey: ledgerAuditKey }),
      ]),
  });
}

/** POST Deposit/RejectDeposit with the reason the agency is mailed; nothing is posted. */
export function useRejectDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RejectDepositRequest) =>
      (await api.post(BackofficeMoneyPaths.rejectDeposit, body, { schema: ZBackofficeDepositResponse }))
        .deposit,
    onSuccess: (deposit) => showDecision(queryClient, deposit),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositQueueKey }),
  });
}
