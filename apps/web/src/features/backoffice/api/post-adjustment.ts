import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BackofficeMoneyPaths,
  IdempotencyHeader,
  ZPostedTransaction,
  type ZPostAdjustmentRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { agencyWalletsKey } from './agency-wallets';
import { ledgerAuditKey } from './ledger-audit';

export type PostAdjustmentRequest = z.input<typeof ZPostAdjustmentRequest>;

/**
 * POST Wallet/PostAdjustment under an Idempotency-Key: the caller keeps one key per submission, so a repeat of the
 * same submission (a double click, a retry after a lost answer) is posted once. The wallets and the audit are read
 * again afterwards.
 */
export function usePostAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PostAdjustmentRequest; idempotencyKey: string }) =>
      api.post(BackofficeMoneyPaths.postAdjustment, body, {
        headers: { [IdempotencyHeader]: idempotencyKey },
        schema: ZPostedTransaction,
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyWalletsKey }),
        queryClient.invalidateQueries({ queryKey: ledgerAuditKey }),
      ]);
    },
  });
}
