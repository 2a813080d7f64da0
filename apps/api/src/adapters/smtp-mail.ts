import nodemailer from 'nodemailer';
import type { MailSender } from './messaging';

/** Real delivery through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailSender(options: { url: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    async sendMail(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
    },
  };
}
