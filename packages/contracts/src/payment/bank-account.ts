import { z } from 'zod';

export const BankAccountLimit = {
  /** An agency keeps a handful of accounts for refunds and settlements, not a directory. */
  maxPerAgency: 5,
  /** Bangladeshi account numbers run 13 to 17 digits; other banks' shorter and longer forms are accepted too. */
  accountNumberMinDigits: 6,
  accountNumberMaxDigits: 20,
  routingNoDigits: 9,
  textMax: 100,
  /** How long a copy button says 'Copied' (spec §9). */
  copiedMs: 5000,
} as const;

/** Texts of bank account validation and failures; each names its field, so a 400 says what to fix. */
export const BankAccountMessage = {
  bankNameRequired: 'Bank name is required',
  bankNameTooLong: `Bank name must not exceed ${BankAccountLimit.textMax} characters`,
  accountNameRequired: 'Account name is required',
  accountNameTooLong: `Account name must not exceed ${BankAccountLimit.textMax} characters`,
  accountNumberInvalid: `Account number must be ${BankAccountLimit.accountNumberMinDigits} to ${BankAccountLimit.accountNumberMaxDigits} digits`,
  branchNameTooLong: `Branch name must not exceed ${BankAccountLimit.textMax} characters`,
  routingNoInvalid: `Routing number must be ${BankAccountLimit.routingNoDigits} digits`,
  swiftCodeInvalid: 'SWIFT code must be 8 or 11 letters or digits',
  limitReached: `An agency can keep at most ${BankAccountLimit.maxPerAgency} bank accounts. Edit one of them instead.`,
  duplicate: 'This account is already saved for your agency.',
  defaultRequired: 'An agency always has a default account. Make another account the default instead.',
  /** Spec §8, as written: shown when the Bank Details window cannot load and the server gave no message. */
  loadFailed: 'could proceed with request pls contact support team.!',
} as const;

export const BankAccountErrorCode = {
  LimitReached: 'BANK_ACCOUNT_LIMIT_REACHED',
  Duplicate: 'BANK_ACCOUNT_DUPLICATE',
  DefaultRequired: 'BANK_ACCOUNT_DEFAULT_REQUIRED',
} as const;

/** A bank account as the spec describes it (§3 "Bank account"); the logo URL is site-relative. */
export const ZBankAccount = z.object({
  bankAccountId: z.uuid(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branchName: z.string().nullable(),
  swiftCode: z.string().nullable(),
  routingNo: z.string().nullable(),
  bankLogoIconName: z.string().nullable(),
  bankLogoURL: z.string().nullable(),
});
export type BankAccount = z.infer<typeof ZBankAccount>;

/** An agency's own account (refunds and settlements are paid into its default one). */
export const ZAgencyBankAccount = ZBankAccount.extend({ isDefault: z.boolean() });
export type AgencyBankAccount = z.infer<typeof ZAgencyBankAccount>;

const requiredText = (required: string, tooLong: string) =>
  z.string(required).trim().min(1, required).max(BankAccountLimit.textMax, tooLong);

/** An optional field: absent, null and blank all mean "not given" and are stored as null. */
const optional = (schema: z.ZodString) => schema.nullish().transform((value) => (value ? value : null));

const accountNumberPattern = new RegExp(
  `^\\d{${BankAccountLimit.accountNumberMinDigits},${BankAccountLimit.accountNumberMaxDigits}}$`,
);
// Blank is allowed by the patterns of optional fields; `optional` turns it into null.
const routingNoPattern = new RegExp(`^(?:\\d{${BankAccountLimit.routingNoDigits}})?$`);
const swiftCodePattern = /^(?:[A-Za-z0-9]{8}|[A-Za-z0-9]{11})?$/;

/** The fields an agency fills in for an account; the form and the API validate with the same schema. */
export const ZBankAccountFields = z.strictObject({
  bankName: requiredText(BankAccountMessage.bankNameRequired, BankAccountMessage.bankNameTooLong),
  accountName: requiredText(BankAccountMessage.accountNameRequired, BankAccountMessage.accountNameTooLong),
  accountNumber: z
    .string(BankAccountMessage.accountNumberInvalid)
    .trim()
    .regex(accountNumberPattern, BankAccountMessage.accountNumberInvalid),
  branchName: optional(
    z
      .string(BankAccountMessage.branchNameTooLong)
      .trim()
      .max(BankAccountLimit.textMax, BankAccountMessage.branchNameTooLong),
  ),
  routingNo: optional(
    z
      .string(BankAccountMessage.routingNoInvalid)
      .trim()
      .regex(routingNoPattern, BankAccountMessage.routingNoInvalid),
  ),
  // SWIFT (BIC) codes are written in capitals; a lower-case entry is the same code.
  swiftCode: optional(
    z
      .string(BankAccountMessage.swiftCodeInvalid)
      .trim()
      .toUpperCase()
      .regex(swiftCodePattern, BankAccountMessage.swiftCodeInvalid),
  ),
});
export type BankAccountFields = z.infer<typeof ZBankAccountFields>;

/** POST bankaccount/addaccount. The agency's first account becomes its default whatever isDefault says. */
export const ZAddBankAccountRequest = ZBankAccountFields.extend({ isDefault: z.boolean().default(false) });
export type AddBankAccountRequest = z.input<typeof ZAddBankAccountRequest>;

/**
 * POST bankaccount/editaccount: every field is replaced. isDefault true makes the account the default; false on
 * the default account is refused (there is always one); absent leaves it as it is.
 */
export const ZEditBankAccountRequest = ZBankAccountFields.extend({
  bankAccountId: z.uuid(),
  isDefault: z.boolean().optional(),
});
export type EditBankAccountRequest = z.input<typeof ZEditBankAccountRequest>;

export const ZBankAccountResponse = z.object({ bankAccount: ZAgencyBankAccount });
export type BankAccountResponse = z.infer<typeof ZBankAccountResponse>;

/** GET bankaccount/load: the agency's accounts, the default first. */
export const ZLoadBankAccountsResponse = z.object({ bankAccounts: z.array(ZAgencyBankAccount) });
export type LoadBankAccountsResponse = z.infer<typeof ZLoadBankAccountsResponse>;

/** GET bankaccount/viewaccount: one of the agency's accounts; any other id answers 404. */
export const ZViewBankAccountQuery = z.strictObject({ bankAccountId: z.uuid() });
export type ViewBankAccountQuery = z.infer<typeof ZViewBankAccountQuery>;

/** GET bankaccount/getBankAccountDetails: the tenant's accounts agencies deposit into (the Bank Details window). */
export const ZProviderBankAccountsResponse = z.object({ bankAccounts: z.array(ZBankAccount) });
export type ProviderBankAccountsResponse = z.infer<typeof ZProviderBankAccountsResponse>;

/** Where the web app serves a bank's mark: site-relative, so every tenant's host serves the same files. */
export function bankLogoUrl(iconName: string | null): string | null {
  return iconName ? `/banks/${iconName}.svg` : null;
}
