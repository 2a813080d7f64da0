import { z } from 'zod';
import { Business } from '../common/business';
import { TextLimit } from '../common/strings';
import { EmailPattern } from '../identity/email-pattern';
import { ZVerificationCode, ZVerificationReference } from '../identity/codes';
import { ValidationMessage } from '../identity/messages';
import { ZNewPassword } from '../identity/password';
import { ZE164Code, ZPhoneNumber } from '../identity/phone';

/** The registration form's messages (spec §5 names the rules; these are the texts the form shows for them). */
export const RegistrationMessage = {
  companyNameRequired: 'Company / agency name is required',
  companyNameLength: 'Company / agency name must be 3 to 200 characters',
  firstNameRequired: 'First name is required',
  firstNameLength: 'First name must be 2 to 200 characters',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: ValidationMessage.emailInvalid,
  cityRequired: 'City is required',
  addressRequired: 'Full address is required',
  zipCodeInvalid: 'Please enter a valid zip code',
  emailNotVerified: 'Please verify your email address',
  phoneNotVerified: 'Please verify your phone number',
  consentRequired: 'Please accept sharing your information',
  botCheckRequired: 'Please complete the bot check',
  fileRequired: 'Please upload this document',
  fileTooLarge: 'The file must not exceed 1 MB',
  fileWrongType: 'Only png, jpeg or pdf files are allowed',
  tooManyFiles: 'Attach at most 3 files: the national ID front, the national ID back and the trade license',
  /** Spec §8 "Registration fallback". */
  fallback: 'Could not proceed with registration. Please contact support team!',
  awaitingApproval: 'Your registration is awaiting approval',
  submitted:
    'Thank you for registering. Your registration is awaiting approval; we will email you once it has been reviewed.',
  emailTaken: 'An account with this email already exists',
  botCheckFailed: 'The bot check failed. Please try again.',
} as const;

export const RegistrationErrorCode = {
  EmailTaken: 'EMAIL_TAKEN',
  NotVerified: 'NOT_VERIFIED',
  BotCheckFailed: 'BOT_CHECK_FAILED',
  AwaitingApproval: 'AWAITING_APPROVAL',
} as const;

/** The four registration routes (spec §2): proprietor 1, partnership 2, company/LLP 3, corporate 3 + flag. */
export const RegistrationType = { Proprietor: 1, Partnership: 2, CompanyLlp: 3 } as const;
export const ZRegistrationType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type RegistrationType = z.infer<typeof ZRegistrationType>;

/** The uploads a registration carries, each required. */
export const RegistrationDocumentKinds = ['nationalIdFront', 'nationalIdBack', 'tradeLicense'] as const;
export const ZRegistrationDocumentKind = z.enum(RegistrationDocumentKinds);
export type RegistrationDocumentKind = z.infer<typeof ZRegistrationDocumentKind>;

/** Every kind of document an agency keeps on file (company settings, Documents tab): registration's and later ones. */
export const AgencyDocumentKinds = [
  ...RegistrationDocumentKinds,
  'civilAviation',
  'tinCertificate',
  'other',
] as const;
export const ZAgencyDocumentKind = z.enum(AgencyDocumentKinds);
export type AgencyDocumentKind = z.infer<typeof ZAgencyDocumentKind>;

/** The content types an upload may have, found from its first bytes. */
export const UploadContentTypes = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const ZUploadContentType = z.enum(UploadContentTypes);
export type UploadContentType = z.infer<typeof ZUploadContentType>;
export const UploadAccept = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';
export const maxUploadBytes = Business.maxUploadBytes;

const ZRequiredEmail = z
  .string()
  .min(1, RegistrationMessage.emailRequired)
  .max(TextLimit.email, RegistrationMessage.emailInvalid)
  .regex(EmailPattern, RegistrationMessage.emailInvalid);

