import { Functionality, type FunctionalityName } from '../customer/functionalities';

/**
 * GetModuleList: the 60 functionality codes (spec §6) grouped by the part of the product they open, in the order
 * the role editor shows them. Every code sits in exactly one module (checked by a unit test).
 */
export const FunctionalityModules = [
  { module: 'dashboard', functionalities: ['Dashboard', 'Search'] },
  {
    module: 'flights',
    functionalities: [
      'ShowCommision',
      'ShowMarkup',
      'ShowSource',
      'MakeProposal',
      'BookTicket',
      'ViewBooking',
      'IssueTicket',
      'PrintTicket',
      'CancelTicket',
      'BookingHistory',
      'SSRHistory',
      'ShowPassportVisa',
      'ExtendTimeLimit',
      'EnablePartialPayment',
      'ShowBookings',
      'ImportPnr',
    ],
  },
  {
    module: 'afterSales',
    functionalities: [
      'VoidRequest',
      'RefundRequest',
      'ReissueRequest',
      'ShowVoidList',
      'ShowRefundList',
      'ShowExchangeList',
    ],
  },
  { module: 'specialFares', functionalities: ['UsexClusiveFares', 'AccessGroupFares', 'AccessUmrahFares'] },
  { module: 'travellers', functionalities: ['AddTraveller', 'ViewTraveller', 'ManageTravellers'] },
  {
    module: 'money',
    functionalities: [
      'ShowAllTransactions',
      'ShowDepositList',
      'AddDepositRequest',
      'ShowPartialPaymentList',
      'PayPartialPaymentDue',
    ],
  },
  {
    module: 'hotels',
    functionalities: [
      'SearchHotel',
      'BookHotel',
      'PrintHotel',
      'CancelHotel',
      'ShowHotelBookingHistory',
      'ShowHotelQueues',
    ],
  },
  { module: 'holidays', functionalities: ['AccessHoliday', 'ShowHolidayQueue'] },
  {
    module: 'visas',
    functionalities: [
      'SearchVisa',
      'ViewVisaBooking',
      'ShowVisaQueue',
      'ShowVisaCorrectionHistory',
      'ShowVisaBookingHistory',
      'CancelVisaApplication',
      'EditVisaApplication',
      'PrintVisaInvoice',
    ],
  },
  { module: 'reports', functionalities: ['AccessReports'] },
  {
    module: 'company',
    functionalities: [
      'CompanySettings',
      'EditCompanyInfo',
      'ShowStaffs',
      'ManageStaff',
      'ShowBranches',
      'ManageBranch',
      'ShowBankAccounts',
      'ManageBankAccount',
    ],
  },
] as const satisfies ReadonlyArray<{ module: string; functionalities: readonly FunctionalityName[] }>;
export type FunctionalityModule = (typeof FunctionalityModules)[number]['module'];

const codes = (names: readonly FunctionalityName[]) => names.map((name) => Functionality[name]);

const allExcept = (...left: FunctionalityName[]) =>
  (Object.keys(Functionality) as FunctionalityName[]).filter((name) => !left.includes(name));

/**
 * Starting points for a new role; the owner may change any code before saving. A role always stores its own list,
 * so changing a preset later changes no existing role.
 */
export const RolePresets = [
  {
    preset: 'reservations',
    name: 'Reservations',
    functionalities: codes([
      'Dashboard',
      'Search',
      'BookTicket',
      'ViewBooking',
      'IssueTicket',
      'PrintTicket',
      'BookingHistory',
      'ShowBookings',
      'AddTraveller',
      'ViewTraveller',
      'ManageTravellers',
      'VoidRequest',
      'RefundRequest',
      'ReissueRequest',
      'ShowVoidList',
      'ShowRefundList',
      'ShowExchangeList',
      'SearchHotel',
      'BookHotel',
      'PrintHotel',
      'ShowHotelQueues',
      'AccessHoliday',
      'ShowHolidayQueue',
      'SearchVisa',
      'ViewVisaBooking',
      'ShowVisaQueue',
    ]),
  },
  {
    preset: 'accounts',
    name: 'Accounts',
    functionalities: codes([
      'Dashboard',
      'ShowAllTransactions',
      'ShowDepositList',
      'AddDepositRequest',
      'ShowPartialPaymentList',
      'PayPartialPaymentDue',
      'AccessReports',
      'ShowBankAccounts',
      'ManageBankAccount',
    ]),
  },
  {
    preset: 'manager',
    name: 'Manager',
    functionalities: codes(allExcept('ManageStaff', 'EditCompanyInfo', 'ManageBankAccount')),
  },
  {
    preset: 'viewOnly',
    name: 'View only',
    functionalities: codes([
      'Dashboard',
      'Search',
      'ViewBooking',
      'ShowBookings',
      'ViewTraveller',
      'ShowVoidList',
      'ShowRefundList',
      'ShowExchangeList',
      'ShowAllTransactions',
      'ShowDepositList',
      'ShowPartialPaymentList',
      'ShowHotelQueues',
      'ShowHolidayQueue',
      'ShowVisaQueue',
      'ViewVisaBooking',
      'AccessReports',
    ]),
  },
] as const;
export type RolePreset = (typeof RolePresets)[number]['preset'];
