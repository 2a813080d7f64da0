import { AutomaticQuoteMinutes, type AfterSalesRequest, type ExchangePriceBody } from '@portal/contracts';
import type { Cache } from '../../adapters/cache';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { lockOrderById, type AgencyScope } from '../../orders/flight-order.repository';
import { addQuote } from '../../requests/add-quote';
import { requestAlreadyOpen, requestNotFound } from '../../requests/request-errors';
import { lockRequest, openRequestOfOrder } from '../../requests/service-request.repository';
import { atSupplier, optionGone } from './after-sales-errors';
import { openAutomaticExchange } from './exchange-request';
import { exchangeSearches, type ExchangeQuoteTerms } from './exchange-store';
import { exchangeQuoteLines } from './quote-lines';
import { loadRequestView } from './request-view';

/**
 * Exchange/Price: quotes one option of the request's last search at the airline's price now (found again, with seats
 * for everyone, else 422 EXCHANGE_OPTION_GONE), itemised per passenger in our convention, valid
 * AutomaticQuoteMinutes. The quote becomes the request's current one, superseding any earlier quote, and keeps the
 * option it was made on for Verify and Approve.
 */
export async function priceExchange(options: {
  db: Db;
  cache: Cache;
  scope: AgencyScope;
  body: ExchangePriceBody;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<AfterSalesRequest> {
  const { scope, body, now } = options;
  const search = await exchangeSearches.find(options.cache, scope.tenantId, body.reference, now);
  const found = search?.options.find((option) => option.optionId === body.optionId);
  return options.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, scope, 'Exchange', body.reference);
    if (!locked?.orderId) throw requestNotFound();
    const { request, order } = await openAutomaticExchange(tx, { scope, reference: body.reference });
    await lockOrderById(tx, order.id);
    if (!found) throw optionGone();
    if (request.status === 'Expired') {
      // An expired request is quoted again only while no other request has opened on the order since.
      const open = await openRequestOfOrder(tx, order.id);
      if (open && open.id !== request.id) throw requestAlreadyOpen();
    }
    const priced = await atSupplier(() =>
      options.supplier.quoteExchange(tx, {
        recordLocator: order.recordLocator ?? '',
        passengerIndexes: request.details.paxIds,
        changedJourneys: found.changedJourneys,
        option: found.reference,
        now,
      }),
    );
    const terms: ExchangeQuoteTerms = {
      optionId: found.optionId,
      option: { reference: priced.reference, offer: priced.offer, brandIndex: priced.brandIndex },
      changedJourneys: found.changedJourneys,
      window: priced.quote.window,
    };
    await addQuote(tx, {
      request,
      side: 'System',
      userId: null,
      currency: order.currency,
      lines: exchangeQuoteLines(order, priced.quote),
      supplierTerms: { ...terms },
      validMinutes: AutomaticQuoteMinutes,
      now,
    });
    return loadRequestView(tx, { scope, kind: 'Exchange', reference: request.reference, now });
  });
}
