import type { RequestKind } from '@portal/contracts';

/** The after-sales kinds with pages of their own. */
export type AfterSalesPageKind = Extract<RequestKind, 'Void' | 'Refund' | 'Exchange'>;

/** Each kind's pages (spec §2 "Void", "Refund", "Exchange", "Queues"). */
export const AfterSalesPages = {
  Void: {
    request: '/flight-void-request',
    view: '/flight-void-request-view',
    details: '/flight-void-details',
    queue: '/void-management',
  },
  Refund: {
    request: '/flight-refund-request',
    view: '/flight-refund-request-view',
    details: '/flight-refund-details',
    queue: '/refund-management',
  },
  Exchange: {
    request: '/flight-exchange-request',
    view: '/flight-exchange-request-view',
    details: '/flight-exchange-details',
    queue: '/reIssue-management',
  },
} as const satisfies Record<AfterSalesPageKind, Record<'request' | 'view' | 'details' | 'queue', string>>;

export function hasAfterSalesPages(kind: RequestKind): kind is AfterSalesPageKind {
  return kind in AfterSalesPages;
}

/** The page asking for a void, refund or exchange of an order, with a passenger already chosen when one is named. */
export function afterSalesRequestPath(
  kind: AfterSalesPageKind,
  orderReference: string,
  paxId?: number,
): string {
  const query = new URLSearchParams({ orderReference });
  if (paxId !== undefined) query.set('pax', String(paxId));
  return `${AfterSalesPages[kind].request}?${query.toString()}`;
}

/** A request's own page: its quote and what can be done now (`view`), or the record of it (`details`). */
export function afterSalesRequestPagePath(
  kind: AfterSalesPageKind,
  page: 'view' | 'details',
  reference: string,
): string {
  return `${AfterSalesPages[kind][page]}?reference=${encodeURIComponent(reference)}`;
}

/** The exchange's own steps between asking and the request's page: the new flights, then the quote to approve. */
export const ExchangeStepPages = {
  searchResult: '/flight-exchange-search-result',
  confirm: '/flight-exchange-confirm',
} as const;

export function exchangeStepPath(step: keyof typeof ExchangeStepPages, reference: string): string {
  return `${ExchangeStepPages[step]}?reference=${encodeURIComponent(reference)}`;
}
