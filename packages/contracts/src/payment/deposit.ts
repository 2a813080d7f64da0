import { z } from 'zod';
import { ZDayFilter } from '../common/dates';
import { moneyFromText, ZCurrencyCode } from '../common/money';
import { ZBankAccount, BankAccountLimit } from './bank-account';

/**
 * Deposits (spec §2 "Deposit pages", §7 "deposit"): an agency tells us it paid money in and asks to have it
 * credited to its wallet; an operator approves (the money is posted, once) or rejects the request.
 */

/** How the agency paid: each has its own form and call. */
export const DepositMethods = ['bank_deposit', 'bank_transfer', 'cheque_deposit', 'mobile_banking'] as const;
export const ZDepositMethod = z.enum(DepositMethods);
export type DepositMethod = z.infer<typeof ZDepositMethod>;

/**
 * Every way an agency can pay money in (deposit/availpayments; the tenant config's payment methods are only the
 * logos its footer shows). Card and net banking are paid through the online payment gateway instead of being
 * requested for review.
 */
export const OnlinePayInMethods = ['card', 'net_banking'] as const;
export const PayInMethods = [...DepositMethods, ...OnlinePayInMethods] as const;
export const ZPayInMethod = z.enum(PayInMethods);
export type PayInMethod = z.infer<typeof ZPayInMethod>;

/**
 * What the payer bears on top of the amount, in basis points (hundredths of a percent): the card and net-banking
 * gateway fees, and the mobile wallets' payment fee. The wallet is credited the amount itself.
 */
export const PayInChargeBasisPoints = {
  card: 150,
  mobile_banking: 185,
  net_banking: 100,
} as const satisfies Partial<Record<PayInMethod, number>>;

/** A request waits for an operator and is approved or rejected exactly once. */
export const DepositStatuses = ['pending', 'approved', 'rejected'] as const;
export const ZDepositStatus = z.enum(DepositStatuses);
export type DepositStatus = z.infer<typeof ZDepositStatus>;

export const MobileWallets = ['bkash', 'nagad'] as const;
export const ZMobileWallet = z.enum(MobileWallets);
export type MobileWallet = z.infer<typeof ZMobileWallet>;

export const MobileWalletLabel: Record<MobileWallet, string> = { bkash: 'bKash', nagad: 'Nagad' };

/** The merchant numbers agencies send mobile-banking deposits to (the demo world's numbers). */
export const MobileWalletMerchantNumber: Record<MobileWallet, string> = {
  bkash: '01779000100',
  nagad: '01958000100',
};

export const DepositLimit = {
  /** One crore taka in poisha: larger sums are arranged with the finance team, not through a form. */
  maxAmount: 10_000_000_00,
  textMax: 100,
  slipNumberMax: 30,
  transactionReferenceMax: 40,
  chequeNumberMinDigits: 6,
  chequeNumberMaxDigits: 10,
  transactionIdMinLength: 8,
  transactionIdMaxLength: 12,
  noteMax: 300,
  rejectionReasonMax: 300,
  /** At most this many deposits answer a search-pad lookup. */
  searchPadMax: 10,
  searchTermMax: 20,
} as const;

