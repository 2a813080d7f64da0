import type { OutgoingMessage } from '../../adapters/messaging';

/** Who gets a code, from which brand, and the code itself. */
export interface CodeMessageInput {
  tenantId: string;
  brand: string;
  to: string;
  code: string;
}

const message = (input: CodeMessageInput, subject: string, body: string): OutgoingMessage => ({
  tenantId: input.tenantId,
  to: input.to,
  subject,
  body,
});

/** The texts of the code messages; the code stands alone as six digits so a person (or a test) can spot it. */
export const deviceCodeMail = (input: CodeMessageInput) =>
  message(
    input,
    `${input.brand} login verification code`,
    `Your verification code is ${input.code}\n\n` +
      `Someone (hopefully you) is logging in to ${input.brand} from a new browser. ` +
      'Enter this code to continue; it is valid for 10 minutes. ' +
      'If this was not you, please reset your password.',
  );

export const resetCodeMail = (input: CodeMessageInput) =>
  message(
    input,
    `${input.brand} password reset code`,
    `Your password reset code is ${input.code}\n\n` +
      'Enter this code to choose a new password; it is valid for 10 minutes. ' +
      'If you did not ask for a reset, you can ignore this message.',
  );

export const phoneCodeSms = (input: CodeMessageInput) =>
  message(
    input,
    'Phone verification code',
    `${input.code} is your ${input.brand} phone verification code. It is valid for 10 minutes.`,
  );

export const registrationEmailMail = (input: CodeMessageInput) =>
  message(
    input,
    `${input.brand} registration email verification code`,
    `Your email verification code is ${input.code}\n\n` +
      `Enter this code on the ${input.brand} registration form; it is valid for 10 minutes. ` +
      'If you did not start a registration, you can ignore this message.',
  );

export const registrationPhoneSms = (input: CodeMessageInput) =>
  message(
    input,
    'Registration phone verification code',
    `${input.code} is your ${input.brand} registration verification code. It is valid for 10 minutes.`,
  );
