import type { OutgoingMessage } from '../../adapters/messaging';

/** The texts of the code messages; the code stands alone as six digits so a person (or a test) can spot it. */
export function deviceCodeMail(input: {
  tenantId: string;
  brand: string;
  to: string;
  code: string;
}): OutgoingMessage {
  return {
    tenantId: input.tenantId,
    to: input.to,
    subject: `${input.brand} login verification code`,
    body:
      `Your verification code is ${input.code}\n\n` +
      `Someone (hopefully you) is logging in to ${input.brand} from a new browser. ` +
      'Enter this code to continue; it is valid for 10 minutes. ' +
      'If this was not you, please reset your password.',
  };
}

export function resetCodeMail(input: {
  tenantId: string;
  brand: string;
  to: string;
  code: string;
}): OutgoingMessage {
  return {
    tenantId: input.tenantId,
    to: input.to,
    subject: `${input.brand} password reset code`,
    body:
      `Your password reset code is ${input.code}\n\n` +
      'Enter this code to choose a new password; it is valid for 10 minutes. ' +
      'If you did not ask for a reset, you can ignore this message.',
  };
}

export function phoneCodeSms(input: {
  tenantId: string;
  brand: string;
  to: string;
  code: string;
}): OutgoingMessage {
  return {
    tenantId: input.tenantId,
    to: input.to,
    subject: 'Phone verification code',
    body: `${input.code} is your ${input.brand} phone verification code. It is valid for 10 minutes.`,
  };
}

export function registrationEmailMail(input: {
  tenantId: string;
  brand: string;
  to: string;
  code: string;
}): OutgoingMessage {
  return {
    tenantId: input.tenantId,
    to: input.to,
    subject: `${input.brand} registration email verification code`,
    body:
      `Your email verification code is ${input.code}\n\n` +
      `Enter this code on the ${input.brand} registration form; it is valid for 10 minutes. ` +
      'If you did not start a registration, you can ignore this message.',
  };
}

export function registrationPhoneSms(input: {
  tenantId: string;
  brand: string;
  to: string;
  code: string;
}): OutgoingMessage {
  return {
    tenantId: input.tenantId,
    to: input.to,
    subject: 'Registration phone verification code',
    body: `${input.code} is your ${input.brand} registration verification code. It is valid for 10 minutes.`,
  };
}
