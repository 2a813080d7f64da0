/** A message to one person; the tenant is the brand it is sent for. */
export interface OutgoingMessage {
  tenantId: string;
  to: string;
  subject: string;
  body: string;
}

export interface MailSender {
  sendMail(message: OutgoingMessage): Promise<void>;
}

export interface SmsSender {
  /** SMS have no subject line; the subject names the message in the outbox. */
  sendSms(message: OutgoingMessage): Promise<void>;
}

export interface Messaging {
  mail: MailSender;
  sms: SmsSender;
}
