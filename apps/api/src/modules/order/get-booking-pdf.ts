import {
  CreditNoteTypeId,
  ErrorCode,
  OrderErrorCode,
  PrintDocumentType,
  PrintMessage,
  type BookingPdfQuery,
  type FlightOrderStatus,
} from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { findAgencyOrderDue } from '../../ledger/order-due.repository';
import { AppError } from '../../lib/app-error';
import { findAgencyOrder, passengersOf, type AgencyScope } from '../../orders/flight-order.repository';
import { orderNotFound } from '../../orders/order-errors';
import { requestsOfOrder } from '../../requests/service-request.repository';
import { renderTicketPdf } from './booking-pdf';
import { creditNotePdf } from './credit-note';
import { renderInvoicePdf } from './invoice-pdf';
import { printDay, toPrintPassengers, type PrintModel, type PrintParty } from './print-model';
import { findAgencyLetterhead } from './print.repository';

/** Invoices exist for what the agency holds, has paid for or has been ticketed; not for what was closed. */
const invoiceable = new Set<FlightOrderStatus>(['OnHold', 'InProgress', 'Confirmed']);

const fileSuffix: Record<PrintDocumentType, string> = {
  [PrintDocumentType.Ticket]: 'ticket',
  [PrintDocumentType.AgentInvoice]: 'agent-invoice',
  [PrintDocumentType.CustomerInvoice]: 'customer-invoice',
};

/**
 * Print/GetBookingPdf: one of the agency's orders as a PDF attachment — the e-ticket (ticketed orders only, one
 * page per passenger), the agent's invoice or the customer's invoice with the agent's markup; with or without
 * prices, for all passengers or the chosen ones; or the credit note of a completed void or refund. Another agency's or tenant's order is not found.
 */
export async function getBookingPdf(options: {
  db: Db;
  supply: FlightSupply;
  scope: AgencyScope;
  /** The tenant as the agent's invoice names its issuer. */
  tenant: PrintParty;
  query: BookingPdfQuery;
}): Promise<{ fileName: string; content: Buffer }> {
  const { db, scope, query } = options;
  const order = await findAgencyOrder(db, scope, query.orderReference);
  if (!order) throw orderNotFound();
  if (query.typeId === CreditNoteTypeId) {
    return {
      fileName: `${order.reference}-${query.requestReference}-credit-note.pdf`,
      content: await creditNotePdf({
        db,
        supply: options.supply,
        scope,
        tenant: options.tenant,
        order,
        query,
      }),
    };
  }
  if (query.typeId === PrintDocumentType.Ticket && order.status !== 'Confirmed') {
    throw new AppError(OrderErrorCode.WrongStatus, 409, PrintMessage.ticketNotIssued);
  }
  if (query.typeId !== PrintDocumentType.Ticket && !invoiceable.has(order.status)) {
    throw new AppError(OrderErrorCode.WrongStatus, 409, PrintMessage.invoiceClosed);
  }
  const rows = await passengersOf(db, order.id);
  const chosen = query.paxIds ? new Set(query.paxIds) : null;
  if (chosen && [...chosen].some((paxId) => !rows.some((row) => row.paxIndex === paxId))) {
    throw new AppError(ErrorCode.ValidationFailed, 400, PrintMessage.unknownPassenger);
  }
  const printed = chosen ? rows.filter((row) => chosen.has(row.paxIndex)) : rows;

  const [letterhead, due, requests] = await Promise.all([
    findAgencyLetterhead(db, scope),
    findAgencyOrderDue(db, scope, order.reference),
    requestsOfOrder(db, order.id),
  ]);
  const agency: PrintParty = {
    logo: options.tenant.logo ?? null,
    name: letterhead?.name ?? '',
    lines: letterhead
      ? [[letterhead.address, letterhead.city].filter(Boolean).join(', '), letterhead.phone, letterhead.email]
      : [],
  };
  const lead = printed[0] ?? rows[0];
  const customer: PrintParty = {
    name: lead ? `${lead.title} ${lead.firstName} ${lead.lastName}`.toUpperCase() : '',
    lines: [order.contactEmail, order.contactPhone],
  };
  const openDue = due && due.status === 'open' ? due : null;
  const model: PrintModel = {
    document: query.typeId,
    withPrice: query.withPrice,
    issuer: query.typeId === PrintDocumentType.AgentInvoice ? options.tenant : agency,
    billedTo: query.typeId === PrintDocumentType.AgentInvoice ? agency : customer,
    orderReference: order.reference,
    status: order.status,
    pnr: order.recordLocator,
    airlinePnr: order.airlineLocator,
    validatingAirline: order.validatingAirline,
    brandName: order.itinerary.brandName,
    cabin: order.itinerary.cabin,
    refundable: order.itinerary.refundable,
    bookedOn: printDay(order.createdAt),
    issuedOn: order.issuedAt ? printDay(order.issuedAt) : null,
    journeys: order.itinerary.journeys,
    legs: order.itinerary.legs,
    currency: order.currency,
    passengers: toPrintPassengers(order, printed),
    payment: {
      payable: order.payable,
      paid: order.paidAmount,
      due: openDue?.outstandingAmount ?? 0,
      dueOn: openDue ? printDay(openDue.dueAt) : null,
    },
    markup: query.typeId === PrintDocumentType.CustomerInvoice ? (query.markup ?? 0) : 0,
    adjustments: requests
      .filter((request) => request.status === 'Completed' && request.settledAmount)
      .map((request) => ({
        reference: request.reference,
        kind: request.kind,
        on: printDay(request.closedAt ?? request.updatedAt),
        amount: request.settledAmount ?? 0,
      }))
      .reverse(),
  };
  const names = {
    airline: (code: string) => options.supply.airline(code)?.name,
    city: (code: string) => options.supply.airport(code)?.cityName,
  };
  const content =
    query.typeId === PrintDocumentType.Ticket
      ? await renderTicketPdf(model, names)
      : await renderInvoicePdf(model, names);
  return { fileName: `${order.reference}-${fileSuffix[query.typeId]}.pdf`, content };
}
