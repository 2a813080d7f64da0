import type { ReactNode } from 'react';
import { Route } from 'react-router';
import type { TenantConfig } from '@portal/contracts';
import { DepositPaths, PagePermissions, SearchpadTabs, type GuardedPath } from '../lib/app-access';
import { lazyPage } from '../lib/chunk-reload';
import { RequirePermission } from './guards/require-permission';
import type { SignedInPage, signedInPages } from './layouts/signed-in-pages';

const AccessDeniedPage = lazyPage(() => import('./access-denied-page'));

/**
 * A signed-in page, loaded through the frame's chunk (see signed-in-pages), typed as its own module so a page that
 * takes props (the after-sales pages' kind) keeps them.
 */
export function loadSignedInPage<Page extends SignedInPage>(page: Page) {
  // Each page module has its own props, so the union of them is only narrowed back by the cast.
  return () =>
    import('./layouts/app-layout').then(
      (layout) => layout.signedInPages[page]() as Promise<unknown>,
    ) as ReturnType<(typeof signedInPages)[Page]>;
}

const SearchpadPage = lazyPage(loadSignedInPage('searchpad'));
const FlightResultsPage = lazyPage(loadSignedInPage('flightResults'));
const TwoOneWayPage = lazyPage(loadSignedInPage('twoOneWay'));
const ProposalPage = lazyPage(loadSignedInPage('flightProposal'));
const MyTransactionsPage = lazyPage(loadSignedInPage('myTransactions'));
const CreditLedgerPage = lazyPage(loadSignedInPage('creditLedger'));
const DepositPage = lazyPage(loadSignedInPage('deposit'));
const DepositListPage = lazyPage(loadSignedInPage('depositList'));
const PaymentResultPage = lazyPage(loadSignedInPage('paymentResult'));
const ETransactionsPage = lazyPage(loadSignedInPage('eTransactions'));
const PartialPaymentPage = lazyPage(loadSignedInPage('partialPayment'));
const FlightBookingPage = lazyPage(loadSignedInPage('flightBooking'));
const FlightOrderPage = lazyPage(loadSignedInPage('flightOrder'));
const MyBookingsPage = lazyPage(loadSignedInPage('myBookings'));
const QueueShareBookingPage = lazyPage(loadSignedInPage('queueShareBooking'));
const TravellerInformationPage = lazyPage(loadSignedInPage('travellerInformation'));
const VoidRequestPage = lazyPage(loadSignedInPage('voidRequest'));
const RefundRequestPage = lazyPage(loadSignedInPage('refundRequest'));
const ExchangeRequestPage = lazyPage(loadSignedInPage('exchangeRequest'));
const ExchangeSearchResultPage = lazyPage(loadSignedInPage('exchangeSearchResult'));
const ExchangeConfirmPage = lazyPage(loadSignedInPage('exchangeConfirm'));
const AfterSalesRequestViewPage = lazyPage(loadSignedInPage('afterSalesRequestView'));
const AfterSalesDetailsPage = lazyPage(loadSignedInPage('afterSalesDetails'));
const AfterSalesQueuePage = lazyPage(loadSignedInPage('afterSalesQueue'));
const HotelResultsPage = lazyPage(loadSignedInPage('hotelResults'));
const HotelDetailsPage = lazyPage(loadSignedInPage('hotelDetails'));
const BookHotelPage = lazyPage(loadSignedInPage('bookHotel'));
const HotelBookedPage = lazyPage(loadSignedInPage('hotelBooked'));
const HotelBookingsPage = lazyPage(loadSignedInPage('hotelBookings'));
const HotelBookingPage = lazyPage(loadSignedInPage('hotelBooking'));
const VisaSearchResultPage = lazyPage(loadSignedInPage('visaSearchResult'));
const VisaBookingPage = lazyPage(loadSignedInPage('visaBooking'));
const VisaOrderPage = lazyPage(loadSignedInPage('visaOrder'));
const VisaApplicationsPage = lazyPage(loadSignedInPage('visaApplications'));
const HolidayResultsPage = lazyPage(loadSignedInPage('holidayResults'));
const HolidayPackagePage = lazyPage(loadSignedInPage('holidayPackage'));
const HolidayRequestsPage = lazyPage(loadSignedInPage('holidayRequests'));
const HolidayRequestPage = lazyPage(loadSignedInPage('holidayRequest'));
const GroupFareResultsPage = lazyPage(loadSignedInPage('groupFareResults'));
const GroupFareReservationPage = lazyPage(loadSignedInPage('groupFareReservation'));
const GroupFareReservationsPage = lazyPage(loadSignedInPage('groupFareReservations'));
const HelpPage = lazyPage(loadSignedInPage('help'));
const ReportsPage = lazyPage(loadSignedInPage('reports'));
const CompanySettingsPage = lazyPage(loadSignedInPage('companySettings'));
const MyProfilePage = lazyPage(loadSignedInPage('myProfile'));

function guarded(path: string, page: ReactNode) {
  const element = path in PagePermissions ? <RequirePermission path={path}>{page}</RequirePermission> : page;
  return <Route key={path} path={path.slice(1)} element={element} />;
}

