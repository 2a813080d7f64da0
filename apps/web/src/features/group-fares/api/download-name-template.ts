import { useMutation } from '@tanstack/react-query';
import { GroupFarePaths } from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveFile } from '../../../lib/save-file';

/**
 * GET GroupFare/NameTemplate: the XLSX name list with one line per passenger. It needs the session, so the API
 * client fetches it and the browser is handed the bytes under the server's name.
 */
export async function downloadNameTemplate(reference: string): Promise<void> {
  const response = await api.fetchFile(GroupFarePaths.nameTemplate, { query: { reference } });
  saveFile(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? `${reference}-names.xlsx`,
  );
}

export function useDownloadNameTemplate() {
  return useMutation({ mutationFn: downloadNameTemplate });
}
