import { Business, FlightPaths, Header } from '@portal/contracts';
import { clientStore } from '../../../lib/client-store';

/**
 * GET Proposal/GetProposalPdf. The file needs the bearer token, so it is fetched and handed to the browser as a
 * download rather than linked directly.
 */
export async function downloadProposalPdf(proposalId: string, fileName: string): Promise<void> {
  const token = clientStore.getState().token;
  const response = await fetch(`${FlightPaths.getProposalPdf}?proposalId=${encodeURIComponent(proposalId)}`, {
    headers: {
      [Header.channelId]: String(Business.channelId),
      [Header.deviceType]: Business.deviceType,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`The proposal PDF answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
