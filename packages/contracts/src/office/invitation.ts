import { z } from 'zod';
import { Business } from '../common/business';
import { ValidationMessage } from '../identity/messages';
import { ZNewPassword } from '../identity/password';

export const InvitationMessage = {
  notFound: 'This invitation link is not valid. Ask your agency to send a new one.',
  used: 'This invitation has already been used. Please sign in with your email and password.',
  expired: 'This invitation link has expired. Ask your agency to send a new one.',
} as const;

export const InvitationErrorCode = {
  NotFound: 'INVITATION_NOT_FOUND',
  Used: 'INVITATION_USED',
  Expired: 'INVITATION_EXPIRED',
} as const;

/** The link's token as mailed (base64url of 32 random bytes); anything else is simply not found. */
export const ZInvitationToken = z.string().trim().min(20).max(200);

/** GET Invitation/View?token (public): unknown 404; used, revoked or expired 410. */
export const ZInvitationViewQuery = z.strictObject({ token: ZInvitationToken });

export const ZInvitationView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  agencyName: z.string(),
  /** ISO instant. */
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof ZInvitationView>;

/** POST Invitation/Accept (public): sets the password (spec §5 rules and messages); the link then stops working. */
export const ZAcceptInvitationRequest = z
  .strictObject({
    token: ZInvitationToken,
    password: ZNewPassword,
    confirmPassword: z
      .string(ValidationMessage.confirmPasswordRequired)
      .min(1, ValidationMessage.confirmPasswordRequired)
      .min(Business.passwordMinLength, ValidationMessage.confirmPasswordTooShort),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: ValidationMessage.passwordMismatch,
    path: ['confirmPassword'],
  });
export type AcceptInvitationRequest = z.input<typeof ZAcceptInvitationRequest>;

export const ZAcceptInvitationResponse = z.object({ accepted: z.literal(true), email: z.string() });
export type AcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;
