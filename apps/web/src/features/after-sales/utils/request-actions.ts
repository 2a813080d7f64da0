import type { AfterSalesRequest } from '@portal/contracts';

export type AgencyAction = 'Accept' | 'Decline' | 'Cancel' | 'Requote';

/**
 * What the agency can do with a request now, by the request core's status table (contracts' RequestTransitions):
 * accept or decline a current quote, cancel before accepting, and ask the airline again for an automatic request
 * whose quote has lapsed. Manual requests are quoted again by the operators, not on the agency's asking. An automatic
 * exchange is approved, and priced again, on its own pages (the flights chosen, then the quote to confirm).
 */
export function agencyActions(request: AfterSalesRequest): AgencyAction[] {
  const actions: AgencyAction[] = [];
  const ownPages = request.kind === 'Exchange' && request.mode === 'Automatic';
  const quoteLive = request.status === 'Quoted' && request.quote?.state === 'Current';
  if (quoteLive) actions.push(...(ownPages ? [] : (['Accept'] as const)), 'Decline');
  const lapsed = request.status === 'Expired' || (request.status === 'Quoted' && !quoteLive);
  if (lapsed && request.mode === 'Automatic' && !ownPages) actions.push('Requote');
  if (['Requested', 'Quoted', 'Expired'].includes(request.status)) actions.push('Cancel');
  return actions;
}

/** Statuses after which nothing more happens: the request's details page is its record. */
export const isClosed = (request: Pick<AfterSalesRequest, 'status'>) =>
  request.status === 'Completed' || request.status === 'Rejected' || request.status === 'Cancelled';
