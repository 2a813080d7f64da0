import { useMutation } from '@tanstack/react-query';
import { HotelPaths } from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveFile } from '../../../lib/save-file';

export type HotelDocument = 'voucher' | 'invoice';

/**
 * GET Booking/Voucher or Booking/Invoice: the booking's PDF. It needs the session, so the API client fetches it and
 * the browser is handed the bytes to save under the server's name.
 */
export async function downloadHotelDocument(reference: string, document: HotelDocument): Promise<void> {
  const path = document === 'voucher' ? HotelPaths.voucher : HotelPaths.invoice;
  const response = await api.fetchFile(path, { query: { reference } });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  saveFile(await response.blob(), fileName ?? `${reference}-${document}.pdf`);
}

export function useDownloadHotelDocument() {
  return useMutation({
    mutationFn: ({ reference, document }: { reference: string; document: HotelDocument }) =>
      downloadHotelDocument(reference, document),
  });
}
