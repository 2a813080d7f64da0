import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HotelOperatorPaths, IdempotencyHeader, ZHotelBooking, type HotelDecision } from '@portal/contracts';
import { api } from '../../../lib/api';
import { agencyWalletsKey } from './agency-wallets';
import { hotelDeskKey } from './hotel-desk-queue';
import { ledgerAuditKey } from './ledger-audit';

/**
 * POST Hotel/Decide under an Idempotency-Key (one per submission, reused on a retry): confirm with the hotel's
 * confirmation number, or refuse, which refunds the agency in full, once. The queue, the wallets and the audit are
 * read again.
 */
export function useDecideHotelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: HotelDecision; idempotencyKey: string }) =>
      api.post(HotelOperatorPaths.decide, body, {
        headers: { [IdempotencyHeader]: idempotencyKey },
        schema: ZHotelBooking,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hotelDeskKey }),
        queryClient.invalidateQueries({ queryKey: agencyWalletsKey }),
        queryClient.invalidateQueries({ queryKey: ledgerAuditKey }),
      ]),
  });
}
