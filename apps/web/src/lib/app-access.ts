import { hasFunctionality, type FunctionalityName } from '@portal/contracts';

/**
 * Which named feature (spec §6) each signed-in page needs, or any one of several. Pages without an entry need none.
 * The route guards, the side navigation and the top bar all read this table, so a menu never shows a page its guard
 * refuses.
 */
export const PagePermissions = {
  '/my-bookings': 'ShowBookings',
  '/ticket-management': 'ShowBookings',
  '/flight-booking': 'BookTicket',
  '/flight-order': 'ViewBooking',
  '/queue-share-booking': 'ImportPnr',
  '/print-preview': 'PrintTicket',
  '/void-management': 'ShowVoidList',
  '/refund-management': 'ShowRefundList',
  '/reIssue-management': 'ShowExchangeList',
  '/flight-void-request': 'VoidRequest',
  // A request is seen by whoever may list its kind or ask for it (the API's rule).
  '/flight-void-request-view': ['ShowVoidList', 'VoidRequest'],
  '/flight-void-details': ['ShowVoidList', 'VoidRequest'],
  '/flight-refund-request': 'RefundRequest',
  '/flight-refund-request-view': ['ShowRefundList', 'RefundRequest'],
  '/flight-refund-details': ['ShowRefundList', 'RefundRequest'],
  '/flight-exchange-request': 'ReissueRequest',
  '/flight-exchange-search-result': 'ReissueRequest',
  '/flight-exchange-confirm': 'ReissueRequest',
  '/flight-exchange-request-view': ['ShowExchangeList', 'ReissueRequest'],
  '/flight-exchange-details': ['ShowExchangeList', 'ReissueRequest'],
  '/hotel-bookings': 'ShowHotelQueues',
  '/hotel-results': 'SearchHotel',
  // The hotel's page, /hotel/{requestId}/{hotelGuid}, named by its first part.
  '/hotel': 'SearchHotel',
  // The pages of the hotel booking (its parameters are in the path; the guards name the page by its prefix).
  '/hotel/booking': 'BookHotel',
  // Where a new booking lands: whoever may book it or list the bookings may follow it.
  '/hotel/book': ['BookHotel', 'ShowHotelQueues'],
  '/hotel-bookings/print-preview': 'PrintHotel',
  '/holiday-requests': 'ShowHolidayQueue',
  // The results and a package's page, /holiday-search-result/{packageId}, named by the results' path.
  '/holiday-search-result': 'AccessHoliday',
  '/visa-myapplications': 'ShowVisaQueue',
  '/visa-search-result': 'SearchVisa',
  '/visa-booking': 'SearchVisa',
  '/visa-order': 'ViewVisaBooking',
  '/visa-print-preview': 'PrintVisaInvoice',
  '/traveller-information': 'ManageTravellers',
  '/deposit-list': 'ShowDepositList',
  '/bank-deposit': 'AddDepositRequest',
  '/bank-transfer': 'AddDepositRequest',
  '/cheque-deposit': 'AddDepositRequest',
  '/mobile-banking': 'AddDepositRequest',
  '/credit-debit-card': 'AddDepositRequest',
  '/net-banking-card-payment': 'AddDepositRequest',
  '/payment-result': 'AddDepositRequest',
  '/my-transactions': 'ShowAllTransactions',
  '/CreditLedger': 'ShowAllTransactions',
  '/e-transactions': 'ShowAllTransactions',
  '/partial-payment': 'ShowPartialPaymentList',
  '/reports': 'AccessReports',
  '/company-settings': 'CompanySettings',
  '/searchpad/hotel': 'SearchHotel',
  '/searchpad/holiday': 'AccessHoliday',
  '/searchpad/visa': 'SearchVisa',
  '/searchpad/queueshare': 'ImportPnr',
  '/searchpad/groupfares': 'AccessGroupFares',
  '/searchpad/xclusive': 'UsexClusiveFares',
  '/searchpad/umrah': 'AccessUmrahFares',
  '/xclusive-fares-result': 'UsexClusiveFares',
  '/umrah-fares-result': 'AccessUmrahFares',
  // The group tab's own results page (the spec names only the Xclusive and Umrah ones).
  '/group-fares-result': 'AccessGroupFares',
  // A reservation and the queue: whoever may buy any of the three kinds (the API scopes each by its kind).
  '/group-fare-reservation': ['UsexClusiveFares', 'AccessUmrahFares', 'AccessGroupFares'],
  '/group-fare-reservations': ['UsexClusiveFares', 'AccessUmrahFares', 'AccessGroupFares'],
  '/flight-search-result': 'Search',
  '/two-one-way': 'Search',
  '/flight-proposal': 'MakeProposal',
} as const satisfies Record<string, FunctionalityName | readonly FunctionalityName[]>;
export type GuardedPath = keyof typeof PagePermissions;

