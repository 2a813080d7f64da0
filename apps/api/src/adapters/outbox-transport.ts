import type { Db } from '../db/client';
import type { MailSender, SmsSender } from './messaging';
import { insertOutboxMessage } from './outbox.repository';

/** The built-in transport: every message is stored and shown at /dev/outbox instead of being delivered. */
export function createOutboxTransport(db: Db): MailSender & SmsSender {
  return {
    sendMail: (message) =>
      insertOutboxMessage(db, { ...message, channel: 'mail', to: message.to.toLowerCase() }),
    sendSms: (message) => insertOutboxMessage(db, { ...message, channel: 'sms' }),
  };
}
