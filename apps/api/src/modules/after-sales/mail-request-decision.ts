import type { AfterSalesRequest } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging';
import type { Db } from '../../db/client';
import { agencyContact, findRequest } from '../../requests/service-request.repository';

const money = (amount: number, currency: string) =>
  `${currency} ${(Math.abs(amount) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/**
 * Tells the agency (at its registered address) what the operators decided on its request: completed, with what was
 * credited or charged, or rejected and why. Sent after the decision is committed; a mail that cannot be sent is
 * logged and the decision stands.
 */
export async function mailRequestDecision(options: {
  db: Db;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'error'>;
  tenantId: string;
  brand: string;
  request: AfterSalesRequest;
  note: string;
}): Promise<void> {
  const { request } = options;
  try {
    const found = await findRequest(
      options.db,
      { tenantId: options.tenantId, agencyId: null, branchId: null },
      null,
      request.reference,
    );
    if (!found) return;
    const agency = await agencyContact(options.db, found.agencyId);
    if (!agency.email) return;
    const what = `${request.kind.toLowerCase()} request ${request.reference} for booking ${request.orderReference}`;
    const settled = request.settled;
    const message =
      request.status === 'Completed'
        ? {
            subject: `${options.brand}: ${request.kind.toLowerCase()} ${request.reference} completed`,
            body:
              `Dear ${agency.name},\n\nYour ${what} is completed.` +
              (settled && settled.amount !== 0
                ? ` ${money(settled.amount, settled.currency)} was ${settled.amount > 0 ? 'credited to' : 'paid from'} your wallet.`
                : '') +
              `\n\n${options.note}\n\nYou will find it in your payment ledger under the same reference.`,
          }
        : {
            subject: `${options.brand}: ${request.kind.toLowerCase()} ${request.reference} not accepted`,
            body:
              `Dear ${agency.name},\n\nWe are sorry: your ${what} was not accepted, and nothing was charged or ` +
              `credited.\n\nReason: ${options.note}\n\nPlease contact our support team if you have questions.`,
          };
    await options.messaging.mail.sendMail({ tenantId: options.tenantId, to: agency.email, ...message });
  } catch (error) {
    options.log.error({ err: error, reference: request.reference }, 'request decision mail was not sent');
  }
}
