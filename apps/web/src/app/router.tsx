import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RegistrationRoutes, type TenantConfig } from '@portal/contracts';
import { DepositPaths } from '../lib/app-access';
import { lazyPage } from '../lib/chunk-reload';
import { clientStore } from '../lib/client-store';
import { AppErrorBoundary } from './error-boundary';
import { ByVisitor, RedirectIfAuthenticated, RequireAuth } from './guards/require-auth';
import { RequirePermission } from './guards/require-permission';
import { HeaderlessLayout } from './layouts/headerless-layout';
import { PageLoader } from './layouts/page-loader';
import { PublicLayout } from './layouts/public-layout';
import { loadLoginBox } from './providers';
import { ScrollManager } from './scroll-manager';
import { loadSignedInPage, signedInRoutes } from './signed-in-routes';

const pages = {
  home: () => import('../features/home/routes/home-page'),
  login: () => import('../features/auth/routes/login-page'),
  notFound: () => import('./not-found-page'),
  appLayout: () => import('./layouts/app-layout'),
  searchpad: loadSignedInPage('searchpad'),
  flightResults: loadSignedInPage('flightResults'),
  myTransactions: loadSignedInPage('myTransactions'),
  creditLedger: loadSignedInPage('creditLedger'),
  deposit: loadSignedInPage('deposit'),
  depositList: loadSignedInPage('depositList'),
  agent: () => import('../features/marketing/routes/agent-page'),
  supplier: () => import('../features/marketing/routes/supplier-page'),
  api: () => import('../features/marketing/routes/api-page'),
  contactUs: () => import('../features/marketing/routes/contact-us-page'),
  testimonials: () => import('../features/marketing/routes/testimonials-page'),
  corporate: () => import('../features/marketing/routes/corporate-page'),
  terms: () => import('../features/marketing/routes/terms-page'),
  privacy: () => import('../features/marketing/routes/privacy-page'),
  refunds: () => import('../features/marketing/routes/refunds-page'),
  whitelabel: () => import('../features/marketing/routes/whitelabel-page'),
  aboutUs: () => import('../features/marketing/routes/about-us-page'),
  registration: () => import('../features/registration/routes/registration-page'),
  acceptInvitation: () => import('../features/invitation/routes/accept-invitation-page'),
  backofficeLayout: () => import('./layouts/backoffice-layout'),
  backofficeRegistrations: () => import('../features/backoffice/routes/registrations-page'),
  backofficeUsers: () => import('../features/backoffice/routes/users-page'),
  backofficeNotifications: () => import('../features/backoffice/routes/notifications-page'),
  backofficeWallets: () => import('../features/backoffice/routes/wallets-page'),
  backofficeLedger: () => import('../features/backoffice/routes/ledger-audit-page'),
  backofficeDeposits: () => import('../features/backoffice/routes/deposits-page'),
  backofficeOrders: () => import('../features/backoffice/routes/order-queue-page'),
  backofficePartialRequests: () => import('../features/backoffice/routes/partial-requests-page'),
  backofficeAfterSales: () => import('../features/backoffice/routes/after-sales-queue-page'),
  backofficeAfterSalesRequest: () => import('../features/backoffice/routes/after-sales-request-page'),
  printPreview: () => import('../features/print-preview/routes/print-preview-page'),
  hotelPrintPreview: () => import('../features/hotel-booking/routes/hotel-print-preview-page'),
  visaPrintPreview: () => import('../features/visa/routes/visa-print-preview-page'),
  backofficeHotels: () => import('../features/backoffice/routes/hotel-desk-page'),
  backofficeVisaProducts: () => import('../features/backoffice/routes/visa-products-page'),
  backofficeVisaProduct: () => import('../features/backoffice/routes/visa-product-page'),
  backofficeVisaDesk: () => import('../features/backoffice/routes/visa-desk-page'),
  backofficeVisaApplication: () => import('../features/backoffice/routes/visa-application-page'),
  backofficeHolidays: () => import('../features/backoffice/routes/holiday-catalogue-page'),
  backofficeHolidayPackage: () => import('../features/backoffice/routes/holiday-package-editor-page'),
  backofficeHolidayDesk: () => import('../features/backoffice/routes/holiday-desk-page'),
  backofficeHolidayRequest: () => import('../features/backoffice/routes/holiday-desk-request-page'),
  backofficeGroupFares: () => import('../features/backoffice/routes/group-fares-page'),
  backofficeGroupFareNew: () => import('../features/backoffice/routes/group-fare-new-page'),
  backofficeGroupFareBlock: () => import('../features/backoffice/routes/group-fare-block-page'),
  backofficeKyc: () => import('../features/backoffice/routes/kyc-queue-page'),
  backofficeKycAgency: () => import('../features/backoffice/routes/kyc-agency-page'),
  backofficeTenants: () => import('../features/backoffice/routes/tenants-page'),
  backofficeTenant: () => import('../features/backoffice/routes/tenant-editor-page'),
  accessDenied: () => import('./access-denied-page'),
};

