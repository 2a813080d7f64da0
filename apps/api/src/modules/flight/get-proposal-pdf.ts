import type { FlightSupply } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { getProposal } from './get-proposal';
import { renderProposalPdf } from './proposal-pdf';

/** GET Proposal/GetProposalPdf: the proposal as a PDF attachment, branded with the agency's name. */
export async function getProposalPdf(options: {
  db: Db;
  supply: FlightSupply;
  tenantId: string;
  agencyId: string | null;
  proposalId: string;
}): Promise<{ fileName: string; content: Buffer }> {
  const proposal = await getProposal(options);
  const content = await renderProposalPdf(proposal, {
    airline: (code) => options.supply.airline(code)?.name,
    city: (code) => options.supply.airport(code)?.cityName,
  });
  return { fileName: `proposal-${proposal.proposalId.slice(0, 8)}.pdf`, content };
}
