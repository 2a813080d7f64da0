import { useMutation } from '@tanstack/react-query';
import { FlightPaths, type MakeProposalRequest, type Proposal } from '@portal/contracts';
import { api } from '../../../lib/api';

/**
 * POST Proposal/MakeProposal: a quote of the chosen itineraries with the agent's markup. The answer is read by its
 * type only: importing the proposal schemas would also bring their request-side union, whose zod code the bundler
 * places in the public entry chunk (the first-visit budget).
 */
export function makeProposal(request: MakeProposalRequest): Promise<Proposal> {
  return api.post<Proposal>(FlightPaths.makeProposal, request);
}

export function useMakeProposal() {
  return useMutation({ mutationFn: makeProposal });
}
