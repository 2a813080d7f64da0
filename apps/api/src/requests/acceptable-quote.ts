import type { Db } from '../db/client';
import { quoteExpired, quoteSuperseded, requestWrongStatus } from './request-errors';
import { findQuote, type RequestQuoteRow, type ServiceRequestRow } from './service-request.repository';

/**
 * The quote an Accept names, if it may still be accepted: the request must be Quoted (else 409 QUOTE_EXPIRED when
 * it expired, REQUEST_WRONG_STATUS otherwise, whatever quote is named), the quote its current one (else 409
 * QUOTE_SUPERSEDED) and not past its expiry (else 409 QUOTE_EXPIRED). Nothing moves on a refusal.
 */
export async function acceptableQuote(
  tx: Db,
  request: ServiceRequestRow,
  quoteId: string,
  now: Date,
): Promise<RequestQuoteRow> {
  if (request.status === 'Expired') throw quoteExpired();
  if (request.status !== 'Quoted') throw requestWrongStatus();
  const quote = await findQuote(tx, request.id, quoteId);
  if (!quote || request.currentQuoteId !== quote.id) throw quoteSuperseded();
  if (quote.expiresAt.getTime() <= now.getTime()) throw quoteExpired();
  return quote;
}
