import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging';

/**
 * Welcomes a tenant's new operator with the address to sign in at. The password was handed over by the provider
 * and is never mailed. Sent after the account is stored; a mail that cannot be sent is logged and the account
 * stands (the provider tells the operator the address some other way).
 */
export async function mailOperatorWelcome(options: {
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'error'>;
  tenantId: string;
  brand: string;
  to: string;
  name: string;
  loginAddress: string;
}): Promise<void> {
  const body =
    `Dear ${options.name},\n\nA back-office account of ${options.brand} has been opened for you.\n\n` +
    `Sign in here with this email address and the temporary password you were given:\n${options.loginAddress}\n\n` +
    'You will be asked to choose a new password at your first sign-in.';
  try {
    await options.messaging.mail.sendMail({
      tenantId: options.tenantId,
      to: options.to,
      subject: `${options.brand}: your back-office account`,
      body,
    });
  } catch (error) {
    options.log.error({ err: error }, 'tenant operator welcome mail was not sent');
  }
}
