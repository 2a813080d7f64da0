import { z } from 'zod';
import { ZMoney } from '../common/money';
import { ZFlightLeg, ZItinerarySummary } from './search-results';

/** The agent's markup on a proposal: a fixed amount per passenger (minor units) or a percentage of the gross. */
export const ZProposalMarkup = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('Fixed'), amount: z.number().int().nonnegative().max(100_000_000) }),
  z.strictObject({ kind: z.literal('Percent'), percent: z.number().nonnegative().max(100) }),
]);
export type ProposalMarkup = z.infer<typeof ZProposalMarkup>;

/** POST Proposal/MakeProposal: a quote of chosen itineraries for the agent's customer. */
export const ZMakeProposalRequest = z.strictObject({
  requestId: z.string().min(1).max(64),
  itineraryIds: z.array(z.string().min(1).max(128)).min(1).max(10),
  markup: ZProposalMarkup,
  customerName: z.string().max(200).optional(),
  note: z.string().max(1000).optional(),
});
export type MakeProposalRequest = z.infer<typeof ZMakeProposalRequest>;

export const ZProposal = z.object({
  proposalId: z.uuid(),
  createdAt: z.string(),
  customerName: z.string().nullable(),
  note: z.string().nullable(),
  agencyName: z.string(),
  legs: z.record(z.string(), ZFlightLeg),
  options: z.array(
    z.object({
      itinerary: ZItinerarySummary,
      /** What the customer pays: gross plus the agent's markup. */
      quotedAmount: ZMoney,
    }),
  ),
});
export type Proposal = z.infer<typeof ZProposal>;

/** GET Proposal/GetProposalPdf?proposalId (attachment) and the page's GET Proposal/GetProposal?proposalId. */
export const ZProposalQuery = z.strictObject({ proposalId: z.uuid() });