const HomePage = lazyPage(pages.home);
const LoginPage = lazyPage(pages.login);
const NotFoundPage = lazyPage(pages.notFound);
const AppLayout = lazyPage(pages.appLayout);
const AgentPage = lazyPage(pages.agent);
const SupplierPage = lazyPage(pages.supplier);
const ApiPage = lazyPage(pages.api);
const ContactUsPage = lazyPage(pages.contactUs);
const TestimonialsPage = lazyPage(pages.testimonials);
const CorporatePage = lazyPage(pages.corporate);
const TermsPage = lazyPage(pages.terms);
const PrivacyPage = lazyPage(pages.privacy);
const RefundsPage = lazyPage(pages.refunds);
const WhitelabelPage = lazyPage(pages.whitelabel);
const AboutUsPage = lazyPage(pages.aboutUs);
const RegistrationPage = lazyPage(pages.registration);
const AcceptInvitationPage = lazyPage(pages.acceptInvitation);
const BackofficeLayout = lazyPage(pages.backofficeLayout);
const BackofficeRegistrationsPage = lazyPage(pages.backofficeRegistrations);
const BackofficeUsersPage = lazyPage(pages.backofficeUsers);
const BackofficeNotificationsPage = lazyPage(pages.backofficeNotifications);
const BackofficeWalletsPage = lazyPage(pages.backofficeWallets);
const BackofficeLedgerPage = lazyPage(pages.backofficeLedger);
const BackofficeDepositsPage = lazyPage(pages.backofficeDeposits);
const BackofficeOrdersPage = lazyPage(pages.backofficeOrders);
const BackofficePartialRequestsPage = lazyPage(pages.backofficePartialRequests);
const BackofficeAfterSalesPage = lazyPage(pages.backofficeAfterSales);
const BackofficeAfterSalesRequestPage = lazyPage(pages.backofficeAfterSalesRequest);
const PrintPreviewPage = lazyPage(pages.printPreview);
const HotelPrintPreviewPage = lazyPage(pages.hotelPrintPreview);
const VisaPrintPreviewPage = lazyPage(pages.visaPrintPreview);
const BackofficeHotelsPage = lazyPage(pages.backofficeHotels);
const BackofficeVisaProductsPage = lazyPage(pages.backofficeVisaProducts);
const BackofficeVisaProductPage = lazyPage(pages.backofficeVisaProduct);
const BackofficeVisaDeskPage = lazyPage(pages.backofficeVisaDesk);
const BackofficeVisaApplicationPage = lazyPage(pages.backofficeVisaApplication);
const BackofficeHolidaysPage = lazyPage(pages.backofficeHolidays);
const BackofficeHolidayPackagePage = lazyPage(pages.backofficeHolidayPackage);
const BackofficeHolidayDeskPage = lazyPage(pages.backofficeHolidayDesk);
const BackofficeHolidayRequestPage = lazyPage(pages.backofficeHolidayRequest);
const BackofficeGroupFaresPage = lazyPage(pages.backofficeGroupFares);
const BackofficeGroupFareNewPage = lazyPage(pages.backofficeGroupFareNew);
const BackofficeGroupFareBlockPage = lazyPage(pages.backofficeGroupFareBlock);
const BackofficeKycPage = lazyPage(pages.backofficeKyc);
const BackofficeKycAgencyPage = lazyPage(pages.backofficeKycAgency);
const BackofficeTenantsPage = lazyPage(pages.backofficeTenants);
const BackofficeTenantPage = lazyPage(pages.backofficeTenant);
const BackofficeAccessDeniedPage = lazyPage(pages.accessDenied);

