import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IdempotencyHeader, ImportPnrPaths, ZOrderAnswer, type ImportPnrRequest } from '@portal/contracts';
import { api } from '../../../lib/api';
import { importPnrKey } from './import-pnr-keys';

/**
 * POST ImportPNR/AirCreateImportPNROrder under an Idempotency-Key kept per submission, so a double click or a
 * retry after a lost answer makes one order.
 */
export function useCreateImportPnrOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ImportPnrRequest; idempotencyKey: string }) =>
      api.post(ImportPnrPaths.airCreateImportPnrOrder, body, {
        headers: { [IdempotencyHeader]: idempotencyKey },
        schema: ZOrderAnswer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importPnrKey }),
  });
}
