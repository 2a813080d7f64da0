import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Messaging } from './messaging';
import { createOutboxTransport } from './outbox-transport';
import { createSmtpMailSender } from './smtp-mail';

/**
 * The outbox is shown only while no real transport is configured, and never in production, so codes meant for a
 * person's inbox are never on a public page.
 */
export function isOutboxEnabled(env: Pick<Env, 'SMTP_URL' | 'NODE_ENV'>): boolean {
  return !env.SMTP_URL && env.NODE_ENV !== 'production';
}

const defaultSender = 'Portal <no-reply@localhost>';

/**
 * Mail goes to SMTP when SMTP_URL is set, else to the outbox. There is no SMS gateway yet: SMS are kept in the
 * outbox table either way, and readable only while the outbox is enabled.
 */
export function createMessaging(options: { env: Env; db: Db }): Messaging {
  const outbox = createOutboxTransport(options.db);
  const mail = options.env.SMTP_URL
    ? createSmtpMailSender({ url: options.env.SMTP_URL, from: defaultSender })
    : outbox;
  return { mail, sms: outbox };
}
