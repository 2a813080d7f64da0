import { BackofficeMoneyPaths } from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';

export interface DepositSlipFile {
  blob: Blob;
  fileName: string;
}

/** GET Deposit/GetDepositSlip: the slip's bytes with the server's file name, for a preview or a download. */
export async function getDepositSlip(depositId: string, reference: string): Promise<DepositSlipFile> {
  const response = await api.fetchFile(BackofficeMoneyPaths.getDepositSlip, { query: { depositId } });
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? `${reference}-slip`;
  return { blob: await response.blob(), fileName };
}