/** What the page at a path needs; fetched while the tenant config is read, instead of after the first render. */
const firstPageNeeds: Record<string, Array<() => Promise<unknown>>> = {
  '/': [pages.home, loadLoginBox],
  '/login': [pages.login],
  '/searchpad': [pages.appLayout, pages.searchpad],
  '/flight-search-result': [pages.appLayout, pages.flightResults],
  '/my-transactions': [pages.appLayout, pages.myTransactions],
  '/CreditLedger': [pages.appLayout, pages.creditLedger],
  ...Object.fromEntries(DepositPaths.map((path) => [path, [pages.appLayout, pages.deposit]])),
  '/deposit-list': [pages.appLayout, pages.depositList],
  '/agent': [pages.agent],
  '/supplier': [pages.supplier],
  '/api': [pages.api],
  '/contact-us': [pages.contactUs],
  '/testimonials': [pages.testimonials],
  '/corp': [pages.corporate],
  '/terms-and-conditions': [pages.terms],
  '/privacy-policy': [pages.privacy],
  '/refunds-return-policy': [pages.refunds],
  '/whitelabel': [pages.whitelabel],
  '/about-us': [pages.aboutUs],
  ...Object.fromEntries(Object.keys(RegistrationRoutes).map((path) => [path, [pages.registration]])),
  '/accept-invitation': [pages.acceptInvitation],
  '/backoffice': [pages.backofficeLayout, pages.backofficeRegistrations],
  '/backoffice/users': [pages.backofficeLayout, pages.backofficeUsers],
  '/backoffice/notifications': [pages.backofficeLayout, pages.backofficeNotifications],
  '/backoffice/wallets': [pages.backofficeLayout, pages.backofficeWallets],
  '/backoffice/ledger': [pages.backofficeLayout, pages.backofficeLedger],
  '/backoffice/deposits': [pages.backofficeLayout, pages.backofficeDeposits],
  '/backoffice/orders': [pages.backofficeLayout, pages.backofficeOrders],
  '/backoffice/part-payments': [pages.backofficeLayout, pages.backofficePartialRequests],
  '/backoffice/after-sales': [pages.backofficeLayout, pages.backofficeAfterSales],
  '/print-preview': [pages.printPreview],
  '/hotel-bookings/print-preview': [pages.hotelPrintPreview],
  '/visa-print-preview': [pages.visaPrintPreview],
  '/backoffice/hotels': [pages.backofficeLayout, pages.backofficeHotels],
  '/backoffice/visa-products': [pages.backofficeLayout, pages.backofficeVisaProducts],
  '/backoffice/visa-applications': [pages.backofficeLayout, pages.backofficeVisaDesk],
  '/backoffice/holidays': [pages.backofficeLayout, pages.backofficeHolidays],
  '/backoffice/holiday-requests': [pages.backofficeLayout, pages.backofficeHolidayDesk],
  '/backoffice/group-fares': [pages.backofficeLayout, pages.backofficeGroupFares],
  '/backoffice/group-fares/new': [pages.backofficeLayout, pages.backofficeGroupFareNew],
  '/backoffice/kyc': [pages.backofficeLayout, pages.backofficeKyc],
  '/backoffice/tenants': [pages.backofficeLayout, pages.backofficeTenants],
  '/backoffice/tenants/new': [pages.backofficeLayout, pages.backofficeTenant],
  '/holiday-search-result': [pages.appLayout, loadSignedInPage('holidayResults')],
  '/holiday-requests': [pages.appLayout, loadSignedInPage('holidayRequests')],
  '/company-settings': [pages.appLayout, loadSignedInPage('companySettings')],
};

export function prefetchFirstPage(): void {
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const signedIn = clientStore.getState().token !== null;
  // A signed-in visitor of "/" (or an anonymous one of the search pad) is redirected; fetch where they will land.
  const target = path === '/' && signedIn ? '/searchpad' : path === '/searchpad' && !signedIn ? '/' : path;
  const unknownPath = signedIn ? [pages.appLayout, pages.notFound] : [pages.notFound];
  for (const load of firstPageNeeds[target] ?? unknownPath) void load().catch(() => undefined);
}

/**
 * Every page is its own chunk. Public routes follow the tenant's visibility rules (spec §2): a route the tenant
 * does not show is not registered, so its path falls through to the not-found page.
 */
