import { BackofficePaths, Business, Header } from '@portal/contracts';
import { clientStore } from '../../../lib/client-store';

/**
 * GET Registration/GetDocument. The file needs the bearer token, so it is fetched and handed to the browser as a
 * download rather than linked directly.
 */
export async function downloadDocument(documentId: string, fileName: string): Promise<void> {
  const token = clientStore.getState().token;
  const response = await fetch(
    `${BackofficePaths.getDocument}?documentId=${encodeURIComponent(documentId)}`,
    {
      headers: {
        [Header.channelId]: String(Business.channelId),
        [Header.deviceType]: Business.deviceType,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    },
  );
  if (!response.ok) throw new Error(`The document answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
