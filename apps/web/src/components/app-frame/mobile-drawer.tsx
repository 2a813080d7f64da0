import { Box, Divider, Drawer, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserContext } from '@portal/contracts';
import { canSeeWallet } from '../../lib/wallet-balance';
import { LanguageSwitch } from '../language-switch';
import { AccountManagerDetails } from './account-menus';
import { BalanceDrawerSection } from './balance-menu';
import type { FrameLink } from './frame-links';
import { SideNav } from './side-nav';

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  user: UserContext | undefined;
  groups: Array<{ key: string; label: string; links: FrameLink[] }>;
  onBankDetails: () => void;
  onLogout: () => void;
}

/** Phones: every entry of the top bar and the side navigation in one drawer behind the burger. */
export function MobileDrawer({ opened, onClose, user, groups, onBankDetails, onLogout }: MobileDrawerProps) {
  const { t } = useTranslation('frame');
  const entry = (link: FrameLink) =>
    link.to ? (
      <MantineNavLink
        key={link.key}
        component={NavLink}
        to={link.to}
        label={t(link.labelKey)}
        onClick={onClose}
      />
    ) : (
      <MantineNavLink
        key={link.key}
        component="button"
        label={t(link.labelKey)}
        onClick={() => {
          onClose();
          onBankDetails();
        }}
      />
    );

  return (
    <Drawer opened={opened} onClose={onClose} title={t('topBar.menu')} size="85%" id="app-mobile-nav">
      <Stack gap="sm">
        {groups.map((group) => (
          <Box key={group.key} component="section" aria-label={group.label}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {group.label}
            </Text>
            {group.links.map(entry)}
          </Box>
        ))}
        <Divider />
        <SideNav functionalities={user?.functionalities ?? []} onNavigate={onClose} />
        <Divider />
        {user && canSeeWallet(user.functionalities) ? (
          <BalanceDrawerSection functionalities={user.functionalities} onNavigate={onClose} />
        ) : null}
        <Box px="sm">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
            {t('accountManager.title')}
          </Text>
          <AccountManagerDetails staff={user?.associatedStaff ?? null} />
        </Box>
        <Divider />
        <MantineNavLink
          component={NavLink}
          to="/my-profile"
          label={t('profile.viewProfile')}
          onClick={onClose}
        />
        <MantineNavLink component={NavLink} to="/help" label={t('profile.help')} onClick={onClose} />
        <MantineNavLink component="button" label={t('profile.logout')} onClick={onLogout} />
        <Box px="sm">
          <LanguageSwitch />
        </Box>
      </Stack>
    </Drawer>
  );
}
