import { useMutation } from '@tanstack/react-query';
import { VisaPaths } from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveFile } from '../../../lib/save-file';

export type VisaFile =
  | { kind: 'document'; reference: string; documentId: string; fileName: string }
  | { kind: 'invoice'; reference: string };

/**
 * GET Application/Document (an uploaded document or an issued visa) or Application/Invoice (the invoice PDF). They
 * need the session, so the API client fetches them and the browser is handed the bytes under the server's name.
 */
export async function downloadVisaFile(file: VisaFile): Promise<void> {
  const response =
    file.kind === 'document'
      ? await api.fetchFile(VisaPaths.document, {
          query: { orderReference: file.reference, documentId: file.documentId },
        })
      : await api.fetchFile(VisaPaths.invoice, { query: { orderReference: file.reference } });
  const fallback = file.kind === 'document' ? file.fileName : `${file.reference}-invoice.pdf`;
  saveFile(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallback,
  );
}

export function useDownloadVisaFile() {
  return useMutation({ mutationFn: downloadVisaFile });
}
