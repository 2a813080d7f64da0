import type { QuoteLine } from '@portal/contracts';
import type { Db } from '../db/client';
import { moveRequest, type RequestSide } from './move-request';
import { insertQuote, type RequestQuoteRow, type ServiceRequestRow } from './service-request.repository';

/**
 * Quotes a request: a new immutable quote becomes the current one (any earlier quote is superseded) and the request
 * is Quoted, waiting on the agency. The total is the lines' sum, so a quote always adds up. It holds `validMinutes`,
 * or until `notAfter` when that comes first (a void's quote lapses with the void window).
 */
export async function addQuote(
  tx: Db,
  options: {
    request: ServiceRequestRow;
    side: RequestSide;
    userId: string | null;
    currency: string;
    lines: QuoteLine[];
    supplierTerms?: Record<string, unknown>;
    note?: string | null;
    validMinutes: number;
    notAfter?: Date | null;
    now: Date;
  },
): Promise<{ request: ServiceRequestRow; quote: RequestQuoteRow }> {
  const { request, now } = options;
  const validUntil = now.getTime() + options.validMinutes * 60_000;
  const expiresAt = new Date(
    options.notAfter ? Math.min(validUntil, options.notAfter.getTime()) : validUntil,
  );
  const quote = await insertQuote(tx, {
    requestId: request.id,
    tenantId: request.tenantId,
    createdBy: options.side === 'Operator' ? options.userId : null,
    currency: options.currency,
    lines: options.lines,
    total: options.lines.reduce((sum, line) => sum + line.amount.amount, 0),
    supplierTerms: options.supplierTerms ?? {},
    note: options.note ?? null,
    createdAt: now,
    expiresAt,
  });
  const moved = await moveRequest(tx, {
    request,
    action: 'Quote',
    to: 'Quoted',
    side: options.side,
    userId: options.userId,
    note: options.note ?? null,
    now,
    change: { currentQuoteId: quote.id },
    restartsWait: true,
  });
  return { request: moved, quote };
}