/** The deposit pages: one layout and one page module, a method each (spec §2 "Deposit pages share one layout"). */
export const DepositPaths = [
  '/bank-deposit',
  '/bank-transfer',
  '/cheque-deposit',
  '/mobile-banking',
  '/credit-debit-card',
  '/net-banking-card-payment',
] as const satisfies readonly GuardedPath[];

export function canOpen(functionalities: readonly number[], path: string): boolean {
  const needed = (
    PagePermissions as Record<string, FunctionalityName | readonly FunctionalityName[] | undefined>
  )[path];
  if (needed === undefined) return true;
  const anyOf: readonly FunctionalityName[] = typeof needed === 'string' ? [needed] : needed;
  return anyOf.some((name) => hasFunctionality(functionalities, name));
}

export interface SearchpadTab {
  key: 'flights' | 'hotels' | 'holidays' | 'visa' | 'queueShare' | 'xclusiveFares' | 'umrah' | 'groupFares';
  path: string;
  isNew?: boolean;
}

/** The search pad's tabs in the spec's order (§2 "Tabs"); Flights is always there. */
export const SearchpadTabs: readonly SearchpadTab[] = [
  { key: 'flights', path: '/searchpad' },
  { key: 'hotels', path: '/searchpad/hotel', isNew: true },
  { key: 'holidays', path: '/searchpad/holiday' },
  { key: 'visa', path: '/searchpad/visa' },
  { key: 'queueShare', path: '/searchpad/queueshare' },
  { key: 'xclusiveFares', path: '/searchpad/xclusive' },
  { key: 'umrah', path: '/searchpad/umrah' },
  { key: 'groupFares', path: '/searchpad/groupfares' },
];

/** The search pad's tabs this user may see (access rule of §6). */
export function visibleTabs(functionalities: readonly number[]): SearchpadTab[] {
  return SearchpadTabs.filter((tab) => canOpen(functionalities, tab.path));
}

/**
 * The flight booking queues, in the order the My Bookings link prefers them (spec §2 "Side navigation").
 */
export const FlightQueuePaths = [
  '/my-bookings',
  '/void-management',
  '/refund-management',
  '/reIssue-management',
] as const;

export type BookingsMenuKey =
  'flights' | 'voids' | 'refunds' | 'exchanges' | 'hotels' | 'holidays' | 'visa' | 'groupFares';

export interface BookingsMenu {
  /** Where the My Bookings link goes: the first permitted flight queue, else the first permitted other queue. */
  link: string | null;
  /** More than one queue permitted: a submenu of these entries; otherwise a single link. */
  entries: Array<{ key: BookingsMenuKey; path: string }>;
}

const BookingsMenuEntries: ReadonlyArray<{ key: BookingsMenuKey; path: string }> = [
  { key: 'flights', path: '/my-bookings' },
  { key: 'voids', path: '/void-management' },
  { key: 'refunds', path: '/refund-management' },
  { key: 'exchanges', path: '/reIssue-management' },
  { key: 'hotels', path: '/hotel-bookings' },
  { key: 'holidays', path: '/holiday-requests' },
  { key: 'visa', path: '/visa-myapplications' },
  { key: 'groupFares', path: '/group-fare-reservations' },
];

/** The My Bookings menu: a single link if only one queue is permitted, otherwise a submenu. */
export function bookingsMenu(functionalities: readonly number[]): BookingsMenu {
  const entries = BookingsMenuEntries.filter((entry) => canOpen(functionalities, entry.path));
  const flightQueue = FlightQueuePaths.find((path) => canOpen(functionalities, path));
  return { link: flightQueue ?? entries[0]?.path ?? null, entries };
}

export interface SideNavItem {
  key: 'travellers' | 'depositList' | 'eTransactions' | 'partialPayment' | 'reports' | 'companySettings';
  path: GuardedPath;
  mainTenantOnly?: boolean;
}

/** The side navigation below My Bookings, in the spec's order. */
export const SideNavItems: readonly SideNavItem[] = [
  { key: 'travellers', path: '/traveller-information' },
  { key: 'depositList', path: '/deposit-list' },
  { key: 'eTransactions', path: '/e-transactions', mainTenantOnly: true },
  { key: 'partialPayment', path: '/partial-payment' },
  { key: 'reports', path: '/reports' },
  { key: 'companySettings', path: '/company-settings' },
];

export function visibleSideNavItems(
  functionalities: readonly number[],
  isMainTenant: boolean,
): SideNavItem[] {
  return SideNavItems.filter(
    (item) => (isMainTenant || !item.mainTenantOnly) && canOpen(functionalities, item.path),
  );
}
