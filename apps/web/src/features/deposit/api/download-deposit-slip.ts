import { useMutation } from '@tanstack/react-query';
import { PaymentPaths } from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveFile } from '../../../lib/save-file';

/** GET deposit/slip: the slip the agency sent, saved under the server's file name. */
export async function downloadDepositSlip(depositId: string, reference: string): Promise<void> {
  const response = await api.fetchFile(PaymentPaths.deposit.slip, { query: { depositId } });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  saveFile(await response.blob(), fileName ?? `${reference}-slip`);
}

export function useDownloadDepositSlip() {
  return useMutation({
    mutationFn: ({ depositId, reference }: { depositId: string; reference: string }) =>
      downloadDepositSlip(depositId, reference),
  });
}
