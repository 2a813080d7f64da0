import { useEffect } from 'react';
import { Badge, Box, Button, Group, Image, NavLink, Text } from '@mantine/core';
import { Navigate, NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OperatorPermission } from '@portal/contracts';
import { SkipLink } from '../../components/skip-link';
import { isHttpStatus } from '../../lib/api-errors';
import { registerTranslations } from '../../lib/i18n';
import { useLocalLogout, useLogout } from '../../lib/session/logout';
import { useUserContext } from '../../lib/session/user-context';
import { useTenantConfig } from '../../tenant/tenant-context';
import { RequireAuth } from '../guards/require-auth';
import { PageLoader } from './page-loader';
import { PageOutlet } from './page-outlet';
import { SessionExpiredModal } from './session-expired-modal';
import classes from './backoffice-layout.module.css';

registerTranslations('backofficeFrame', {
  en: {
    area: 'Back office',
    nav: 'Back office',
    registrations: 'Registrations',
    kyc: 'KYC documents',
    users: 'Users',
    notifications: 'Announcements',
    wallets: 'Wallets',
    ledger: 'Ledger audit',
    deposits: 'Deposits',
    orders: 'Orders in progress',
    partialRequests: 'Part-payment requests',
    afterSales: 'After-sales',
    hotels: 'Hotel bookings',
    visaApplications: 'Visa applications',
    visaProducts: 'Visa products',
    holidayRequests: 'Holiday enquiries',
    holidays: 'Holiday packages',
    groupFares: 'Special fares',
    tenants: 'Tenants',
    logout: 'Logout',
  },
  bn: {
    area: 'ব্যাক অফিস',
    nav: 'ব্যাক অফিস',
    registrations: 'নিবন্ধন',
    kyc: 'কেওয়াইসি নথি',
    users: 'ব্যবহারকারী',
    notifications: 'ঘোষণা',
    wallets: 'ওয়ালেট',
    ledger: 'লেজার অডিট',
    deposits: 'ডিপোজিট',
    orders: 'প্রক্রিয়াধীন অর্ডার',
    partialRequests: 'আংশিক পরিশোধের অনুরোধ',
    afterSales: 'আফটার-সেলস',
    hotels: 'হোটেল বুকিং',
    visaApplications: 'ভিসা আবেদন',
    visaProducts: 'ভিসা পণ্য',
    holidayRequests: 'হলিডে অনুসন্ধান',
    holidays: 'হলিডে প্যাকেজ',
    groupFares: 'বিশেষ ভাড়া',
    tenants: 'টেন্যান্ট',
    logout: 'Logout',
  },
});

/** The operators' own frame: a slim header and a left navigation; agency users are sent away. */
function BackofficeFrame() {
  const { t } = useTranslation('backofficeFrame');
  const config = useTenantConfig();
  const context = useUserContext();
  const logout = useLogout();
  const localLogout = useLocalLogout();
  const unauthorized = isHttpStatus(context.error, 401);

  useEffect(() => {
    if (unauthorized) localLogout();
  }, [unauthorized, localLogout]);

  if (context.data && !context.data.isOperator) return <Navigate to="/access-denied" replace />;
  if (!context.data) return <PageLoader />;

  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink />
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <Image src={config.logo.primaryLogo} alt={config.company.name} h={30} w="auto" />
          <Badge variant="light">{t('area')}</Badge>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" visibleFrom="sm">
            {context.data.firstName} {context.data.lastName}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => logout.mutate()}
            loading={logout.isPending}
          >
            {t('logout')}
          </Button>
        </Group>
      </header>
      <div className={classes.body}>
        <nav className={classes.nav} aria-label={t('nav')}>
          <NavLink component={RouterNavLink} to="/backoffice" end label={t('registrations')} />
          <NavLink component={RouterNavLink} to="/backoffice/kyc" label={t('kyc')} />
          <NavLink component={RouterNavLink} to="/backoffice/users" label={t('users')} />
          <NavLink component={RouterNavLink} to="/backoffice/notifications" label={t('notifications')} />
          <NavLink component={RouterNavLink} to="/backoffice/deposits" label={t('deposits')} />
          <NavLink component={RouterNavLink} to="/backoffice/orders" label={t('orders')} />
          <NavLink component={RouterNavLink} to="/backoffice/part-payments" label={t('partialRequests')} />
          <NavLink component={RouterNavLink} to="/backoffice/after-sales" label={t('afterSales')} />
          <NavLink component={RouterNavLink} to="/backoffice/hotels" label={t('hotels')} />
          <NavLink
            component={RouterNavLink}
            to="/backoffice/visa-applications"
            label={t('visaApplications')}
          />
          <NavLink component={RouterNavLink} to="/backoffice/visa-products" label={t('visaProducts')} />
          <NavLink component={RouterNavLink} to="/backoffice/holiday-requests" label={t('holidayRequests')} />
          <NavLink component={RouterNavLink} to="/backoffice/holidays" label={t('holidays')} />
          <NavLink component={RouterNavLink} to="/backoffice/group-fares" label={t('groupFares')} />
          <NavLink component={RouterNavLink} to="/backoffice/wallets" label={t('wallets')} />
          <NavLink component={RouterNavLink} to="/backoffice/ledger" label={t('ledger')} />
          {/* Tenant management is the provider's: only the main tenant's operators hold the permission. */}
          {context.data.operatorPermissions.includes(OperatorPermission.ManageTenants) ? (
            <NavLink component={RouterNavLink} to="/backoffice/tenants" label={t('tenants')} />
          ) : null}
        </nav>
        <Box component="main" id="main" tabIndex={-1} className={classes.main}>
          <PageOutlet />
        </Box>
      </div>
      <SessionExpiredModal />
    </Box>
  );
}

export default function BackofficeLayout() {
  return (
    <RequireAuth>
      <BackofficeFrame />
    </RequireAuth>
  );
}
