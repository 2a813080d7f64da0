import { z } from 'zod';
import { Business } from '../common/business';
import { TextLimit } from '../common/strings';
import { ValidationMessage } from './messages';
import { EmailPattern } from './email-pattern';

/** The login form's fields (spec §5), shared by the form and the API. */
export const ZLoginForm = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1, ValidationMessage.emailRequired)
    .max(TextLimit.email, ValidationMessage.emailInvalid)
    .regex(EmailPattern, ValidationMessage.emailInvalid),
  password: z
    .string()
    .min(Business.passwordMinLength, ValidationMessage.passwordInvalid)
    .max(TextLimit.password, ValidationMessage.passwordInvalid),
});
export type LoginForm = z.infer<typeof ZLoginForm>;

/**
 * The login call: the form's fields, and a solved bot check (base64 JSON, as at registration) when the last answer
 * was BOT_CHECK_REQUIRED.
 */
export const ZAuthenticateRequest = ZLoginForm.extend({ botCheck: z.string().min(1).max(2000).optional() });
export type AuthenticateRequest = z.infer<typeof ZAuthenticateRequest>;

const ZBranchError = z.object({ code: z.string(), message: z.string() });

/** Login response (spec §3). A rejection fills `error` and answers 401. */
export const ZAuthenticateResponse = z.object({
  authenticated: z.boolean(),
  forceChangePassword: z.boolean(),
  verifyPhoneNumber: z.boolean(),
  phoneNumber: z.object({ e164Code: z.string(), phoneNumber: z.string() }).nullable(),
  identity: z.object({ token: z.string() }).nullable(),
  verificationReference: z.string().nullable(),
  error: ZBranchError.nullable(),
});
export type AuthenticateResponse = z.infer<typeof ZAuthenticateResponse>;