/** A page whose path carries parameters (`pattern`), guarded by the permission of its page `path`. */
function guardedWith(path: GuardedPath, pattern: string, page: ReactNode) {
  return (
    <Route
      key={pattern}
      path={pattern.slice(1)}
      element={<RequirePermission path={path}>{page}</RequirePermission>}
    />
  );
}

/**
 * The routes inside the app layout. Every page checks its permission (spec §6) against the same table the menus
 * read; E-transactions exists on the default tenant only.
 */
export function signedInRoutes(config: TenantConfig) {
  return [
    <Route key="/access-denied" path="access-denied" element={<AccessDeniedPage />} />,
    ...SearchpadTabs.map((tab) => guarded(tab.path, <SearchpadPage />)),
    guarded('/flight-search-result', <FlightResultsPage />),
    guarded('/two-one-way', <TwoOneWayPage />),
    guarded('/my-transactions', <MyTransactionsPage />),
    guarded('/CreditLedger', <CreditLedgerPage />),
    ...DepositPaths.map((path) => guarded(path, <DepositPage />)),
    guarded('/deposit-list', <DepositListPage />),
    guarded('/payment-result', <PaymentResultPage />),
    ...(config.isMain ? [guarded('/e-transactions', <ETransactionsPage />)] : []),
    guarded('/partial-payment', <PartialPaymentPage />),
    guarded('/flight-booking', <FlightBookingPage />),
    guarded('/flight-order', <FlightOrderPage />),
    guarded('/my-bookings', <MyBookingsPage />),
    guarded('/ticket-management', <MyBookingsPage />),
    guarded('/queue-share-booking', <QueueShareBookingPage />),
    guarded('/traveller-information', <TravellerInformationPage />),
    guarded('/void-management', <AfterSalesQueuePage kind="Void" />),
    guarded('/flight-void-request', <VoidRequestPage />),
    guarded('/flight-void-request-view', <AfterSalesRequestViewPage kind="Void" />),
    guarded('/flight-void-details', <AfterSalesDetailsPage kind="Void" />),
    guarded('/refund-management', <AfterSalesQueuePage kind="Refund" />),
    guarded('/flight-refund-request', <RefundRequestPage />),
    guarded('/flight-refund-request-view', <AfterSalesRequestViewPage kind="Refund" />),
    guarded('/flight-refund-details', <AfterSalesDetailsPage kind="Refund" />),
    guarded('/reIssue-management', <AfterSalesQueuePage kind="Exchange" />),
    guarded('/flight-exchange-request', <ExchangeRequestPage />),
    guarded('/flight-exchange-search-result', <ExchangeSearchResultPage />),
    guarded('/flight-exchange-confirm', <ExchangeConfirmPage />),
    guarded('/flight-exchange-request-view', <AfterSalesRequestViewPage kind="Exchange" />),
    guarded('/flight-exchange-details', <AfterSalesDetailsPage kind="Exchange" />),
    guarded('/hotel-results', <HotelResultsPage />),
    guardedWith('/hotel', '/hotel/:requestId/:hotelGuid', <HotelDetailsPage />),
    guardedWith(
      '/hotel/booking',
      '/hotel/booking/:requestId/:hotelGuid/:roomGuid/:roomRateGuid',
      <BookHotelPage />,
    ),
    guardedWith('/hotel/book', '/hotel/book/Confirmed/:referenceId', <HotelBookedPage route="Confirmed" />),
    guardedWith(
      '/hotel/book',
      '/hotel/book/UnConfirmed/:referenceId',
      <HotelBookedPage route="UnConfirmed" />,
    ),
    guarded('/hotel-bookings', <HotelBookingsPage />),
    guardedWith('/hotel-bookings', '/hotel-bookings/:referenceId', <HotelBookingPage />),
    guarded('/visa-search-result', <VisaSearchResultPage />),
    guarded('/visa-booking', <VisaBookingPage />),
    guarded('/visa-order', <VisaOrderPage />),
    guarded('/visa-myapplications', <VisaApplicationsPage />),
    guarded('/holiday-search-result', <HolidayResultsPage />),
    guardedWith('/holiday-search-result', '/holiday-search-result/:packageId', <HolidayPackagePage />),
    guarded('/holiday-requests', <HolidayRequestsPage />),
    guardedWith('/holiday-requests', '/holiday-requests/:reference', <HolidayRequestPage />),
    guarded('/xclusive-fares-result', <GroupFareResultsPage kind="Xclusive" />),
    guarded('/umrah-fares-result', <GroupFareResultsPage kind="Umrah" />),
    guarded('/group-fares-result', <GroupFareResultsPage kind="Group" />),
    guarded('/group-fare-reservation', <GroupFareReservationPage />),
    guarded('/group-fare-reservations', <GroupFareReservationsPage />),
    guarded('/company-settings', <CompanySettingsPage />),
    // Every signed-in user has a profile of their own: no permission guards it.
    guarded('/my-profile', <MyProfilePage />),
    <Route
      key="/flight-proposal"
      path="flight-proposal/:proposalId"
      element={
        <RequirePermission path="/flight-proposal">
          <ProposalPage />
        </RequirePermission>
      }
    />,
    guarded('/help', <HelpPage />),
    guarded('/reports', <ReportsPage />),
  ];
}
