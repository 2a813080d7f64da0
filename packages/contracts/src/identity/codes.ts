import { z } from 'zod';
import { Business } from '../common/business';
import { TextLimit } from '../common/strings';
import { EmailPattern } from './email-pattern';
import { ValidationMessage } from './messages';

const codePattern = new RegExp(`^\\d{${Business.otpLength}}$`);

/** A six-digit code, digits only (spec §5). */
export const ZVerificationCode = z.string().regex(codePattern, ValidationMessage.verificationCodeIncomplete);

/** The reference a code was sent under; opaque to the client. */
export const ZVerificationReference = z.string().min(8).max(100);

export const ZUsername = z.string().min(1).max(TextLimit.email).regex(EmailPattern);

/** The code screens' form: six digits. */
export const ZCodeForm = z.strictObject({ verificationCode: ZVerificationCode });
export type CodeForm = z.infer<typeof ZCodeForm>;

/** POST Authentication/VerifyDevice: answers like Authenticate. */
export const ZVerifyDeviceRequest = z.strictObject({
  username: ZUsername,
  reference: ZVerificationReference,
  verificationCode: ZVerificationCode,
});
export type VerifyDeviceRequest = z.infer<typeof ZVerifyDeviceRequest>;

/** POST Authentication/VerifyCode (reset flow). */
export const ZVerifyCodeRequest = ZVerifyDeviceRequest;
export type VerifyCodeRequest = z.infer<typeof ZVerifyCodeRequest>;

const ZBranchError = z.object({ code: z.string(), message: z.string() });

/** Verify code response (spec §3). */
export const ZVerifyCodeResponse = z.object({ verified: z.boolean(), error: ZBranchError.nullable() });
export type VerifyCodeResponse = z.infer<typeof ZVerifyCodeResponse>;
