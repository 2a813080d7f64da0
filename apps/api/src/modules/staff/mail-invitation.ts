import type { FastifyBaseLogger } from 'fastify';
import { StaffLimit } from '@portal/contracts';
import type { Messaging } from '../../adapters/messaging';

/** Where the invitee sets a password: the accept page on the host the agency uses, so the tenant's brand shows. */
export function invitationLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/accept-invitation?token=${encodeURIComponent(token)}`;
}

/**
 * Mails the invitee the link. Sent after the invitation is committed; a mail that cannot be sent is logged and the
 * invitation stands (the agency can resend it).
 */
export async function mailInvitation(options: {
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'error'>;
  tenantId: string;
  brand: string;
  to: string;
  inviteeName: string;
  agencyName: string;
  inviterName: string;
  link: string;
}): Promise<void> {
  const body =
    `Dear ${options.inviteeName},\n\n${options.inviterName} has invited you to join ${options.agencyName} on ` +
    `${options.brand}.\n\nSet your password here to activate your account:\n${options.link}\n\n` +
    `The link works once and expires in ${StaffLimit.invitationValidHours} hours. If you were not expecting ` +
    'this invitation, you can ignore this mail.';
  try {
    await options.messaging.mail.sendMail({
      tenantId: options.tenantId,
      to: options.to,
      subject: `${options.brand}: invitation to join ${options.agencyName}`,
      body,
    });
  } catch (error) {
    options.log.error({ err: error }, 'staff invitation mail was not sent');
  }
}
