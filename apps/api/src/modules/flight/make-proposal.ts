import type { MakeProposalRequest, Proposal } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findItinerary } from './find-itinerary';
import { loadSearch } from './load-search';
import { proposalMarkupAmount } from './proposal-markup';
import { findAgencyName, insertProposal } from './proposal.repository';
import { legsOf } from './result-legs';
import type { SearchStore } from './search-store';
import type { SearchUser } from './start-air-search';

/**
 * POST Proposal/MakeProposal: a quote for the agent's customer. Keeps a snapshot of the chosen itineraries (as the
 * customer may see them: no agent price, commission or source) with the price quoted, gross plus markup.
 */
export async function makeProposal(options: {
  db: Db;
  store: SearchStore;
  user: SearchUser;
  request: MakeProposalRequest;
  now: Date;
}): Promise<Proposal> {
  const { db, store, user, request, now } = options;
  if (!user.agencyId) throw AppError.forbidden();
  const owner = { tenantId: user.tenantId, agencyId: user.agencyId };
  const { session, arrived } = await loadSearch({ store, owner, requestId: request.requestId, now });
  const sources = await store.sourceResults(session, arrived, now);
  const query = session.query;
  const passengers = query.adultCount + query.childCount + query.infantCount;

  const chosen = [...new Set(request.itineraryIds)].map((id) => findItinerary(sources, id).summary);
  const quotedOptions = chosen.map((summary) => {
    const gross = summary.grossAmount;
    const markup = proposalMarkupAmount(request.markup, gross.amount, passengers);
    return {
      itinerary: { ...summary, agentAmount: null, commission: null, ait: null, markup: null, source: null },
      quotedAmount: { amount: gross.amount + markup, currency: gross.currency },
    };
  });
  const payload = {
    requestId: session.requestId,
    markup: request.markup,
    customerName: request.customerName ?? null,
    note: request.note ?? null,
    agencyName: (await findAgencyName(db, user.tenantId, user.agencyId)) ?? '',
    legs: legsOf(chosen, sources),
    options: quotedOptions,
  };
  const row = await insertProposal(db, {
    tenantId: user.tenantId,
    agencyId: user.agencyId,
    userId: user.id,
    payload,
    createdAt: now,
  });
  const { requestId: _requestId, markup: _markup, ...shown } = payload;
  return { proposalId: row.id, createdAt: row.createdAt.toISOString(), ...shown };
}
