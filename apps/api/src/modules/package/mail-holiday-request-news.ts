import type { HolidayRequest } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging';
import type { Db } from '../../db/client';
import { dayText, moneyText } from '../../lib/pdf-document';
import { tenantTimeZone } from '../../lib/tenant-clock';
import { agencyContact, findRequest } from '../../requests/service-request.repository';

const localTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: tenantTimeZone,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What the operators did that the agency must hear of. */
export type HolidayNews =
  { kind: 'Quoted' } | { kind: 'Rejected'; reason: string } | { kind: 'Message'; text: string };

function messageOf(news: HolidayNews, request: HolidayRequest, agencyName: string, brand: string) {
  const trip =
    `${request.package.title} (${request.package.cityName}), departing ${dayText(request.departure.departsOn)}, ` +
    `enquiry ${request.reference}`;
  const open = `\n\nOpen it under Holiday requests to answer.`;
  if (news.kind === 'Quoted' && request.quote) {
    const quote = request.quote;
    const balance =
      quote.balance.amount > 0
        ? ` and ${moneyText(quote.balance)} by ${dayText(quote.balanceDueAt ?? '')}`
        : '';
    return {
      subject: `${brand}: your holiday enquiry ${request.reference} is quoted`,
      body:
        `Dear ${agencyName},\n\nWe have quoted your ${trip}: ${moneyText(quote.total)} in all. Accepting it ` +
        `confirms the booking: you pay ${moneyText(quote.deposit)} now from your wallet${balance}.\n\n` +
        `The quote holds until ${localTime.format(new Date(quote.expiresAt))} (${tenantTimeZone}).` +
        (quote.note ? `\n\n${quote.note}` : '') +
        open,
    };
  }
  if (news.kind === 'Rejected') {
    return {
      subject: `${brand}: your holiday enquiry ${request.reference} cannot be offered`,
      body:
        `Dear ${agencyName},\n\nWe are sorry: we cannot offer your ${trip}. Nothing was charged.\n\n` +
        `Reason: ${news.reason}\n\nPlease contact our support team if you have questions.`,
    };
  }
  if (news.kind === 'Message') {
    return {
      subject: `${brand}: a message on your holiday enquiry ${request.reference}`,
      body: `Dear ${agencyName},\n\nOur team wrote on your ${trip}:\n\n${news.text}${open}`,
    };
  }
  return null;
}

/**
 * Mails the agency (at its registered address) what the operators did on its holiday enquiry: a quote waiting for
 * its answer, a refusal with its reason, a message. Sent after the change is committed; a mail that cannot be sent
 * is logged and the change stands.
 */
export async function mailHolidayRequestNews(options: {
  db: Db;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'error'>;
  tenantId: string;
  brand: string;
  request: HolidayRequest;
  news: HolidayNews;
}): Promise<void> {
  const { request } = options;
  try {
    const found = await findRequest(
      options.db,
      { tenantId: options.tenantId, agencyId: null, branchId: null },
      'Holiday',
      request.reference,
    );
    if (!found) return;
    const agency = await agencyContact(options.db, found.agencyId);
    const message = messageOf(options.news, request, agency.name, options.brand);
    if (!agency.email || !message) return;
    await options.messaging.mail.sendMail({ tenantId: options.tenantId, to: agency.email, ...message });
  } catch (error) {
    options.log.error({ err: error, reference: request.reference }, 'holiday request mail was not sent');
  }
}