/** The fields a person types (shared by the web form and the API's multipart fields). */
const registrationFieldShape = {
  companyName: z
    .string()
    .min(1, RegistrationMessage.companyNameRequired)
    .min(3, RegistrationMessage.companyNameLength)
    .max(200, RegistrationMessage.companyNameLength),
  firstName: z
    .string()
    .min(1, RegistrationMessage.firstNameRequired)
    .min(2, RegistrationMessage.firstNameLength)
    .max(200, RegistrationMessage.firstNameLength),
  lastName: z.string().min(1, RegistrationMessage.lastNameRequired).max(TextLimit.short),
  email: ZRequiredEmail,
  e164Code: ZE164Code,
  phoneNumber: ZPhoneNumber,
  city: z.string().min(1, RegistrationMessage.cityRequired).max(TextLimit.short),
  address: z.string().min(1, RegistrationMessage.addressRequired).max(500),
  zipCode: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, RegistrationMessage.zipCodeInvalid),
  password: ZNewPassword,
};

/** The text part of POST Registration/Register (multipart/form-data; every value arrives as text). */
export const ZRegisterFields = z.strictObject({
  type: z.coerce.number().pipe(ZRegistrationType),
  corporate: z.enum(['true', 'false']).transform((value) => value === 'true'),
  ...registrationFieldShape,
  emailReference: ZVerificationReference,
  phoneReference: ZVerificationReference,
  consent: z.literal('true', { message: RegistrationMessage.consentRequired }),
  /** The solved bot-check challenge, base64 of the JSON payload. */
  botCheck: z.string().min(1, RegistrationMessage.botCheckRequired).max(2000),
});
export type RegisterFields = z.infer<typeof ZRegisterFields>;

/** The web form's values before the files (checked separately) are attached. */
export const ZRegistrationForm = z
  .object({
    ...registrationFieldShape,
    confirmPassword: z
      .string()
      .min(1, ValidationMessage.confirmPasswordRequired)
      .min(Business.passwordMinLength, ValidationMessage.confirmPasswordTooShort),
    consent: z.boolean().refine((value) => value, RegistrationMessage.consentRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: ValidationMessage.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegistrationForm = z.infer<typeof ZRegistrationForm>;

/** POST Registration/SendEmailCode. */
export const ZSendRegistrationEmailCodeRequest = z.strictObject({ email: ZRequiredEmail });
export type SendRegistrationEmailCodeRequest = z.infer<typeof ZSendRegistrationEmailCodeRequest>;

/** POST Registration/SendPhoneCode. */
export const ZSendRegistrationPhoneCodeRequest = z.strictObject({
  e164Code: ZE164Code,
  phoneNumber: ZPhoneNumber,
});
export type SendRegistrationPhoneCodeRequest = z.infer<typeof ZSendRegistrationPhoneCodeRequest>;

/** The same answer whatever the address. */
export const ZRegistrationCodeSent = z.object({ reference: z.string() });
export type RegistrationCodeSent = z.infer<typeof ZRegistrationCodeSent>;

/** POST Registration/VerifyEmailCode and VerifyPhoneCode: the reference becomes proof for Register. */
export const ZVerifyRegistrationCodeRequest = z.strictObject({
  reference: ZVerificationReference,
  code: ZVerificationCode,
});
export type VerifyRegistrationCodeRequest = z.infer<typeof ZVerifyRegistrationCodeRequest>;
export const ZVerifyRegistrationCodeResponse = z.object({ verified: z.literal(true) });

/** GET Registration/Challenge: a signed proof-of-work puzzle (the ALTCHA format). */
export const ZBotChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  maxNumber: z.number().int(),
  signature: z.string(),
});
export type BotChallenge = z.infer<typeof ZBotChallenge>;

/** What the client sends back (base64 JSON in the form's botCheck field). */
export const ZBotSolution = ZBotChallenge.extend({ number: z.number().int().nonnegative() });
export type BotSolution = z.infer<typeof ZBotSolution>;

export const ZRegisterResponse = z.object({
  agencyId: z.uuid(),
  status: z.literal('pending'),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof ZRegisterResponse>;
