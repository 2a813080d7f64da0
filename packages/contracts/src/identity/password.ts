import { z } from 'zod';
import { Business } from '../common/business';
import { TextLimit } from '../common/strings';
import { ZUsername, ZVerificationReference } from './codes';
import { ValidationMessage } from './messages';

/** A new password (spec §5): 8+ characters with a lower-case letter, an upper-case letter and a digit. */
export const ZNewPassword = z
  .string()
  .min(1, ValidationMessage.newPasswordRequired)
  .min(Business.passwordMinLength, ValidationMessage.newPasswordTooShort)
  .max(TextLimit.password, ValidationMessage.newPasswordWeak)
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
    message: ValidationMessage.newPasswordWeak,
  });

/** The new-password screen: password and its confirmation. */
export const ZNewPasswordForm = z
  .object({
    password: ZNewPassword,
    confirmPassword: z
      .string()
      .min(1, ValidationMessage.confirmPasswordRequired)
      .min(Business.passwordMinLength, ValidationMessage.confirmPasswordTooShort),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: ValidationMessage.passwordMismatch,
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof ZNewPasswordForm>;

/** POST Authentication/ResetPassword: mails a code when the email belongs to an account. */
export const ZResetPasswordRequest = z.strictObject({
  username: ZUsername,
  /** Trust this browser's device id once the reset completes. */
  deviceCheck: z.boolean().default(false),
});
export type ResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

const ZBranchError = z.object({ code: z.string(), message: z.string() });

/** Password reset response (spec §3); the same for known and unknown emails. */
export const ZResetPasswordResponse = z.object({
  mailSent: z.boolean(),
  verificationReference: z.string().nullable(),
  error: ZBranchError.nullable(),
});
export type ResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

/**
 * POST Authentication/ChangePassword. In the reset flow `reference` names the verified reset code; in the forced
 * change after login it is absent and the restricted session's bearer token authorises the change.
 */
export const ZChangePasswordRequest = z.strictObject({
  username: ZUsername,
  password: ZNewPassword,
  reference: ZVerificationReference.optional(),
});
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** Password change response (spec §3). */
export const ZChangePasswordResponse = z.object({
  passwordChanged: z.boolean(),
  error: ZBranchError.nullable(),
});
export type ChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;
