import {
  AfterSalesErrorCode,
  AfterSalesMessage,
  type ExchangeQuoteBody,
  type ExchangeVerification,
} from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import { findOrderById, type AgencyScope } from '../../orders/flight-order.repository';
import { acceptableQuote } from '../../requests/acceptable-quote';
import { requestNotFound, requestWrongStatus } from '../../requests/request-errors';
import { findRequest } from '../../requests/service-request.repository';
import { atSupplier } from './after-sales-errors';
import { quotedOption } from './exchange-store';
import { exchangeQuoteLines, linesTotal } from './quote-lines';

/**
 * Exchange/VerifyRequest: before approving, whether the quoted option still sells with a seat for everyone, and at
 * what the airline would price it now. The quote itself holds until it expires; an expired or superseded one is
 * refused as Approve would refuse it. Nothing changes.
 */
export async function verifyExchange(options: {
  db: Db;
  scope: AgencyScope;
  body: ExchangeQuoteBody;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<ExchangeVerification> {
  const { db, scope, body, now } = options;
  const request = await findRequest(db, scope, 'Exchange', body.reference);
  if (!request?.orderId) throw requestNotFound();
  const quote = await acceptableQuote(db, request, body.quoteId, now);
  const terms = quotedOption(quote);
  if (!terms) throw requestWrongStatus();
  const order = await findOrderById(db, request.orderId);
  if (!order) throw requestNotFound();
  const money = (amount: number) => ({ amount, currency: quote.currency });
  const answer = {
    reference: request.reference,
    quoteId: quote.id,
    optionId: terms.optionId,
    quoteExpiresAt: quote.expiresAt.toISOString(),
    quotedTotal: money(quote.total),
  };
  try {
    const priced = await atSupplier(() =>
      options.supplier.quoteExchange(db, {
        recordLocator: order.recordLocator ?? '',
        passengerIndexes: request.details.paxIds,
        changedJourneys: terms.changedJourneys,
        option: terms.option.reference,
        now,
      }),
    );
    const current = linesTotal(exchangeQuoteLines(order, priced.quote));
    return {
      ...answer,
      available: true,
      seatsRemaining: priced.offer.brands[priced.brandIndex]?.seatsRemaining ?? 0,
      currentTotal: money(current),
      priceChanged: current !== quote.total,
      message: null,
    };
  } catch (error) {
    if (!isAppError(error) || error.code !== AfterSalesErrorCode.OptionGone) throw error;
    return {
      ...answer,
      available: false,
      seatsRemaining: 0,
      currentTotal: null,
      priceChanged: false,
      message: AfterSalesMessage.optionGone,
    };
  }
}
