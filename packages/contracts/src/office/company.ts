import { z } from 'zod';
import { TextLimit } from '../common/strings';
import { EmailPattern } from '../identity/email-pattern';
import { ZAgencyType } from '../backoffice/registrations';
import { ZKycStatus } from './documents';

/** Limits of the company's basic information (company settings, Basic information tab). */
export const CompanyLimit = {
  nameMin: 3,
  nameMax: 200,
  addressMax: 500,
  cityMax: 100,
  websiteMax: 200,
} as const;

/** Texts of the basic-information form and its refusals; each names its field, so a 400 says what to fix. */
export const CompanyMessage = {
  nameRequired: 'Company / agency name is required',
  nameLength: `Company / agency name must be ${CompanyLimit.nameMin} to ${CompanyLimit.nameMax} characters`,
  emailInvalid: 'Please enter valid email id',
  phoneInvalid: 'Please enter valid Phonenumber',
  addressRequired: 'Full address is required',
  addressTooLong: `Address must not exceed ${CompanyLimit.addressMax} characters`,
  cityRequired: 'City is required',
  cityTooLong: `City must not exceed ${CompanyLimit.cityMax} characters`,
  zipCodeInvalid: 'Please enter a valid zip code',
  websiteInvalid: 'Please enter a valid website address (https://…)',
  timeZoneUnknown: 'Please choose a time zone from the list',
  currencyUnknown: 'Please choose one of your wallet currencies',
  logoTooLarge: 'The logo must not exceed 1 MB',
  logoWrongType: 'Only png or jpeg images are allowed for the logo',
  logoRequired: 'Please choose an image for the logo',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  notMultipart: 'Send the file as multipart/form-data',
  tooManyFiles: 'Attach one file only',
} as const;

export const CompanyErrorCode = {
  TimeZoneUnknown: 'COMPANY_TIME_ZONE_UNKNOWN',
  CurrencyUnknown: 'COMPANY_CURRENCY_UNKNOWN',
} as const;

/** A phone as an agency writes it on its documents: an optional +, then 7 to 20 digits, spaces or hyphens. */
export const ZCompanyPhone = z
  .string(CompanyMessage.phoneInvalid)
  .trim()
  .regex(/^\+?[\d -]{7,20}$/, CompanyMessage.phoneInvalid);

export const ZCompanyEmail = z
  .string(CompanyMessage.emailInvalid)
  .trim()
  .min(1, CompanyMessage.emailInvalid)
  .max(TextLimit.email, CompanyMessage.emailInvalid)
  .regex(EmailPattern, CompanyMessage.emailInvalid);

/** A site-relative URL of an image served by User/GetLogo (with a version so a new logo shows at once), or null. */
export const ZLogoUrl = z.string().nullable();

/**
 * GET CompanySettings/loadbasicinfo: the values of the basic-information form. `canEdit` tells the page whether the
 * caller holds EditCompanyInfo (the API refuses the update otherwise).
 */
export const ZCompanyBasicInfo = z.object({
  agencyId: z.uuid(),
  name: z.string(),
  type: ZAgencyType,
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  website: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
  logoUrl: ZLogoUrl,
  tradeLicenseNumber: z.string().nullable(),
  civilAviationNumber: z.string().nullable(),
  canEdit: z.boolean(),
});
export type CompanyBasicInfo = z.infer<typeof ZCompanyBasicInfo>;

/** GET CompanySettings/viewbasicinfo: the read-only card of the company (basic information plus who owns it). */
export const ZCompanyBasicInfoView = ZCompanyBasicInfo.extend({
  status: z.enum(['pending', 'active', 'rejected']),
  owner: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  memberSince: z.iso.datetime({ offset: true }),
});
export type CompanyBasicInfoView = z.infer<typeof ZCompanyBasicInfoView>;

const optionalText = (schema: z.ZodString) => schema.nullish().transform((value) => (value ? value : null));

