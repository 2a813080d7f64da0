import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bookingsMenu, visibleSideNavItems } from '../../lib/app-access';
import { useTenantConfig } from '../../tenant/tenant-context';

/**
 * The side navigation (spec §2): My Bookings to the first permitted queue, as one link when only one queue is
 * permitted and as a submenu otherwise, then the sections the user's functionalities allow.
 */
export function SideNav({
  functionalities,
  onNavigate,
}: {
  functionalities: readonly number[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('frame');
  const config = useTenantConfig();
  const { pathname } = useLocation();
  const bookings = bookingsMenu(functionalities);
  const items = visibleSideNavItems(functionalities, config.isMain);
  const link = (to: string, label: string) => (
    <MantineNavLink
      key={to}
      component={NavLink}
      to={to}
      label={label}
      active={pathname === to}
      onClick={onNavigate}
    />
  );

  return (
    <Stack component="nav" aria-label={t('sideNav.label')} gap={2}>
      {bookings.entries.length === 1 && bookings.link ? link(bookings.link, t('sideNav.myBookings')) : null}
      {bookings.entries.length > 1 ? (
        <MantineNavLink
          component="button"
          label={t('sideNav.myBookings')}
          defaultOpened
          childrenOffset="md"
          active={bookings.entries.some((entry) => entry.path === pathname)}
        >
          {bookings.entries.map((entry) => link(entry.path, t(`sideNav.${entry.key}`)))}
        </MantineNavLink>
      ) : null}
      {items.map((item) => link(item.path, t(`sideNav.${item.key}`)))}
    </Stack>
  );
}
