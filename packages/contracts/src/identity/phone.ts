import { z } from 'zod';
import { ZUsername, ZVerificationCode, ZVerificationReference } from './codes';
import { ValidationMessage } from './messages';

/** A country calling code such as +880. */
export const ZE164Code = z.string().regex(/^\+\d{1,4}$/);

/** A phone number without its country code: 10 to 15 digits or hyphens (spec §5). */
export const ZPhoneNumber = z
  .string()
  .min(1, ValidationMessage.phoneRequired)
  .regex(/^[\d-]{10,15}$/, ValidationMessage.phoneInvalid);

/** The phone entry screen. */
export const ZPhoneForm = z.strictObject({ e164Code: ZE164Code, phoneNumber: ZPhoneNumber });
export type PhoneForm = z.infer<typeof ZPhoneForm>;

/** POST PhoneAuth/SendPhoneCode (bearer). */
export const ZSendPhoneCodeRequest = z.strictObject({
  e164Code: ZE164Code,
  phoneNumber: ZPhoneNumber,
  /** True when the number differs from the one on file. */
  changePhoneNumber: z.boolean(),
});
export type SendPhoneCodeRequest = z.infer<typeof ZSendPhoneCodeRequest>;

/** POST PhoneAuth/VerifyPhoneCode (bearer); the number is sent without its country code. */
export const ZVerifyPhoneCodeRequest = z.strictObject({
  reference: ZVerificationReference,
  username: ZUsername,
  verificationCode: ZVerificationCode,
  e164Code: ZE164Code,
  phoneNumber: ZPhoneNumber,
});
export type VerifyPhoneCodeRequest = z.infer<typeof ZVerifyPhoneCodeRequest>;

const ZBranchError = z.object({ code: z.string(), message: z.string() });

/** Phone code response (spec §3). `skip`: the number is unchanged and already verified, nothing to check. */
export const ZPhoneCodeResponse = z.object({
  smsSent: z.boolean(),
  verificationReference: z.string().nullable(),
  skip: z.boolean(),
  verified: z.boolean(),
  error: ZBranchError.nullable(),
});
export type PhoneCodeResponse = z.infer<typeof ZPhoneCodeResponse>;
