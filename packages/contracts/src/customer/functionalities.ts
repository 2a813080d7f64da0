/** Functionality codes of the product description (spec §6). */
export const Functionality = {
  Dashboard: 201,
  Search: 202,
  ShowCommision: 203,
  ShowMarkup: 204,
  ShowSource: 205,
  MakeProposal: 206,
  BookTicket: 207,
  AddTraveller: 208,
  ViewTraveller: 209,
  ManageTravellers: 210,
  ViewBooking: 211,
  IssueTicket: 212,
  PrintTicket: 213,
  CancelTicket: 214,
  VoidRequest: 215,
  RefundRequest: 216,
  ReissueRequest: 217,
  BookingHistory: 218,
  SSRHistory: 219,
  ShowPassportVisa: 220,
  ExtendTimeLimit: 221,
  EnablePartialPayment: 222,
  ShowBookings: 223,
  ShowVoidList: 224,
  ShowRefundList: 225,
  ShowExchangeList: 226,
  ShowAllTransactions: 227,
  ShowDepositList: 228,
  AddDepositRequest: 229,
  ShowPartialPaymentList: 230,
  PayPartialPaymentDue: 231,
  AccessReports: 232,
  CompanySettings: 233,
  EditCompanyInfo: 234,
  ShowStaffs: 235,
  ManageStaff: 236,
  ShowBranches: 237,
  ManageBranch: 238,
  ShowBankAccounts: 239,
  ManageBankAccount: 240,
  ImportPnr: 241,
  UsexClusiveFares: 242,
  AccessGroupFares: 243,
  AccessUmrahFares: 244,
  AccessHoliday: 245,
  ShowHolidayQueue: 246,
  SearchHotel: 247,
  BookHotel: 248,
  PrintHotel: 249,
  CancelHotel: 250,
  ShowHotelBookingHistory: 251,
  ShowHotelQueues: 252,
  ShowVisaQueue: 253,
  ShowVisaCorrectionHistory: 254,
  ShowVisaBookingHistory: 255,
  CancelVisaApplication: 256,
  EditVisaApplication: 257,
  PrintVisaInvoice: 258,
  ViewVisaBooking: 259,
  SearchVisa: 260,
} as const;
export type FunctionalityName = keyof typeof Functionality;
export type FunctionalityCode = (typeof Functionality)[FunctionalityName];

/** The names spec §6 gives to the features that gate menu items and tabs; each is a functionality above. */
export const NamedFeatures = [
  'ShowBookings',
  'ShowVoidList',
  'ShowRefundList',
  'ShowExchangeList',
  'ShowHolidayQueue',
  'ShowVisaQueue',
  'ShowHotelQueues',
  'ManageTravellers',
  'ShowAllTransactions',
  'ShowDepositList',
  'AddDepositRequest',
  'ShowPartialPaymentList',
  'AccessReports',
  'CompanySettings',
  'SearchHotel',
  'AccessHoliday',
  'SearchVisa',
  'ImportPnr',
  'UsexClusiveFares',
  'AccessUmrahFares',
  'AccessGroupFares',
] as const satisfies readonly FunctionalityName[];
export type NamedFeature = (typeof NamedFeatures)[number];

const nameByCode = new Map<number, FunctionalityName>(
  Object.entries(Functionality).map(([name, code]) => [code, name as FunctionalityName]),
);

/** The name of a functionality code, or undefined for a number outside 201–260. */
export function functionalityName(code: number): FunctionalityName | undefined {
  return nameByCode.get(code);
}

/**
 * The access rule (spec §6): allowed when the list is absent or empty (an agency owner holds everything), or when
 * it holds the functionality's code or its name. The one rule used by the API to enforce and by the web to hide.
 */
export function hasFunctionality(
  functionalities: ReadonlyArray<string | number> | null | undefined,
  codeOrName: FunctionalityName | FunctionalityCode,
): boolean {
  if (!functionalities || functionalities.length === 0) return true;
  const name = typeof codeOrName === 'number' ? nameByCode.get(codeOrName) : codeOrName;
  if (!name) return false;
  const code = String(Functionality[name]);
  return functionalities.some((entry) => String(entry) === code || String(entry) === name);
}
