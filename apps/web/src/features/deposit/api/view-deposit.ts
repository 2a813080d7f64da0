import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentPaths, ZDepositResponse, type DepositView } from '@portal/contracts';
import { api } from '../../../lib/api';
import { depositsKey } from './get-deposits';

/** GET deposit/view: one of the agency's deposits as it is now. */
export async function viewDeposit(depositId: string, signal?: AbortSignal): Promise<DepositView> {
  const response = await api.get(PaymentPaths.deposit.view, {
    query: { depositId },
    schema: ZDepositResponse,
    signal,
  });
  return response.deposit;
}

export const depositViewQuery = (depositId: string) =>
  queryOptions({
    queryKey: [...depositsKey, 'view', depositId],
    queryFn: ({ signal }) => viewDeposit(depositId, signal),
  });

/** The row the list already shows stands in until the deposit is read afresh (a decision may have come since). */
export function useDepositView(deposit: DepositView | null) {
  return useQuery({
    ...depositViewQuery(deposit?.depositId ?? ''),
    enabled: deposit !== null,
    placeholderData: deposit ?? undefined,
  });
}