/** POST CompanySettings/updatebasicinfo (EditCompanyInfo): every editable field, replaced as a whole. */
export const ZUpdateCompanyBasicInfoRequest = z.strictObject({
  name: z
    .string(CompanyMessage.nameRequired)
    .trim()
    .min(1, CompanyMessage.nameRequired)
    .min(CompanyLimit.nameMin, CompanyMessage.nameLength)
    .max(CompanyLimit.nameMax, CompanyMessage.nameLength),
  email: ZCompanyEmail,
  phone: ZCompanyPhone,
  address: z
    .string(CompanyMessage.addressRequired)
    .trim()
    .min(1, CompanyMessage.addressRequired)
    .max(CompanyLimit.addressMax, CompanyMessage.addressTooLong),
  city: z
    .string(CompanyMessage.cityRequired)
    .trim()
    .min(1, CompanyMessage.cityRequired)
    .max(CompanyLimit.cityMax, CompanyMessage.cityTooLong),
  zipCode: optionalText(
    z
      .string(CompanyMessage.zipCodeInvalid)
      .trim()
      .regex(/^(?:[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9])?$/, CompanyMessage.zipCodeInvalid),
  ),
  website: optionalText(
    z
      .string(CompanyMessage.websiteInvalid)
      .trim()
      .max(CompanyLimit.websiteMax, CompanyMessage.websiteInvalid)
      .regex(/^(?:https?:\/\/[^\s/$.?#][^\s]*)?$/i, CompanyMessage.websiteInvalid),
  ),
  /** An IANA zone from GetTimeZones; anything else answers 400 COMPANY_TIME_ZONE_UNKNOWN. */
  timeZone: z.string(CompanyMessage.timeZoneUnknown).trim().min(1, CompanyMessage.timeZoneUnknown).max(64),
  /** One of GetCustomerCurrencies; anything else answers 400 COMPANY_CURRENCY_UNKNOWN. */
  currency: z
    .string(CompanyMessage.currencyUnknown)
    .trim()
    .regex(/^[A-Z]{3}$/, CompanyMessage.currencyUnknown),
});
export type UpdateCompanyBasicInfoRequest = z.infer<typeof ZUpdateCompanyBasicInfoRequest>;
export type UpdateCompanyBasicInfoInput = z.input<typeof ZUpdateCompanyBasicInfoRequest>;

/** GET CompanySettings/loadprofile: the company profile card (basic information, KYC status and counts). */
export const ZCompanyProfile = z.object({
  basicInfo: ZCompanyBasicInfoView,
  kycStatus: ZKycStatus,
  counts: z.object({
    branches: z.number().int().nonnegative(),
    activeBranches: z.number().int().nonnegative(),
    staff: z.number().int().nonnegative(),
    activeStaff: z.number().int().nonnegative(),
  }),
});
export type CompanyProfile = z.infer<typeof ZCompanyProfile>;

/** GET CompanySettings/GetTimeZones: every IANA zone the server knows, with its current offset from UTC. */
export const ZTimeZone = z.object({
  id: z.string(),
  /** e.g. "(UTC+06:00) Asia/Dhaka". */
  label: z.string(),
  offsetMinutes: z.number().int(),
});
export const ZTimeZonesResponse = z.object({ timeZones: z.array(ZTimeZone) });
export type TimeZonesResponse = z.infer<typeof ZTimeZonesResponse>;

/** GET Account/GetCustomerCurrencies: the currencies of the agency's wallets (the one it sells in first). */
export const ZCustomerCurrenciesResponse = z.object({
  currencies: z.array(z.object({ code: z.string(), isDefault: z.boolean() })),
});
export type CustomerCurrenciesResponse = z.infer<typeof ZCustomerCurrenciesResponse>;

/** POST CompanySettings/uploadlogo (multipart, field `file`: png or jpeg, ≤ 1 MB) and RemoveLogo: the new URL. */
export const ZCompanyLogoResponse = z.object({ logoUrl: ZLogoUrl });
export type CompanyLogoResponse = z.infer<typeof ZCompanyLogoResponse>;
export const LogoFileField = 'file';
export const LogoAccept = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** GET User/GetLogo?kind=company|profile&v=: the image itself; `v` only busts caches and is otherwise ignored. */
export const LogoKinds = ['company', 'profile'] as const;
export const ZLogoKind = z.enum(LogoKinds);
export type LogoKind = z.infer<typeof ZLogoKind>;
export const ZGetLogoQuery = z.strictObject({
  kind: ZLogoKind.default('company'),
  v: z.string().max(64).optional(),
});
