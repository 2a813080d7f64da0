import { useQuery } from '@tanstack/react-query';
import { BackofficeMoneyPaths, ZAgencyWalletsResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

export const agencyWalletsKey = ['backoffice', 'wallets'] as const;

/** GET Wallet/GetAgencyWallets: every active agency's wallet with its credit limit. */
export function useAgencyWallets() {
  return useQuery({
    queryKey: agencyWalletsKey,
    queryFn: async ({ signal }) =>
      (await api.get(BackofficeMoneyPaths.getAgencyWallets, { schema: ZAgencyWalletsResponse, signal }))
        .wallets,
  });
}