export function AppRoutes({ config }: { config: TenantConfig }) {
  const appFrame = (
    <Suspense fallback={<PageLoader />}>
      <AppLayout />
    </Suspense>
  );
  const hasLoginPage = !config.isMain && config.loginVariation !== 'modal';
  return (
    <BrowserRouter>
      <ScrollManager />
      <AppErrorBoundary>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route
              index
              element={
                <RedirectIfAuthenticated>
                  <HomePage />
                </RedirectIfAuthenticated>
              }
            />
            <Route path="agent" element={<AgentPage />} />
            <Route path="supplier" element={<SupplierPage />} />
            <Route path="api" element={<ApiPage />} />
            <Route path="contact-us" element={<ContactUsPage />} />
            <Route path="testimonials" element={<TestimonialsPage />} />
            <Route path="corp" element={<CorporatePage />} />
            <Route path="terms-and-conditions" element={<TermsPage />} />
            <Route path="privacy-policy" element={<PrivacyPage />} />
            <Route path="refunds-return-policy" element={<RefundsPage />} />
            {config.isMain ? <Route path="whitelabel" element={<WhitelabelPage />} /> : null}
            {hasLoginPage ? (
              <Route
                path="login"
                element={
                  <RedirectIfAuthenticated>
                    <LoginPage />
                  </RedirectIfAuthenticated>
                }
              />
            ) : null}
            {config.aboutUsEnabled ? <Route path="about-us" element={<AboutUsPage />} /> : null}
            {/* Public, also for someone signed in: the invitation may be for another person on this computer. */}
            <Route path="accept-invitation" element={<AcceptInvitationPage />} />
            {Object.keys(RegistrationRoutes).map((path) => (
              <Route key={path} path={path.slice(1)} element={<RegistrationPage />} />
            ))}
          </Route>
          <Route element={appFrame}>{signedInRoutes(config)}</Route>
          <Route
            path="print-preview"
            element={
              <RequireAuth>
                <HeaderlessLayout>
                  <RequirePermission>
                    <PrintPreviewPage />
                  </RequirePermission>
                </HeaderlessLayout>
              </RequireAuth>
            }
          />
          <Route
            path="hotel-bookings/print-preview"
            element={
              <RequireAuth>
                <HeaderlessLayout>
                  <RequirePermission>
                    <HotelPrintPreviewPage />
                  </RequirePermission>
                </HeaderlessLayout>
              </RequireAuth>
            }
          />
          <Route
            path="visa-print-preview"
            element={
              <RequireAuth>
                <HeaderlessLayout>
                  <RequirePermission>
                    <VisaPrintPreviewPage />
                  </RequirePermission>
                </HeaderlessLayout>
              </RequireAuth>
            }
          />
          <Route
            path="backoffice"
            element={
              <Suspense fallback={<PageLoader />}>
                <BackofficeLayout />
              </Suspense>
            }
          >
            <Route index element={<BackofficeRegistrationsPage />} />
            <Route path="users" element={<BackofficeUsersPage />} />
            <Route path="notifications" element={<BackofficeNotificationsPage />} />
            <Route path="wallets" element={<BackofficeWalletsPage />} />
            <Route path="ledger" element={<BackofficeLedgerPage />} />
            <Route path="deposits" element={<BackofficeDepositsPage />} />
            <Route path="orders" element={<BackofficeOrdersPage />} />
            <Route path="part-payments" element={<BackofficePartialRequestsPage />} />
            <Route path="after-sales" element={<BackofficeAfterSalesPage />} />
            <Route path="after-sales/:reference" element={<BackofficeAfterSalesRequestPage />} />
            <Route path="hotels" element={<BackofficeHotelsPage />} />
            <Route path="visa-products" element={<BackofficeVisaProductsPage />} />
            <Route path="visa-products/:productId" element={<BackofficeVisaProductPage />} />
            <Route path="visa-applications" element={<BackofficeVisaDeskPage />} />
            <Route path="visa-applications/:reference" element={<BackofficeVisaApplicationPage />} />
            <Route path="holidays" element={<BackofficeHolidaysPage />} />
            <Route path="holidays/:packageId" element={<BackofficeHolidayPackagePage />} />
            <Route path="holiday-requests" element={<BackofficeHolidayDeskPage />} />
            <Route path="holiday-requests/:reference" element={<BackofficeHolidayRequestPage />} />
            <Route path="group-fares" element={<BackofficeGroupFaresPage />} />
            <Route path="group-fares/new" element={<BackofficeGroupFareNewPage />} />
            <Route path="group-fares/:blockId" element={<BackofficeGroupFareBlockPage />} />
            <Route path="kyc" element={<BackofficeKycPage />} />
            <Route path="kyc/:agencyId" element={<BackofficeKycAgencyPage />} />
            <Route path="tenants" element={<BackofficeTenantsPage />} />
            <Route path="tenants/:tenantId" element={<BackofficeTenantPage />} />
            <Route path="access-denied" element={<BackofficeAccessDeniedPage />} />
          </Route>
          {/* A path the portal does not have: signed-in users stay in their frame, with its navigation. */}
          <Route element={<ByVisitor signedIn={appFrame} anonymous={<PublicLayout />} />}>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </AppErrorBoundary>
    </BrowserRouter>
  );
}