/** Texts of deposit validation and refusals; each names what to fix. */
export const DepositMessage = {
  amountInvalid: 'Amount must be a whole number of poisha above zero',
  amountTooLarge: 'A deposit can be at most 1 crore taka (BDT 10,000,000)',
  providerAccountRequired: 'Choose the account you paid into',
  providerAccountUnknown: 'Choose one of the accounts listed for deposits',
  dateRequired: 'Date is required',
  dateInvalid: 'Dates are written YYYY-MM-DD',
  dateInFuture: 'The date cannot be in the future',
  depositorBranchRequired: 'Enter the branch where the money was deposited',
  slipNumberRequired: 'Enter the deposit slip number',
  slipNumberTooLong: `The slip number must not exceed ${DepositLimit.slipNumberMax} characters`,
  senderBankRequired: 'Enter the name of the bank the money was sent from',
  senderAccountInvalid: `Sender account number must be ${BankAccountLimit.accountNumberMinDigits} to ${BankAccountLimit.accountNumberMaxDigits} digits`,
  transactionReferenceRequired: 'Enter the transfer’s transaction reference',
  transactionReferenceTooLong: `The transaction reference must not exceed ${DepositLimit.transactionReferenceMax} characters`,
  chequeNumberInvalid: `Cheque number must be ${DepositLimit.chequeNumberMinDigits} to ${DepositLimit.chequeNumberMaxDigits} digits`,
  chequeBankRequired: 'Enter the bank the cheque is drawn on',
  textTooLong: `This field must not exceed ${DepositLimit.textMax} characters`,
  walletRequired: 'Choose bKash or Nagad',
  senderPhoneInvalid: 'Enter the sender’s mobile number as 01XXXXXXXXX',
  transactionIdInvalid: `Transaction ID must be ${DepositLimit.transactionIdMinLength} to ${DepositLimit.transactionIdMaxLength} letters or digits`,
  noteTooLong: `Note must not exceed ${DepositLimit.noteMax} characters`,
  slipRequired: 'Please upload the deposit slip',
  slipTooLarge: 'The file must not exceed 1 MB',
  slipTooMany: 'Attach one deposit slip only',
  slipWrongType: 'Only png, jpeg or pdf files are allowed',
  notMultipart: 'Send the deposit request as multipart/form-data.',
  formUnreadable: 'The deposit request could not be read.',
  notFound: 'Deposit not found.',
  noSlip: 'This deposit has no slip.',
  alreadyApproved: 'This deposit has already been approved.',
  alreadyRejected: 'This deposit has already been rejected.',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must not exceed ${DepositLimit.rejectionReasonMax} characters`,
  searchTermRequired: 'Type the start of a deposit reference',
} as const;

export const DepositErrorCode = {
  AlreadyDecided: 'DEPOSIT_ALREADY_DECIDED',
} as const;

/** A deposit's reference: DP- and eight capital letters or digits. */
export const DepositReferencePattern = /^DP-[A-Z0-9]{8}$/;

/** The slip's form field; png, jpeg or pdf of at most 1 MB. */
export const DepositSlipField = 'slip';

/** Methods whose form must carry the slip the bank stamped. */
export const SlipRequiredMethods: readonly DepositMethod[] = ['bank_deposit', 'cheque_deposit'];

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/** A day of the tenant's calendar, not after `today` when it is given (the API passes the tenant's today). */
const ZPastDay = (today: string | undefined) =>
  z
    .string(DepositMessage.dateRequired)
    .trim()
    .min(1, { message: DepositMessage.dateRequired, abort: true })
    .regex(isoDayPattern, { message: DepositMessage.dateInvalid, abort: true })
    .refine(isCalendarDay, { message: DepositMessage.dateInvalid, abort: true })
    .refine((value) => today === undefined || value <= today, DepositMessage.dateInFuture);

const requiredText = (
  required: string,
  max: number = DepositLimit.textMax,
  tooLong: string = DepositMessage.textTooLong,
) => z.string(required).trim().min(1, { message: required, abort: true }).max(max, tooLong);

/** Form values arrive as text (multipart): the amount is plain digits of poisha, or a number. */
const ZDepositAmount = moneyFromText(
  z
    .number({ error: DepositMessage.amountInvalid })
    .int(DepositMessage.amountInvalid)
    .positive(DepositMessage.amountInvalid)
    .max(DepositLimit.maxAmount, DepositMessage.amountTooLarge),
);

const ZNote = z
  .string(DepositMessage.noteTooLong)
  .trim()
  .max(DepositLimit.noteMax, DepositMessage.noteTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

const ZProviderAccountId = z.uuid(DepositMessage.providerAccountRequired);

const chequeNumberPattern = new RegExp(
  `^\\d{${DepositLimit.chequeNumberMinDigits},${DepositLimit.chequeNumberMaxDigits}}$`,
);
const senderAccountPattern = new RegExp(
  `^\\d{${BankAccountLimit.accountNumberMinDigits},${BankAccountLimit.accountNumberMaxDigits}}$`,
);
/** A Bangladeshi mobile number: 01, an operator digit 3 to 9, then eight digits. */
const bdMobilePattern = /^01[3-9]\d{8}$/;
const transactionIdPattern = new RegExp(
  `^[A-Za-z0-9]{${DepositLimit.transactionIdMinLength},${DepositLimit.transactionIdMaxLength}}$`,
);

/**
 * The four initiate calls' fields, checked with dates up to `today` (the tenant's day on the API, the browser's
 * day in the form); without `today` only the dates' form is checked. The slip travels beside these as a file.
 */
export function depositRequestSchemas(today?: string) {
  return {
    bank_deposit: z.strictObject({
      providerBankAccountId: ZProviderAccountId,
      depositDate: ZPastDay(today),
      depositorBranch: requiredText(DepositMessage.depositorBranchRequired),
      slipNumber: requiredText(
        DepositMessage.slipNumberRequired,
        DepositLimit.slipNumberMax,
        DepositMessage.slipNumberTooLong,
      ),
      amount: ZDepositAmount,
      note: ZNote,
    }),
    bank_transfer: z.strictObject({
      providerBankAccountId: ZProviderAccountId,
      transferDate: ZPastDay(today),
      senderBankName: requiredText(DepositMessage.senderBankRequired),
      senderAccountNumber: z
        .string(DepositMessage.senderAccountInvalid)
        .trim()
        .regex(senderAccountPattern, DepositMessage.senderAccountInvalid),
      transactionReference: requiredText(
        DepositMessage.transactionReferenceRequired,
        DepositLimit.transactionReferenceMax,
        DepositMessage.transactionReferenceTooLong,
      ),
      amount: ZDepositAmount,
      note: ZNote,
    }),
    cheque_deposit: z.strictObject({
      providerBankAccountId: ZProviderAccountId,
      chequeNumber: z
        .string(DepositMessage.chequeNumberInvalid)
        .trim()
        .regex(chequeNumberPattern, DepositMessage.chequeNumberInvalid),
      chequeBank: requiredText(DepositMessage.chequeBankRequired),
      chequeDate: ZPastDay(today),
      depositDate: ZPastDay(today),
      amount: ZDepositAmount,
      note: ZNote,
    }),
    mobile_banking: z.strictObject({
      wallet: z.enum(MobileWallets, DepositMessage.walletRequired),
      senderPhone: z
        .string(DepositMessage.senderPhoneInvalid)
        .trim()
        .regex(bdMobilePattern, DepositMessage.senderPhoneInvalid),
      // Wallets print transaction ids in capitals; a lower-case entry is the same id.
      transactionId: z
        .string(DepositMessage.transactionIdInvalid)
        .trim()
        .toUpperCase()
        .regex(transactionIdPattern, DepositMessage.transactionIdInvalid),
      amount: ZDepositAmount,
      note: ZNote,
    }),
  } as const;
}

const undatedSchemas = depositRequestSchemas();
/** POST deposit/initiatebankdeposit (multipart, with the slip). */
export const ZBankDepositRequest = undatedSchemas.bank_deposit;
export type BankDepositRequest = z.infer<typeof ZBankDepositRequest>;
/** POST deposit/initiatebanktransfer (multipart, the slip optional). */
export const ZBankTransferRequest = undatedSchemas.bank_transfer;
export type BankTransferRequest = z.infer<typeof ZBankTransferRequest>;
/** POST deposit/initiatechequedeposit (multipart, with the slip). */
export const ZChequeDepositRequest = undatedSchemas.cheque_deposit;
export type ChequeDepositRequest = z.infer<typeof ZChequeDepositRequest>;
/** POST deposit/initate: a mobile-banking deposit (multipart, the slip, a screenshot, optional). */
export const ZMobileBankingRequest = undatedSchemas.mobile_banking;
export type MobileBankingRequest = z.infer<typeof ZMobileBankingRequest>;

/** What each method records beyond the amount and the account paid into; kept with the deposit as it was sent. */
export const ZDepositDetails = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank_deposit'),
    depositDate: z.string(),
    depositorBranch: z.string(),
    slipNumber: z.string(),
  }),
  z.object({
    method: z.literal('bank_transfer'),
    transferDate: z.string(),
    senderBankName: z.string(),
    senderAccountNumber: z.string(),
    transactionReference: z.string(),
  }),
  z.object({
    method: z.literal('cheque_deposit'),
    chequeNumber: z.string(),
    chequeBank: z.string(),
    chequeDate: z.string(),
    depositDate: z.string(),
  }),
  z.object({
    method: z.literal('mobile_banking'),
    wallet: ZMobileWallet,
    senderPhone: z.string(),
    transactionId: z.string(),
  }),
]);
export type DepositDetails = z.infer<typeof ZDepositDetails>;

/** The provider's account a deposit was paid into, as the deposit shows it. */
export const ZDepositBankAccount = z.object({
  bankAccountId: z.uuid(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});

/** A deposit request as its agency sees it. */
export const ZDepositView = z.object({
  depositId: z.uuid(),
  /** DP- and eight letters or digits, unique in the tenant; the payment ledger line of an approval carries it. */
  reference: z.string(),
  method: ZDepositMethod,
  amount: z.number().int().positive(),
  currency: ZCurrencyCode,
  status: ZDepositStatus,
  details: ZDepositDetails,
  /** Null for mobile banking (paid to a wallet's merchant number). */
  providerBankAccount: ZDepositBankAccount.nullable(),
  note: z.string().nullable(),
  hasSlip: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The ledger transaction that credited the wallet, once approved. */
  transactionId: z.uuid().nullable(),
});
export type DepositView = z.infer<typeof ZDepositView>;

export const ZDepositResponse = z.object({ deposit: ZDepositView });
export type DepositResponse = z.infer<typeof ZDepositResponse>;

const ZPage = z.coerce.number().int().min(1).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(25);

/** GET deposit/load: the agency's deposits, newest first. from and to are days of the tenant's calendar. */
export const ZDepositListQuery = z.strictObject({
  status: ZDepositStatus.optional(),
  method: ZDepositMethod.optional(),
  from: ZDayFilter.optional(),
  to: ZDayFilter.optional(),
  /** Matches the reference, or the slip number, transfer reference, cheque number or wallet transaction id. */
  term: z.string().trim().max(64).optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type DepositListQuery = z.infer<typeof ZDepositListQuery>;

export const ZDepositPage = z.object({
  deposits: z.array(ZDepositView),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DepositPage = z.infer<typeof ZDepositPage>;

const ZOption = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

/** GET deposit/availfilter: what the deposit list can be filtered by. */
export const ZDepositFilterOptions = z.object({
  statuses: z.array(ZOption(ZDepositStatus)),
  methods: z.array(ZOption(ZDepositMethod)),
});
export type DepositFilterOptions = z.infer<typeof ZDepositFilterOptions>;

export const ZDepositIdQuery = z.strictObject({ depositId: z.uuid() });
export type DepositIdQuery = z.infer<typeof ZDepositIdQuery>;

/** GET deposit/searchpad: the agency's deposits whose reference starts with the term. */
export const ZDepositSearchQuery = z.strictObject({
  term: z
    .string(DepositMessage.searchTermRequired)
    .trim()
    .min(1, DepositMessage.searchTermRequired)
    .max(DepositLimit.searchTermMax),
});
export const ZDepositSearchResponse = z.object({
  deposits: z.array(
    ZDepositView.pick({
      depositId: true,
      reference: true,
      method: true,
      amount: true,
      currency: true,
      status: true,
      createdAt: true,
    }),
  ),
});
export type DepositSearchResponse = z.infer<typeof ZDepositSearchResponse>;

/** GET deposit/availpayments: every way to pay, with whether it goes through the gateway and its charge. */
export const ZPayInMethodsResponse = z.object({
  methods: z.array(
    z.object({
      method: ZPayInMethod,
      label: z.string(),
      online: z.boolean(),
      /** Basis points the payer bears on top of the amount; 0 when none. */
      chargeBasisPoints: z.number().int().nonnegative(),
    }),
  ),
});
export type PayInMethodsResponse = z.infer<typeof ZPayInMethodsResponse>;

/** GET deposit/availdeposit: where agencies pay deposits in, and the most one deposit may be. */
export const ZDepositAccountsResponse = z.object({
  bankAccounts: z.array(ZBankAccount),
  mobileWallets: z.array(z.object({ wallet: ZMobileWallet, label: z.string(), merchantNumber: z.string() })),
  currency: ZCurrencyCode,
  maxAmount: z.number().int(),
});
export type DepositAccountsResponse = z.infer<typeof ZDepositAccountsResponse>;

/** GET deposit/getProtectedFunctions: which of ShowDepositList (228) and AddDepositRequest (229) the caller holds. */
export const ZDepositProtectedFunctions = z.object({ functionalities: z.array(z.number().int()) });
export type DepositProtectedFunctions = z.infer<typeof ZDepositProtectedFunctions>;

/** Back office: GET Deposit/GetDeposits, pending first, then newest. */
export const ZBackofficeDepositQuery = z.strictObject({
  status: ZDepositStatus.optional(),
  method: ZDepositMethod.optional(),
  /** Part of the agency's name. */
  agency: z.string().trim().max(100).optional(),
  hasSlip: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type BackofficeDepositQuery = z.infer<typeof ZBackofficeDepositQuery>;

export const ZBackofficeDeposit = ZDepositView.extend({ agencyId: z.uuid(), agencyName: z.string() });
export type BackofficeDeposit = z.infer<typeof ZBackofficeDeposit>;

export const ZBackofficeDepositPage = z.object({
  deposits: z.array(ZBackofficeDeposit),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BackofficeDepositPage = z.infer<typeof ZBackofficeDepositPage>;

/** POST Deposit/ApproveDeposit (Idempotency-Key): credits the agency's wallet with the amount, once. */
export const ZApproveDepositRequest = z.strictObject({ depositId: z.uuid() });
export type ApproveDepositRequest = z.infer<typeof ZApproveDepositRequest>;

/** POST Deposit/RejectDeposit: the agency is mailed the reason. */
export const ZRejectDepositRequest = z.strictObject({
  depositId: z.uuid(),
  reason: z
    .string(DepositMessage.reasonRequired)
    .trim()
    .min(1, DepositMessage.reasonRequired)
    .max(DepositLimit.rejectionReasonMax, DepositMessage.reasonTooLong),
});
export type RejectDepositRequest = z.infer<typeof ZRejectDepositRequest>;

export const ZBackofficeDepositResponse = z.object({ deposit: ZBackofficeDeposit });
export type BackofficeDepositResponse = z.infer<typeof ZBackofficeDepositResponse>;
