import {
  AfterSalesKinds,
  OrderErrorCode,
  PrintMessage,
  type AfterSalesKind,
  type BookingPdfQuery,
  type RequestKind,
} from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { passengersOf, type AgencyScope, type FlightOrderRow } from '../../orders/flight-order.repository';
import { findQuote, findRequest } from '../../requests/service-request.repository';
import { renderCreditNotePdf } from './credit-note-pdf';
import { printDay, type PrintParty } from './print-model';
import { findAgencyLetterhead } from './print.repository';

const noCreditNote = () => new AppError(OrderErrorCode.WrongStatus, 409, PrintMessage.noCreditNote);

/**
 * The credit note of one of the order's completed requests that credited the agency (a void or refund): the accepted
 * quote's lines and the total posted, from the tenant to the agency. Another order's or agency's request, or one
 * not completed, has none (409; unknown references 404 as the order does).
 */
function isAfterSalesKind(kind: RequestKind): kind is AfterSalesKind {
  return (AfterSalesKinds as readonly RequestKind[]).includes(kind);
}

export async function creditNotePdf(options: {
  db: Db;
  supply: FlightSupply;
  scope: AgencyScope;
  tenant: PrintParty;
  order: FlightOrderRow;
  query: BookingPdfQuery;
}): Promise<Buffer> {
  const { db, scope, order } = options;
  const request = await findRequest(db, scope, null, options.query.requestReference ?? '');
  if (!request || request.orderId !== order.id || !isAfterSalesKind(request.kind)) throw AppError.notFound();
  if (request.status !== 'Completed' || !request.currentQuoteId || (request.settledAmount ?? 0) <= 0) {
    throw noCreditNote();
  }
  const quote = await findQuote(db, request.id, request.currentQuoteId);
  if (!quote) throw noCreditNote();
  const passengers = await passengersOf(db, order.id);
  const letterhead = await findAgencyLetterhead(db, scope);
  return renderCreditNotePdf(
    {
      issuer: options.tenant,
      billedTo: {
        name: letterhead?.name ?? '',
        lines: letterhead
          ? [
              [letterhead.address, letterhead.city].filter(Boolean).join(', '),
              letterhead.phone,
              letterhead.email,
            ]
          : [],
      },
      kind: request.kind,
      requestReference: request.reference,
      orderReference: order.reference,
      pnr: order.recordLocator,
      validatingAirline: order.validatingAirline,
      completedOn: printDay(request.closedAt ?? request.updatedAt),
      invoicedOn: printDay(order.issuedAt ?? order.createdAt),
      currency: quote.currency,
      passengers: passengers
        .filter((pax) => request.details.paxIds.includes(pax.paxIndex))
        .map((pax) => ({
          paxId: pax.paxIndex,
          name: `${pax.title} ${pax.firstName} ${pax.lastName}`.toUpperCase(),
          ticketNumber: pax.ticketNumber,
        })),
      lines: quote.lines,
      total: quote.total,
    },
    {
      airline: (code) => options.supply.airline(code)?.name,
      city: (code) => options.supply.airport(code)?.cityName,
    },
  );
}
