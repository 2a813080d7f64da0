import type { ComponentType } from 'react';

/**
 * The pages behind the signed-in frame, imported from the frame's own chunk: the public entry then carries only the
 * frame's import, not the preload lists of every signed-in page (first-visit budget of the public pages).
 */
export const signedInPages = {
  searchpad: () => import('../../features/searchpad/routes/searchpad-page'),
  flightResults: () => import('../../features/flight-results/routes/flight-results-page'),
  twoOneWay: () => import('../../features/flight-results/routes/two-one-way-page'),
  flightProposal: () => import('../../features/flight-results/routes/proposal-page'),
  myTransactions: () => import('../../features/ledger/routes/my-transactions-page'),
  creditLedger: () => import('../../features/ledger/routes/credit-ledger-page'),
  deposit: () => import('../../features/deposit/routes/deposit-page'),
  depositList: () => import('../../features/deposit/routes/deposit-list-page'),
  partialPayment: () => import('../../features/partial-payment/routes/partial-payment-page'),
  paymentResult: () => import('../../features/deposit/routes/payment-result-page'),
  flightBooking: () => import('../../features/flight-booking/routes/flight-booking-page'),
  flightOrder: () => import('../../features/flight-order/routes/flight-order-page'),
  myBookings: () => import('../../features/my-bookings/routes/my-bookings-page'),
  queueShareBooking: () => import('../../features/queue-share/routes/queue-share-booking-page'),
  /** The search pad's Queue Share tab, shown inside the search pad page. */
  queueSharePanel: () => import('../../features/queue-share/components/queue-share-panel'),
  /** The search pad's Hotels tab, shown inside the search pad page. */
  hotelSearchPanel: () => import('../../features/hotel-search/components/hotel-search-panel'),
  hotelResults: () => import('../../features/hotel-search/routes/hotel-results-page'),
  hotelDetails: () => import('../../features/hotel-search/routes/hotel-details-page'),
  eTransactions: () => import('../../features/e-transactions/routes/e-transactions-page'),
  travellerInformation: () => import('../../features/travellers/routes/traveller-information-page'),
  voidRequest: () => import('../../features/after-sales/routes/void-request-page'),
  refundRequest: () => import('../../features/after-sales/routes/refund-request-page'),
  exchangeRequest: () => import('../../features/after-sales/routes/exchange-request-page'),
  exchangeSearchResult: () => import('../../features/after-sales/routes/exchange-search-result-page'),
  exchangeConfirm: () => import('../../features/after-sales/routes/exchange-confirm-page'),
  /** One page module per view of a request, for every kind (the route names the kind). */
  afterSalesRequestView: () => import('../../features/after-sales/routes/request-view-page'),
  afterSalesDetails: () => import('../../features/after-sales/routes/request-details-page'),
  afterSalesQueue: () => import('../../features/after-sales/routes/request-queue-page'),
  bookHotel: () => import('../../features/hotel-booking/routes/book-hotel-page'),
  /** The Confirmed and UnConfirmed pages of a new hotel booking: one module, the route names which. */
  hotelBooked: () => import('../../features/hotel-booking/routes/hotel-booked-page'),
  hotelBookings: () => import('../../features/hotel-booking/routes/hotel-bookings-page'),
  hotelBooking: () => import('../../features/hotel-booking/routes/hotel-booking-page'),
  /** The search pad's Visa tab, shown inside the search pad page. */
  visaSearchPanel: () => import('../../features/visa/components/visa-search-panel'),
  visaSearchResult: () => import('../../features/visa/routes/visa-search-result-page'),
  visaBooking: () => import('../../features/visa/routes/visa-booking-page'),
  visaOrder: () => import('../../features/visa/routes/visa-order-page'),
  visaApplications: () => import('../../features/visa/routes/visa-applications-page'),
  /** The search pad's Holidays tab, shown inside the search pad page. */
  holidaySearchPanel: () => import('../../features/holiday/components/holiday-search-panel'),
  holidayResults: () => import('../../features/holiday/routes/holiday-results-page'),
  holidayPackage: () => import('../../features/holiday/routes/holiday-package-page'),
  holidayRequests: () => import('../../features/holiday/routes/holiday-requests-page'),
  holidayRequest: () => import('../../features/holiday/routes/holiday-request-page'),
  /** The search pad's Xclusive Fares, Umrah and Group Fares tabs: one module, a panel per kind. */
  groupFareSearchPanels: () => import('../../features/group-fares/components/search-panels'),
  /** The results of the three special-fare kinds: one module, the route names the kind. */
  groupFareResults: () => import('../../features/group-fares/routes/group-fare-results-page'),
  groupFareReservation: () => import('../../features/group-fares/routes/group-fare-reservation-page'),
  groupFareReservations: () => import('../../features/group-fares/routes/group-fare-reservations-page'),
  /** The dashboard's widget area, shown under the search pad to users holding Dashboard. */
  dashboardArea: () => import('../../features/dashboard/components/dashboard-area'),
  help: () => import('../../features/help/routes/help-page'),
  reports: () => import('../../features/reports/routes/reports-page'),
  companySettings: () => import('../../features/company-settings/routes/company-settings-page'),
  myProfile: () => import('../../features/profile/routes/my-profile-page'),
};
export type SignedInPage = keyof typeof signedInPages;

/**
 * Tabs of /company-settings that other features build, reached through here because a feature never imports
 * another. A tab without an entry is not shown.
 */
export const companySettingsPanels: Partial<Record<'staff', () => Promise<{ default: ComponentType }>>> = {
  staff: () => import('../../features/staff/components/staff-tab'),
};
