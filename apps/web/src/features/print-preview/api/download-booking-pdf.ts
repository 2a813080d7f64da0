import { useMutation } from '@tanstack/react-query';
import { OrderPrintPaths } from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveFile } from '../../../lib/save-file';
import type { BookingPdfParams } from '../utils/print-options';

/**
 * GET Print/GetBookingPdf: the document as a PDF. It needs the session, so the API client fetches it and the browser
 * is handed the bytes to save under the server's name.
 */
export async function downloadBookingPdf(query: BookingPdfParams, fallbackName: string): Promise<void> {
  const response = await api.fetchFile(OrderPrintPaths.getBookingPdf, { query: { ...query } });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  saveFile(await response.blob(), fileName ?? fallbackName);
}

export function useDownloadBookingPdf() {
  return useMutation({
    mutationFn: ({ query, fallbackName }: { query: BookingPdfParams; fallbackName: string }) =>
      downloadBookingPdf(query, fallbackName),
  });
}
