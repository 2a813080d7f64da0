import type { BackofficeDeposit } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging';
import { formatAmount } from './deposit-shape';
import { PayInMethodLabel } from './pay-in-labels';

/**
 * Tells the agency (at its registered address) that its deposit was approved and credited, or rejected and why.
 * Sent after the decision is committed; a mail that cannot be sent is logged and the decision stands.
 */
export async function mailDepositDecision(options: {
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'error'>;
  tenantId: string;
  brand: string;
  to: string;
  deposit: BackofficeDeposit;
}): Promise<void> {
  const { deposit } = options;
  const amount = formatAmount(deposit.amount, deposit.currency);
  const what = `${PayInMethodLabel[deposit.method].toLowerCase()} ${deposit.reference} of ${amount}`;
  const message =
    deposit.status === 'approved'
      ? {
          subject: `${options.brand}: deposit ${deposit.reference} approved`,
          body:
            `Dear ${deposit.agencyName},\n\nYour ${what} has been approved and credited to your wallet.\n\n` +
            'You will find it in your payment ledger under the same reference.',
        }
      : {
          subject: `${options.brand}: deposit ${deposit.reference} not approved`,
          body:
            `Dear ${deposit.agencyName},\n\nWe are sorry: your ${what} was not approved, and nothing was ` +
            `credited to your wallet.\n\nReason: ${deposit.rejectionReason ?? ''}\n\n` +
            'You are welcome to send a new deposit request once the reason above has been addressed, or contact our ' +
            'support team.',
        };
  try {
    await options.messaging.mail.sendMail({ tenantId: options.tenantId, to: options.to, ...message });
  } catch (error) {
    options.log.error({ err: error, depositId: deposit.depositId }, 'deposit decision mail was not sent');
  }
}
