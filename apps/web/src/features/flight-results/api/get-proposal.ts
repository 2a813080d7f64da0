import { useQuery } from '@tanstack/react-query';
import { FlightPaths, type Proposal } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Proposal/GetProposal?proposalId: a proposal of the agency, for its page (read by type, as in make-proposal). */
export function getProposal(proposalId: string, signal?: AbortSignal): Promise<Proposal> {
  return api.get<Proposal>(FlightPaths.getProposal, { query: { proposalId }, signal });
}

export function useProposal(proposalId: string) {
  return useQuery({
    queryKey: ['flight', 'proposal', proposalId],
    queryFn: ({ signal }) => getProposal(proposalId, signal),
    staleTime: Infinity,
  });
}
