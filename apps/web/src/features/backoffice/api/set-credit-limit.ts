import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BackofficeMoneyPaths, ZAgencyWallet, type ZSetCreditLimitRequest } from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { agencyWalletsKey } from './agency-wallets';

export type SetCreditLimitRequest = z.input<typeof ZSetCreditLimitRequest>;

/** POST Wallet/SetCreditLimit (422 with the API's message below the credit in use); the list is read again. */
export function useSetCreditLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCreditLimitRequest) =>
      api.post(BackofficeMoneyPaths.setCreditLimit, body, { schema: ZAgencyWallet }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agencyWalletsKey }),
  });
}
